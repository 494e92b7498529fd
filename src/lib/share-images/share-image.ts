/**
 * Each page's share image (Open Graph, 1200×630) as its head names it: the file the build draws for
 * the page (src/gatsby-node/share-images.ts), its size and what it shows in words (`og:image:alt`).
 * Safe in the browser's bundle: no drawing here, only the path the route map gives and the dictionary's alt text.
 */
import { articlePath, coursePath, eventPath, shareImagePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { dictionaryFor } from "../../i18n/dictionary";

/** The size Open Graph and LinkedIn recommend: 1.91:1. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** What the Seo component's `image` takes: a path on the site, the size, and the alt text. */
export interface ShareImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

const shareImageOf = (pagePath: string, alt: string): ShareImage => ({ src: shareImagePath(pagePath), ...SHARE_IMAGE_SIZE, alt });

/** An article's share image: its title and author on the brand's card. */
export const articleShareImage = (article: { slug: string; title: string; authorName: string }, locale: Locale): ShareImage =>
  shareImageOf(articlePath(article.slug, locale), dictionaryFor(locale).shareImage.article(article.title, article.authorName));

/** A course's share image: its title and area on the brand's card. */
export const courseShareImage = (course: { slug: string; title: string; categoryLabel: string }, locale: Locale): ShareImage =>
  shareImageOf(coursePath(course.slug, locale), dictionaryFor(locale).shareImage.course(course.title, course.categoryLabel));

/** An event's share image: its title and kind on the brand's card, beside its photo. */
export const eventShareImage = (event: { slug: string; title: string; typeLabel: string }, locale: Locale): ShareImage =>
  shareImageOf(eventPath(event.slug, locale), dictionaryFor(locale).shareImage.event(event.title, event.typeLabel));
