/**
 * A public sign that React has hydrated the page: an attribute on <html>, set once the root has
 * committed (gatsby-browser's `onInitialClientRender`) and every part hydrated on its own has too
 * (src/start-up/hydration-boundary.tsx). The end-to-end tests, the development server's
 * check and the benchmark wait for it instead of reading React's private fiber keys off the DOM.
 * No style reads it.
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

const whenHydrated: Array<() => void> = [];

export const markHydrated = (): void => {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
  for (const callback of whenHydrated.splice(0)) callback();
};

/** Runs `callback` once the page is hydrated: at once if it is. */
export const afterHydration = (callback: () => void): void => {
  if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) callback();
  else whenHydrated.push(callback);
};
