/**
 * What the CMS's preview of an article shows in one language (article-preview.tsx): the entry as the
 * editor has it now, in the middle of an edit too (a new article has almost nothing yet), with the
 * names its references stand for, read from data/ as the CMS has it (content-reader.ts's built
 * content). Framework-free, so it is tested without Decap.
 */
import type { Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { type PublicationStatus, isIsoDateTime, publicationStatus } from "../lib/articles/publication";
import { formatsFor } from "../lib/format/formats";
import type { ArticleDay } from "../components/insights/article-facts";

/** The article as the preview shows it in one language: the parts of the page the editor writes. */
export interface ArticlePreview {
  title: string;
  lead: string;
  categoryLabel: string;
  author: Queries.ArticleAuthorFragment;
  /** Null until a valid date and time is set; the day written as a page's GraphQL writes it. */
  published: ArticleDay | null;
  updated: ArticleDay | null;
  /** As a build run now would mark the page: a draft, scheduled (a date to come) or published. */
  status: PublicationStatus;
  /** The cover's path in data/ (`images/articles/x.png`), empty before one is chosen. */
  image: string;
  imageAlt: string;
  tags: string[];
  /** The text's Markdown. */
  body: string;
}

/** A data file of the CMS's content by its path in data/ (`team/elena-russo.json`), parsed; undefined if there is none. */
export type ContentLookup = (file: string) => Record<string, unknown> | undefined;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** One language's value of a translated field, as far as it has been written. */
const inLanguage = (value: unknown, locale: Locale): unknown => record(value)[locale];

const dateTime = (value: unknown): string | null => (isIsoDateTime(value) ? value : null);

const dayIn = (locale: Locale, iso: string | null): ArticleDay | null => (iso ? { iso, day: formatsFor(locale).formatDate(iso) } : null);

/** The article in `locale`, its category and author looked up in the content; `now` decides whether it is scheduled. */
export const articlePreview = (entry: unknown, locale: Locale, lookup: ContentLookup, now: Date): ArticlePreview => {
  const article = record(entry);
  const categoryId = text(article.category);
  const authorId = text(article.author);
  const category = categoryId ? lookup(`article-categories/${categoryId}.json`) : undefined;
  const author = authorId ? lookup(`team/${authorId}.json`) : undefined;
  const publishedAt = dateTime(article.publishedAt);
  const draft = article.draft === true;
  const tags = inLanguage(article.tags, locale);
  return {
    title: text(inLanguage(article.title, locale)),
    lead: text(inLanguage(article.lead, locale)),
    // A reference to an entry the CMS does not know yet (added since /admin was built) shows its id.
    categoryLabel: text(inLanguage(category?.label, locale)) || categoryId,
    author: {
      jsonId: authorId,
      name: text(author?.name) || authorId,
      role: text(inLanguage(author?.role, locale)),
      imageAlt: text(inLanguage(author?.imageAlt, locale)),
      // The portrait is drawn at build from the team's photo: the preview keeps its place, empty.
      image: { childImageSharp: null },
    },
    published: dayIn(locale, publishedAt),
    updated: dayIn(locale, dateTime(article.updatedAt)),
    status: draft ? "draft" : publishedAt ? publicationStatus({ publishedAt }, now) : "published",
    image: text(article.image),
    imageAlt: text(inLanguage(article.imageAlt, locale)),
    tags: Array.isArray(tags) ? tags.map(String).filter((tag) => tag.trim() !== "") : [],
    body: text(inLanguage(article.body, locale)),
  };
};
