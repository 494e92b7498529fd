/**
 * The start-up layer's switches, for measurement only: each mechanism turned off alone, and each
 * candidate not yet adopted turned on alone, so that a build can measure what it is worth
 * (scripts/bench/ablation.mjs; docs/performance.md, "Running the benchmarks"). A published build
 * sets none.
 *
 *   START_UP_ABLATE=static-content,boundaries   these mechanisms off
 *   START_UP_TRY=content-visibility             these candidates on
 *
 * This module is the one place that reads the two variables. The build's own code (gatsby-node, the
 * rewrites of the built pages) asks `startUpSwitches()`. The code that runs in the browser and in
 * server rendering reads the constants `START_UP_ABLATED.<flag>` and `START_UP_TRIED.<flag>`, which
 * webpack's DefinePlugin writes into every bundle as literals (src/gatsby-node/webpack.ts): a switch
 * left alone is `false` there, and webpack drops the branch it guards, so a build without switches
 * is byte for byte a build without them. An unknown name stops the build.
 */
import type { Reporter } from "gatsby";

/** The mechanisms that can be turned off, and what the build is like without each. */
export const MECHANISMS = {
  "static-content": { flag: "staticContent", without: "StaticContent renders its children and hydrates like any part" },
  boundaries: { flag: "boundaries", without: "HydrationBoundary and hydratedOnItsOwn add no Suspense boundary: the page is one unit of hydration" },
  "server-styles-in-head": {
    flag: "serverStylesInHead",
    without: "Emotion's style tags stay where Emotion wrote them, and the browser's cache adopts them as Emotion does",
  },
  "chakra-without-global-css": { flag: "chakraWithoutGlobalCss", without: "the browser's provider gets the full design system" },
  "css-prefixes": { flag: "cssPrefixes", without: "Emotion's default stylis prefixer" },
  "minify-inline-scripts": { flag: "minifyInlineScripts", without: "the inline scripts as written" },
  "held-presses": {
    flag: "heldPresses",
    without: "Gatsby's script tags alone, no holder before them: a press before React is live is lost, a form submitted then goes natively",
  },
  "fragment-memo": { flag: "fragmentMemo", without: "the page wrapper renders again when only the fragment changes" },
} as const;

/** The candidates, off unless tried: each is kept only if measured to pay. */
export const CANDIDATES = {
  "content-visibility": {
    flag: "contentVisibility",
    with: "the page sections are laid out only near the screen (content-visibility: auto), every section at once before a jump",
  },
  "icon-sprite": { flag: "iconSprite", with: "the icons draw their paths from one inline sprite per page instead of each holding its own" },
} as const;

export type MechanismName = keyof typeof MECHANISMS;
export type CandidateName = keyof typeof CANDIDATES;
export type MechanismFlag = (typeof MECHANISMS)[MechanismName]["flag"];
export type CandidateFlag = (typeof CANDIDATES)[CandidateName]["flag"];

export const ABLATE_VARIABLE = "START_UP_ABLATE";
export const TRY_VARIABLE = "START_UP_TRY";

declare global {
  /** Which mechanisms this build turned off: literals written by webpack's DefinePlugin (see above). */
  const START_UP_ABLATED: Readonly<Record<MechanismFlag, boolean>>;
  /** Which candidates this build turned on: literals written by webpack's DefinePlugin (see above). */
  const START_UP_TRIED: Readonly<Record<CandidateFlag, boolean>>;
}

export interface StartUpSwitches {
  /** The names as given, in the lists' order. */
  ablated: MechanismName[];
  tried: CandidateName[];
  /** By flag, every flag present: what the bundles' constants hold. */
  ablatedFlags: Record<MechanismFlag, boolean>;
  triedFlags: Record<CandidateFlag, boolean>;
}

const namesIn = <Name extends string>(variable: string, raw: string | undefined, known: Record<Name, unknown>): Name[] => {
  const names = (raw ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !Object.hasOwn(known, name));
  if (unknown.length) {
    throw new Error(
      `${variable}=${raw}: ${unknown.map((name) => `"${name}"`).join(", ")} ${unknown.length === 1 ? "is" : "are"} not among its names: ${Object.keys(known).join(", ")} (src/start-up/measurement-switches.ts).`,
    );
  }
  return [...new Set(names as Name[])];
};

const flagsOf = <Name extends string, Flag extends string>(table: Record<Name, { flag: Flag }>, on: readonly Name[]): Record<Flag, boolean> =>
  Object.fromEntries((Object.keys(table) as Name[]).map((name) => [table[name].flag, on.includes(name)])) as Record<Flag, boolean>;

/** The switches the environment sets. Throws, listing the names there are, on a name that is none of them. */
export function startUpSwitches(env: Record<string, string | undefined> = process.env): StartUpSwitches {
  const ablated = namesIn(ABLATE_VARIABLE, env[ABLATE_VARIABLE], MECHANISMS);
  const tried = namesIn(TRY_VARIABLE, env[TRY_VARIABLE], CANDIDATES);
  return { ablated, tried, ablatedFlags: flagsOf(MECHANISMS, ablated), triedFlags: flagsOf(CANDIDATES, tried) };
}

/** Whether any switch is set: a build to measure, never to publish. */
export const isMeasurementBuild = (switches: StartUpSwitches): boolean => switches.ablated.length > 0 || switches.tried.length > 0;

/** What the build says about its switches, one line; null when none is set. */
export function describeSwitches(switches: StartUpSwitches): string | null {
  if (!isMeasurementBuild(switches)) return null;
  const parts = [
    ...switches.ablated.map((name) => `${name} off (${MECHANISMS[name].without})`),
    ...switches.tried.map((name) => `${name} on (${CANDIDATES[name].with})`),
  ];
  return `A build for measurement only, not for publishing: ${parts.join("; ")}.`;
}

/** gatsby-node's onPreBootstrap: warns that a build with switches is for measurement only; stops, naming the names there are, on an unknown one. */
export function reportStartUpSwitches(reporter: { warn: Reporter["warn"]; panic: (message: string) => void }): void {
  let switches: StartUpSwitches;
  try {
    switches = startUpSwitches();
  } catch (error) {
    reporter.panic((error as Error).message);
    return;
  }
  const measuring = describeSwitches(switches);
  if (measuring) reporter.warn(measuring);
}

/** The bundles' constants, as webpack's DefinePlugin takes them: each flag a literal `true` or `false`. */
export function switchConstants(switches: StartUpSwitches): { START_UP_ABLATED: Record<string, string>; START_UP_TRIED: Record<string, string> } {
  const literals = (flags: Record<string, boolean>) => Object.fromEntries(Object.entries(flags).map(([flag, on]) => [flag, JSON.stringify(on)]));
  return { START_UP_ABLATED: literals(switches.ablatedFlags), START_UP_TRIED: literals(switches.triedFlags) };
}
