/**
 * Whether an article is published: the one rule, for every place that lists or shows articles (their
 * nodes' `status` and `shown` in GraphQL, src/gatsby-node/article-publication.ts; the pages, feeds,
 * sitemap and search the Insights section will have).
 *
 * - `draft: true`: never in a production build, whatever its date; under `npm start` it is shown,
 *   marked as a draft ("Bozza").
 * - `publishedAt` after the moment the build runs: scheduled, left out until a build on or after it;
 *   under `npm start` it is shown, marked as scheduled.
 * - Otherwise published.
 *
 * Framework-free and given the moment, so a test (or a build) decides for any date.
 */

/** What the rule reads of an article: its entry, its node or a query's result alike. */
export interface PublicationFacts {
  draft?: boolean | null;
  /** ISO 8601 with its offset, as the content stores it (`2027-03-18T09:30:00+01:00`). */
  publishedAt: string;
}

export type PublicationStatus = "published" | "draft" | "scheduled";

/** A run of the site's build: when it started, and whether it previews unpublished articles (`npm start`, not `gatsby build`). */
export interface PublicationRun {
  now: Date;
  preview: boolean;
}

/** A date and time as the content writes it: `2027-03-18T09:30:00+01:00` (seconds, fractions and `Z` allowed). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether a value is a date and time as the content writes it, which the rule can read. */
export const isIsoDateTime = (value: unknown): value is string => typeof value === "string" && ISO_DATE_TIME.test(value);

/** An article's state at `now`: a draft whatever its date, scheduled until its publication date, then published. */
export const publicationStatus = (article: PublicationFacts, now: Date): PublicationStatus => {
  if (article.draft === true) return "draft";
  // The content check refuses a date that is not ISO 8601 with its offset: one that reaches the rule
  // anyway stops the build rather than be guessed (Date.parse reads "18 marzo 2027" as some day).
  if (!isIsoDateTime(article.publishedAt)) throw new Error(`publishedAt "${article.publishedAt}" is not an ISO 8601 date and time with its offset`);
  return Date.parse(article.publishedAt) > now.getTime() ? "scheduled" : "published";
};

/** Whether an article is published at `now`. */
export const isPublished = (article: PublicationFacts, now: Date): boolean => publicationStatus(article, now) === "published";

/** Whether a run shows the article: a production build only the published ones, a preview every one (marked by its status). */
export const isShown = (article: PublicationFacts, run: PublicationRun): boolean => run.preview || isPublished(article, run.now);
