/**
 * Where a visit came from, gathered in the browser for the forms' requests: the landing page, the
 * host of the site that sent the visitor there, the first and the latest campaign parameters
 * (`utm_*`) seen in the address, and the latest call to action pressed. A form's request carries it
 * as `attribution` (src/lib/forms/forms-backend.ts), checked there and in the function with the site
 * contract's rules (supabase/functions/_shared/site-contract/attribution.ts). For the firm's
 * reporting only: nothing else reads it, and it is sent nowhere but with a form.
 *
 * Kept in sessionStorage, for the tab: no cookie, and nothing outlives the tab (a new tab is a new
 * visit). Where storage is blocked, a request carries the page of its form alone.
 *
 * What it costs at load (gatsby-browser's onClientEntry): one read of sessionStorage, one write on
 * the visit's first page or on a page whose address has campaign parameters, and one click
 * listener. Nothing else runs until a call to action is pressed or a form is sent.
 */
import {
  type Attribution,
  type CallToAction,
  type Campaign,
  CAMPAIGN_KEYS,
  campaignParameter,
  cleanCampaignValue,
} from "../../../supabase/functions/_shared/site-contract/attribution";

/** On a link or button that leads to a form: which call to action it is (the contract's CALLS_TO_ACTION). */
export const CALL_TO_ACTION_ATTRIBUTE = "data-cta";

/** The attribute that names a call to action, for a component's props (nothing when it is none). */
export const callToActionProps = (id: CallToAction | undefined): Record<string, string> => (id ? { [CALL_TO_ACTION_ATTRIBUTE]: id } : {});

/** The sessionStorage key of the visit. */
export const VISIT_STORAGE_KEY = "altura-visit";

/** What the tab keeps of its visit: everything a request's attribution has but the page of its form. */
type Visit = Omit<Attribution, "formPage" | "cta"> & { cta?: string };

/** A page's address, as `window.location` and Gatsby's router give it. */
export interface PageAddress {
  pathname: string;
  search: string;
}

const readVisit = (): Visit | null => {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(VISIT_STORAGE_KEY) ?? "null");
    return typeof stored === "object" && stored !== null && !Array.isArray(stored) ? (stored as Visit) : null;
  } catch {
    // Storage blocked, or a value that is not ours: no visit is known.
    return null;
  }
};

const writeVisit = (visit: Visit): void => {
  try {
    window.sessionStorage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // Storage blocked or full: the request will carry the page of its form alone.
  }
};

/** The campaign parameters of an address that pass the contract's rule; undefined when it has none. */
const campaignOf = (search: string): Campaign | undefined => {
  if (!search.includes("utm_")) return undefined;
  const parameters = new URLSearchParams(search);
  const campaign: Campaign = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = cleanCampaignValue(parameters.get(campaignParameter(key)) ?? undefined);
    if (value !== undefined) campaign[key] = value;
  }
  return Object.keys(campaign).length > 0 ? campaign : undefined;
};

/** The referrer's host when another site sent the visitor (never its address: its path can name a person). */
const externalHost = (referrer: string, ownHost: string): string | undefined => {
  if (!referrer) return undefined;
  try {
    const host = new URL(referrer).hostname;
    return host && host !== ownHost ? host : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A page of the visit: the first one is its landing page (with the referrer's host, when external);
 * any page whose address has campaign parameters is its latest touch, and the first such its first.
 * A page without them, once the visit is known, writes nothing.
 */
export function recordPageView(page: PageAddress, referrer: string, ownHost: string): void {
  const known = readVisit();
  const touch = campaignOf(page.search);
  if (known && !touch) return;
  const visit: Visit = known ?? { landingPage: page.pathname, referrerHost: externalHost(referrer, ownHost) };
  if (touch) {
    visit.firstTouch ??= touch;
    visit.lastTouch = touch;
  }
  writeVisit(visit);
}

/** A call to action pressed, on the page at `pathname`: the latest one is the one a request names. */
export function recordCallToAction(id: string, pathname: string): void {
  writeVisit({ ...readVisit(), cta: id, ctaPage: pathname });
}

/** After a request was accepted: its call to action led to it, and to no later one. */
export function forgetCallToAction(): void {
  const visit = readVisit();
  if (!visit?.cta) return;
  delete visit.cta;
  delete visit.ctaPage;
  writeVisit(visit);
}

/** What a request from the page at `formPage` says of its visit, as gathered (the caller checks it with the contract's rules). */
export function visitAttribution(formPage: string): Record<string, unknown> {
  return { ...readVisit(), formPage };
}

const onClick = (event: MouseEvent): void => {
  const target = event.target;
  const control = target instanceof Element ? target.closest(`[${CALL_TO_ACTION_ATTRIBUTE}]`) : null;
  const id = control?.getAttribute(CALL_TO_ACTION_ATTRIBUTE);
  if (id) recordCallToAction(id, window.location.pathname);
};

/**
 * For gatsby-browser's onClientEntry: the page the app starts on, and from then on every press on a
 * call to action. Listening on the document, capturing: the press is recorded before the control's
 * own handler navigates, and also when the press holder (src/start-up/held-presses.ts) keeps a
 * button's press until React is live (its replay is recorded again, to the same effect).
 */
export function startVisitAttribution(): void {
  recordPageView(window.location, document.referrer, window.location.hostname);
  document.addEventListener("click", onClick, true);
}

/** For gatsby-browser's onRouteUpdate: a page reached inside the site. */
export const recordInSitePage = (page: PageAddress): void => recordPageView(page, "", window.location.hostname);
