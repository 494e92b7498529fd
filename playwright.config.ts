/**
 * End-to-end tests: Playwright drives Debian's Chromium (Playwright cannot download its
 * own browsers here) against the production build in public/, served by `gatsby serve`.
 * Build first (`npm run build`), or run everything with `npm test`.
 *
 * Three projects: "desktop" runs every end-to-end test not tagged @mobile, "mobile" only the @mobile
 * ones, both from tests/e2e; "visual" compares screenshots of the site with the baselines committed in
 * tests/visual/__screenshots__ (docs/testing.md#visual-baselines).
 */
import { defineConfig } from "@playwright/test";
import quietChromium from "./scripts/lib/chromium-flags.json";
import { DEVICES } from "./tests/support/devices";

const PORT = 9000;
const HOST = "127.0.0.1";
const baseURL = `http://${HOST}:${PORT}`;
const isCI = Boolean(process.env.CI);

const MOBILE_TAG = /@mobile/;

/**
 * The visual baselines' tolerance (docs/testing.md#visual-baselines): two pixels are equal if their
 * colours differ by less than THRESHOLD (YIQ distance, 0–1; Playwright's default is 0.2), and a shot
 * may have MAX_DIFF_PIXELS unequal pixels. Anti-aliased pixels are not counted anyway. Run to run
 * the shots are identical to the pixel; the smallest block moved by 4 px (the phone's menu button)
 * changes over a hundred pixels.
 */
const THRESHOLD = 0.1;
const MAX_DIFF_PIXELS = 20;

export default defineConfig({
  testDir: "tests/e2e",
  // `*.e2e.ts`, not `*.spec.ts`: Jest's default testMatch would otherwise pick the specs up.
  testMatch: "**/*.e2e.ts",
  outputDir: "test-results",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  // Two workers, one Chromium per core, and the tests of a file spread over both: the tests share the
  // site and the e2e backend but none needs them alone (each uses addresses of its own). A file that
  // starts a server of its own keeps its tests in one worker (security-headers.e2e.ts).
  fullyParallel: true,
  workers: 2,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  reporter: [["list"]],
  // Refuses to write visual baselines from a build older than its sources (tests/visual/current-build.ts).
  globalSetup: "./tests/visual/current-build.ts",
  use: {
    baseURL,
    browserName: "chromium",
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    // A trace records every action's DOM, a cost on every test that adds up over the suite: only the
    // retry of a failing test is traced (CI retries once, retries: 1).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Every test sends traffic to 127.0.0.1 only; these flags keep Chromium from phoning home.
      args: quietChromium.flags,
    },
  },
  projects: [
    {
      name: "desktop",
      grepInvert: MOBILE_TAG,
      use: { viewport: DEVICES.desktop.viewport },
    },
    {
      name: "mobile",
      grep: MOBILE_TAG,
      use: DEVICES.phone,
    },
    {
      // Screenshots of the first screen of each main route and of the states a visitor meets, at the
      // desktop width unless a test sets the phone's (tests/visual/visual.ts). Only tests/visual:
      // the projects above keep the top-level testDir and testMatch.
      name: "visual",
      testDir: "tests/visual",
      testMatch: "**/*.visual.ts",
      // One baseline per shot, no platform suffix: tests/visual/__screenshots__/<file>/<name>.png.
      snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
      use: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        // The site then shows every animation's final state and stops the turning keywords and the
        // hero's pointer effects.
        reducedMotion: "reduce",
      },
      expect: {
        toHaveScreenshot: {
          animations: "disabled",
          caret: "hide",
          scale: "css",
          threshold: THRESHOLD,
          maxDiffPixels: MAX_DIFF_PIXELS,
          timeout: 10_000,
        },
      },
    },
  ],
  webServer: [
    {
      // Serves the already built public/ folder; it does not build.
      command: `npx gatsby serve -H ${HOST} -p ${PORT}`,
      url: baseURL,
      env: { GATSBY_TELEMETRY_DISABLED: "1" },
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // A throw-away copy of the contact backend (PostgreSQL, maildev, the function on Deno),
      // on ports of its own; the site under test is built to call it (scripts/test.sh).
      command: "node scripts/backend/e2e-backend.mjs",
      url: "http://127.0.0.1:54480/email",
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "pipe",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    },
  ],
});
