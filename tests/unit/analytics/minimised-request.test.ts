/**
 * What the tracker may send (src/lib/analytics/minimised-request.ts): a page's address keeps its
 * campaign parameters only, a referrer its origin only; what the collector would not keep never
 * leaves the browser.
 */
import { minimisedRequest, pageAddressToSend, referrerToSend } from "../../../src/lib/analytics/minimised-request";

test("a page's query string loses everything but its campaign parameters, and the fragment goes", () => {
  expect(pageAddressToSend("https://www.alturaconsulting.it/en/newsletter/confirm/?token=abc123")).toBe(
    "https://www.alturaconsulting.it/en/newsletter/confirm/",
  );
  expect(pageAddressToSend("https://www.alturaconsulting.it/?gclid=x&utm_source=linkedin&utm_campaign=primavera%202027#contatti")).toBe(
    "https://www.alturaconsulting.it/?utm_source=linkedin&utm_campaign=primavera+2027",
  );
  expect(pageAddressToSend("http://127.0.0.1:9000/academy")).toBe("http://127.0.0.1:9000/academy");
});

test("a referrer keeps its origin only", () => {
  expect(referrerToSend("https://www.google.com/search?q=giulia+ferrari")).toBe("https://www.google.com");
  expect(referrerToSend("https://www.alturaconsulting.it/newsletter/conferma/?token=abc")).toBe("https://www.alturaconsulting.it");
  expect(referrerToSend("")).toBeNull();
  expect(referrerToSend(null)).toBeNull();
  expect(referrerToSend("not a url")).toBeNull();
});

test("the tracker's payload keeps its other fields as they are", () => {
  expect(minimisedRequest({ n: "Lead sent", u: "https://x.it/?token=1", d: "x.it", r: "https://y.it/a?b", p: { form: "contact" }, v: 36 })).toEqual({
    n: "Lead sent",
    u: "https://x.it/",
    d: "x.it",
    r: "https://y.it",
    p: { form: "contact" },
    v: 36,
  });
});
