/**
 * The version of the consent a request gave, stored with it (contact_submissions.consent_version),
 * so that the firm can show which text the person agreed to: the box's sentence in the page's
 * language (the contract's consent.ts) and the privacy notice it links to (data/legal/privacy.json,
 * imported as JSON like firm.ts's data/site.json: the function carries the texts it was deployed
 * with). Written "<the notice's updatedOn>+<12 hex digits>", the digits the start of the SHA-256 of
 * both texts in that language: the date says which notice to look up in the repository's history,
 * the digits change with any word of either, even on a day the date was not moved.
 */
import privacy from "../../../data/legal/privacy.json" with { type: "json" };
import { consentPurpose, consentSentence, type Locale, LOCALES, type RequestKind } from "./site-contract/index.ts";

/** A value of the notice in one language: every `{ it, en }` replaced by its `locale` side. */
export function inLocale(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale));
  if (value === null || typeof value !== "object") return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length > 0 && keys.every((key) => (LOCALES as readonly string[]).includes(key))) return record[locale];
  return Object.fromEntries(keys.filter((key) => key !== "$schema").map((key) => [key, inLocale(record[key], locale)]));
}

/** The version of `sentence` with `notice` (a legal page's JSON) in `locale`. */
export async function consentVersionOf(sentence: string, notice: { updatedOn: string }, locale: Locale): Promise<string> {
  const text = JSON.stringify({ sentence, notice: inLocale(notice, locale) });
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return `${notice.updatedOn}+${Array.from(digest.slice(0, 6), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

const versions = new Map<string, Promise<string>>();

/** The version of the consent a request of `kind` from a page in `locale` gave (computed once per purpose and language). */
export function consentVersion(kind: RequestKind, locale: Locale): Promise<string> {
  const key = `${consentPurpose(kind)} ${locale}`;
  let version = versions.get(key);
  if (!version) versions.set(key, (version = consentVersionOf(consentSentence(kind, locale), privacy, locale)));
  return version;
}
