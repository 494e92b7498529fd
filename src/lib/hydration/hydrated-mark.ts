/**
 * A public sign that React has hydrated the page: an attribute on <html>, set by gatsby-browser's
 * `onInitialClientRender`, which Gatsby calls from its root's effect once the first render (here the
 * hydration of the server's markup) has committed. The end-to-end tests, the development server's
 * check and the benchmark wait for it instead of reading React's private fiber keys off the DOM.
 * No style reads it.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

export const markHydrated = (): void => {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
};
