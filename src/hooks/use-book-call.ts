import { useCallback } from "react";
import { navigate } from "gatsby";
import { scrollBehavior } from "../lib/scroll/scroll-behavior";
import { useLocale } from "../i18n/locale-context";
import { normalisePath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
// From its module rather than the layer's index: a module without side effects, whose import webpack
// drops from a build that does not try the candidate (src/start-up/content-visibility.ts).
import { layOutEverySectionBeforeJump } from "../start-up/content-visibility";

export const CONTACT_SECTION_ID = "contatti";

/** Location state that asks the home page to scroll to a section once it is shown. */
export interface ScrollToState {
  scrollTo?: string;
}

/** The section a navigation asked to scroll to, if any (history state can hold anything). */
export const requestedSection = (state: unknown): string | undefined => {
  const scrollTo = (state as ScrollToState | null | undefined)?.scrollTo;
  return typeof scrollTo === "string" ? scrollTo : undefined;
};

/** Delay between arriving on the home page and scrolling to the contact section (product specification). */
export const SCROLL_AFTER_NAVIGATION_MS = 100;

export const scrollToSection = (id: string): boolean => {
  const target = document.getElementById(id);
  if (!target) return false;
  if (START_UP_TRIED.contentVisibility) layOutEverySectionBeforeJump();
  target.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  return true;
};

/**
 * 'Prenota un call': on the home page, scroll smoothly to the contact section; from
 * any other page, go to the home page of the page's language first and scroll once it is shown (see Layout).
 */
export const useBookCall = (pathname: string) => {
  const home = routePath("home", useLocale());
  return useCallback(() => {
    if (pathname === "" || normalisePath(pathname) === home) {
      scrollToSection(CONTACT_SECTION_ID);
      return;
    }
    const state: ScrollToState = { scrollTo: CONTACT_SECTION_ID };
    void navigate(home, { state });
  }, [pathname, home]);
};
