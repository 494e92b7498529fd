/**
 * The browser's page wrapper, assembled in pieces, each a task of its own
 * (src/start-up/page-wrapper-in-pieces.ts says why):
 *  1. the theme, with Chakra's styling engine;
 *  2. the provider's modules (Chakra's provider, Emotion);
 *  3. the design system (`createSystem`) and the Emotion cache, which collects the server's styles;
 *  4. the layout and everything it renders.
 */
import type { AssemblePageWrapper } from "../../start-up";

export const assemblePageWrapper: AssemblePageWrapper = async (nextPiece) => {
  await nextPiece();
  await import(/* webpackMode: "eager" */ "../../theme");
  await nextPiece();
  const { browserDesignSystem, createEmotionCache } = await import(/* webpackMode: "eager" */ "../ui/provider");
  await nextPiece();
  browserDesignSystem();
  const cache = createEmotionCache();
  await nextPiece();
  const { createWrapPageElement } = await import(/* webpackMode: "eager" */ "./wrap-page-element");
  return createWrapPageElement(() => cache);
};
