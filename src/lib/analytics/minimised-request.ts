/**
 * What the tracker may send, cut before it leaves the browser to what the collector keeps (the site
 * contract's analytics.ts): a page's address without its query string, but for its campaign
 * parameters, and without its fragment (a newsletter link's token is in the query); a referrer as
 * its origin alone (an in-site one names a page of ours, and could carry such a token too).
 */
import { CAMPAIGN_PARAMETERS } from "../../../supabase/functions/_shared/site-contract/analytics";

/** An address's origin and path, with its campaign parameters only. */
export const pageAddressToSend = (address: string): string => {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  const kept = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`;
};

/** A referrer's origin, or null. */
export const referrerToSend = (referrer: string | null | undefined): string | null => {
  if (!referrer) return null;
  try {
    const { origin } = new URL(referrer);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
};

/** The tracker's transformRequest: its payload with the page and the referrer cut. */
export const minimisedRequest = <Payload extends { u: string; r?: string | null }>(payload: Payload): Payload => ({
  ...payload,
  u: pageAddressToSend(payload.u),
  r: referrerToSend(payload.r),
});
