/**
 * When a built page starts Gatsby's scripts: a choice made at build time, read here and nowhere else
 * (`SCRIPTS_START`), so the start-up strategies can be built side by side and measured against the
 * same visitors (scripts/bench/compare-start-up.mjs, docs/performance.md).
 *
 *  - `eager-held` (the default): Gatsby's own `<script async>` tags left in the page, so the scripts
 *    start while the page loads, and before them the loader, which only holds the presses made before
 *    React is live and replays them once it is (src/start-up/scripts-on-first-activity.ts);
 *  - `activity`: at the visitor's first activity, through the loader;
 *  - `idle`: once the browser is idle after the `load` event, or at the first activity if it comes
 *    first; presses before React is live are held and replayed as under `activity`;
 *  - `eager`: Gatsby's own tags and no loader: a press before React is live is not held.
 * Chosen on the visitors' measured interactions (docs/performance.md, "The start-up strategy").
 */

export const SCRIPTS_START_VARIABLE = "SCRIPTS_START";

export const SCRIPTS_STARTS = ["eager-held", "activity", "idle", "eager"] as const;

export type ScriptsStart = (typeof SCRIPTS_STARTS)[number];

export const DEFAULT_SCRIPTS_START: ScriptsStart = "eager-held";

const isScriptsStart = (value: string): value is ScriptsStart => (SCRIPTS_STARTS as readonly string[]).includes(value);

/** The build's strategy, from `SCRIPTS_START` (unset or empty: the default). Throws on any other value: a build never falls back silently. */
export function scriptsStartOf(env: NodeJS.ProcessEnv = process.env): ScriptsStart {
  const value = env[SCRIPTS_START_VARIABLE]?.trim() || DEFAULT_SCRIPTS_START;
  if (!isScriptsStart(value)) {
    throw new Error(
      `${SCRIPTS_START_VARIABLE}="${value}" is not a start-up strategy: use one of ${SCRIPTS_STARTS.join(", ")} (default ${DEFAULT_SCRIPTS_START}; src/start-up/scripts-start.ts).`,
    );
  }
  return value;
}
