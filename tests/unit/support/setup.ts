import "@testing-library/jest-dom";
import { startUpSwitches } from "../../../src/start-up/measurement-switches";

/**
 * The constants webpack writes into the site's bundles (src/gatsby-node/webpack.ts), for the modules
 * under test: the start-up measurement switches as the environment sets them, every mechanism on
 * and every candidate off unless START_UP_ABLATE or START_UP_TRY says otherwise.
 */
const switches = startUpSwitches();
Object.assign(globalThis, { START_UP_ABLATED: switches.ablatedFlags, START_UP_TRIED: switches.triedFlags });
/** And this build's page analytics (src/lib/analytics/analytics-settings.ts): none, as under `gatsby develop`; a test of them passes its own. */
Object.assign(globalThis, { ANALYTICS_SETTINGS: null });

/**
 * jsdom's CSS parser predates cascade layers, and every stylesheet Chakra writes is in one
 * (`@layer reset`, `base`, `tokens`, `recipes`): each component test would log "Could not parse CSS
 * stylesheet" with a long stack per sheet, burying any real error in the output. Only that error is
 * dropped. The site's real CSS is checked where a browser reads it: the e2e cssGuard
 * (tests/e2e/css-check.ts) and the HTML check.
 */
if (typeof window !== "undefined") {
  const consoleError = console.error.bind(console);
  // Not `instanceof Error`: jsdom raises it in Node's realm, outside the test's globals.
  const isJsdomCssParseError = (value: unknown) =>
    typeof value === "object" && value !== null && (value as { message?: unknown }).message === "Could not parse CSS stylesheet";
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (isJsdomCssParseError(args[0])) return;
    consoleError(...args);
  });
}
