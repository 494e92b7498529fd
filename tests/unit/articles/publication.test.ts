/**
 * The one rule deciding whether an article is published (src/lib/articles/publication.ts): a draft
 * never is, a future date waits for a build on or after it, and `npm start` previews every article.
 */
import { isPublished, isShown, publicationStatus } from "../../../src/lib/articles/publication";

/** 18 March 2027, 09:00 in Milan (winter time): 08:00 UTC. */
const PUBLISHED_AT = "2027-03-18T09:00:00+01:00";
const at = (iso: string) => new Date(iso);

test("an article is scheduled until its publication date, and published from that moment on", () => {
  const article = { publishedAt: PUBLISHED_AT };
  expect(publicationStatus(article, at("2027-03-17T23:59:59+01:00"))).toBe("scheduled");
  // The date is Italian time: at 08:30 UTC it is 09:30 in Milan, past the publication.
  expect(publicationStatus(article, at("2027-03-18T07:59:59Z"))).toBe("scheduled");
  expect(publicationStatus(article, at("2027-03-18T08:00:00Z"))).toBe("published");
  expect(publicationStatus(article, at("2030-01-01T00:00:00Z"))).toBe("published");
  expect(isPublished({ ...article, draft: false }, at("2027-03-18T08:30:00Z"))).toBe(true);
});

test("a draft is never published, whatever its date", () => {
  const draft = { publishedAt: PUBLISHED_AT, draft: true };
  expect(publicationStatus(draft, at("2026-01-01T00:00:00Z"))).toBe("draft");
  expect(publicationStatus(draft, at("2030-01-01T00:00:00Z"))).toBe("draft");
  expect(isPublished(draft, at("2030-01-01T00:00:00Z"))).toBe(false);
  // An absent or null draft is no draft.
  expect(isPublished({ publishedAt: PUBLISHED_AT, draft: null }, at("2030-01-01T00:00:00Z"))).toBe(true);
});

test("a production build shows only the published articles; npm start shows every one", () => {
  const now = at("2027-03-20T12:00:00+01:00");
  const articles = [
    { id: "published", publishedAt: "2027-03-01T09:00:00+01:00" },
    { id: "draft", publishedAt: "2027-03-01T09:00:00+01:00", draft: true },
    { id: "scheduled", publishedAt: "2027-04-01T09:00:00+02:00" },
  ];
  expect(articles.filter((a) => isShown(a, { now, preview: false })).map((a) => a.id)).toEqual(["published"]);
  expect(articles.filter((a) => isShown(a, { now, preview: true })).map((a) => a.id)).toEqual(["published", "draft", "scheduled"]);
});

test("a date the content check would refuse stops the rule rather than be guessed", () => {
  expect(() => publicationStatus({ publishedAt: "18 marzo 2027" }, at("2027-03-20T00:00:00Z"))).toThrow(
    'publishedAt "18 marzo 2027" is not an ISO 8601 date and time with its offset',
  );
  expect(() => publicationStatus({ publishedAt: "2027-03-18" }, at("2027-03-20T00:00:00Z"))).toThrow(/not an ISO 8601 date and time/);
});
