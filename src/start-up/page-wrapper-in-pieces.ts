/**
 * The browser's page wrapper (design system, layout), evaluated in pieces before the page hydrates.
 *
 * Why: the app's modules are evaluated after the visitor's first activity, when the scripts start
 * (src/start-up/scripts-on-first-activity.ts). Evaluated in one go, Chakra's styling engine,
 * the creation of the design system and the layout's components were one task of 370–460 ms on a
 * mid-range phone (CPU 4×), and a press landing in it waited for all of it. In pieces, each a task
 * of its own after the one that evaluates the app's own script, a press waits for one piece at most:
 *  1. the theme, with Chakra's styling engine;
 *  2. the provider's modules (Chakra's provider, Emotion);
 *  3. the design system (`createSystem`) and the Emotion cache, which collects the server's styles;
 *  4. the layout and everything it renders.
 * The modules stay in the app's bundle (`webpackMode: "eager"`: no request more, nothing fetched
 * later); only their evaluation waits for its turn. Gatsby renders the page once this has resolved
 * (src/start-up/library-internals/gatsby.ts).
 */
import type { WrapPageElement } from "../components/layout/wrap-page-element";
import { nextTask } from "./next-task";

let loaded: WrapPageElement | undefined;

export async function loadPageWrapperInPieces(): Promise<void> {
  await nextTask();
  await import(/* webpackMode: "eager" */ "../theme");
  await nextTask();
  const { browserDesignSystem, createEmotionCache } = await import(/* webpackMode: "eager" */ "../components/ui/provider");
  await nextTask();
  browserDesignSystem();
  const cache = createEmotionCache();
  await nextTask();
  const { createWrapPageElement } = await import(/* webpackMode: "eager" */ "../components/layout/wrap-page-element");
  loaded = createWrapPageElement(() => cache);
}

/** gatsby-browser's `wrapPageElement`: the wrapper loaded by `loadPageWrapperInPieces`. */
export const wrapPageElementInTheBrowser: WrapPageElement = (args, options) => {
  if (!loaded)
    throw new Error("The page wrapper is not loaded yet: gatsby-browser's onClientEntry (loadPageWrapperInPieces) must resolve before Gatsby renders a page");
  return loaded(args, options);
};
