/**
 * A public sign that React has hydrated the page: an attribute on <html>, set once the root has
 * committed (gatsby-browser's `onInitialClientRender`) and every part hydrated on its own has too
 * (src/start-up/hydration-boundary.tsx). The end-to-end tests, the development server's
 * check and the benchmark wait for it instead of reading React's private fiber keys off the DOM.
 * No style reads it.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

export const markHydrated = (): void => {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
};
