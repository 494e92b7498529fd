/** What the site adds to Gatsby's webpack config (gatsby-node's onCreateWebpackConfig). */
import type { CreateWebpackConfigArgs } from "gatsby";
import path from "node:path";
import { startUpSwitches, switchConstants } from "../start-up/measurement-switches";
import { analyticsSettings } from "../lib/analytics/analytics-settings";
import { LUCIDE_ICON_REQUEST, replaceLucideIcon } from "../start-up/library-internals/lucide";

/** The icon sprite's component, for webpack (resolved from the site's folder: Gatsby bundles this module elsewhere). */
const ICON_SPRITE_MODULE = path.resolve("src/start-up/icon-sprite.tsx");

export { chakraThemeAlias } from "../start-up/library-internals/chakra-theme-files";

/**
 * The start-up layer's measurement switches as constants of every bundle, browser and server rendering
 * alike (src/start-up/measurement-switches.ts): each a literal, so webpack drops the branches of the
 * switches left alone.
 */
export const startUpSwitchPlugins = (plugins: CreateWebpackConfigArgs["plugins"]): unknown[] => {
  const switches = startUpSwitches();
  return [
    plugins.define(switchConstants(switches)),
    // START_UP_TRY=icon-sprite: lucide-react's icons drawn from the page's sprite (src/start-up/library-internals/lucide.ts).
    ...(switches.triedFlags.iconSprite ? [plugins.normalModuleReplacement(LUCIDE_ICON_REQUEST, replaceLucideIcon(ICON_SPRITE_MODULE))] : []),
  ];
};

/**
 * This build's page analytics (src/lib/analytics/analytics-settings.ts) as the constant
 * ANALYTICS_SETTINGS of every bundle: the endpoint, the site's domain, or null when nothing is
 * measured, decided once in Node from the environment.
 */
export const analyticsSettingsPlugin = (plugins: CreateWebpackConfigArgs["plugins"]): unknown =>
  plugins.define({ ANALYTICS_SETTINGS: JSON.stringify(analyticsSettings()) });

/**
 * The browser bundles' source maps, without the comment that points a browser to them: the build
 * moves them out of public/ (post-build.ts), so they stay at hand for reading a production stack
 * trace but are never published (they would hand out the whole source, comments included).
 */
export const unpublishedSourceMaps = (stage: string): { devtool?: string } => (stage === "build-javascript" ? { devtool: "hidden-source-map" } : {});
