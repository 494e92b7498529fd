/**
 * The attribution's rules are one module for the site and the function: the same corpus through
 * Node and Deno must keep and drop the same values (Unicode classes in the campaign rule included).
 */
import { cleanAttribution } from "../../supabase/functions/_shared/site-contract/attribution";
import { runDenoScript } from "./support/deno";
import { COMPLETE_ATTRIBUTION } from "../support/attribution";

const complete = COMPLETE_ATTRIBUTION;

const corpus: { input: unknown }[] = [
  complete,
  undefined,
  null,
  "linkedin",
  [],
  {},
  { ...complete, landingPage: "/?utm_source=x" },
  { ...complete, formPage: `/${"a".repeat(199)}` },
  { ...complete, formPage: `/${"a".repeat(200)}` },
  { ...complete, referrerHost: "WWW.LINKEDIN.COM" },
  { ...complete, referrerHost: "xn--caff-dsa.it" },
  { ...complete, referrerHost: `${"a".repeat(64)}.it` },
  { ...complete, firstTouch: { source: " Été 2027 ", campaign: "広告", content: "ñandú‐x" } },
  { ...complete, firstTouch: { source: "a\u202Eb", medium: "a\u200Bb", campaign: "a\u0085b", term: "x".repeat(101), content: "\u00a0" } },
  { ...complete, lastTouch: { source: "e\u0301", medium: "٣٤", campaign: "𝒜", gclid: "x" } },
  { ...complete, lastTouch: "email" },
  { ...complete, cta: "buy-now" },
  { ...complete, cta: "HOME-HERO" },
  { ...complete, extra: 1 },
  JSON.parse('{"formPage":"/","__proto__":{"cta":"home-hero"}}'),
].map((input) => ({ input }));

test("Node and Deno keep and drop the same values", () => {
  const expected = corpus.map((entry) => cleanAttribution(entry.input));
  expect(JSON.parse(runDenoScript("attribution-parity.mjs", corpus)).results).toEqual(JSON.parse(JSON.stringify(expected)));
});
