/**
 * The browser's page wrapper (design system, layout), evaluated in pieces before the page hydrates.
 *
 * Why: the app's modules are evaluated while the visitor may already be pressing (the scripts start
 * while the page loads, src/start-up/held-presses.ts). Evaluated in one go, Chakra's styling engine,
 * the creation of the design system and the layout's components were one task of 370–460 ms on a
 * mid-range phone (CPU 4×), and a press landing in it waited for all of it. In pieces, each a task
 * of its own after the one that evaluates the app's own script, a press waits for one piece at most.
 * The pieces themselves are the layout's (src/components/layout/browser-page-wrapper.ts), which
 * imports them with `webpackMode: "eager"`: they stay in the app's bundle, no request more, only
 * their evaluation waits for its turn. Gatsby renders the page once this has resolved
 * (src/start-up/library-internals/gatsby.ts).
 */
import type { GatsbyBrowser } from "gatsby";
import { onClientEntryAwaited } from "./library-internals/gatsby";
import { nextTask } from "./next-task";

export type WrapPageElement = NonNullable<GatsbyBrowser["wrapPageElement"]>;

/** Assembles the wrapper, calling `nextPiece` between its pieces: each piece is then a task of its own. */
export type AssemblePageWrapper = (nextPiece: () => Promise<void>) => Promise<WrapPageElement>;

/** gatsby-browser's `onClientEntry` that assembles the wrapper in pieces, and its `wrapPageElement`, which refuses to render before. */
export function pageWrapperInPieces(assemble: AssemblePageWrapper): {
  onClientEntry: NonNullable<GatsbyBrowser["onClientEntry"]>;
  wrapPageElement: WrapPageElement;
} {
  let loaded: WrapPageElement | undefined;
  return {
    onClientEntry: onClientEntryAwaited(async () => {
      // START_UP_ABLATE=wrapper-in-pieces (measurement only): every piece in the same task, one after the other.
      loaded = await assemble(START_UP_ABLATED.wrapperInPieces ? () => Promise.resolve() : nextTask);
    }),
    wrapPageElement: (args, options) => {
      if (!loaded)
        throw new Error("The page wrapper is not loaded yet: gatsby-browser's onClientEntry (pageWrapperInPieces) must resolve before Gatsby renders a page");
      return loaded(args, options);
    },
  };
}
