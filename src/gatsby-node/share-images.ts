/**
 * The share images (Open Graph, 1200×630) of every course, event and published article, in every
 * published language, drawn after the build into public/ at the route map's paths (`shareImagePath`),
 * the same ones the pages' heads name (src/lib/share-images/share-image.ts). Each card's design is
 * src/lib/share-images/share-card.ts; a card whose content has not changed since an earlier build is
 * copied from .cache/share-images/ instead of being drawn (render-share-image.ts). The build's log says
 * how many were drawn and the time per image.
 */
import os from "node:os";
import path from "node:path";
import type { BuildArgs } from "gatsby";
import sharp from "sharp";
import { articlePath, coursePath, eventPath, shareImagePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { PUBLISHED_LOCALES, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { isPublished, type PublicationRun } from "../lib/articles/publication";
import { dictionaryFor } from "../i18n/dictionary";
import { formatsFor } from "../lib/format/formats";
import { eventScheduleFor } from "../lib/catalogue/event-schedule";
import { shareCardTree, type ShareCard } from "../lib/share-images/share-card";
import { loadShareFonts, pruneShareCache, shareRendererFingerprint, writeShareCard } from "../lib/share-images/render-share-image";

interface Labelled {
  locale: string;
  jsonId: string;
  label: string;
}

interface ShareImagesData {
  site: { siteMetadata: { siteUrl: string } } | null;
  allSiteSettings: { nodes: Array<{ locale: string; brandName: string }> };
  allCourse: { nodes: Array<{ locale: string; slug: string; title: string; category: string; level: string; mode: string; durationHours: number }> };
  allCourseCategory: { nodes: Labelled[] };
  allCourseLevel: { nodes: Labelled[] };
  allCourseMode: { nodes: Labelled[] };
  allEvent: {
    nodes: Array<{
      locale: string;
      slug: string;
      title: string;
      type: string;
      startDate: string;
      endDate: string;
      location: { venue: string; city: string };
      image: { absolutePath: string } | null;
    }>;
  };
  allEventType: { nodes: Labelled[] };
  allArticle: {
    nodes: Array<{
      locale: string;
      slug: string;
      title: string;
      draft: boolean | null;
      publishedAt: string;
      category: { label: string };
      author: { name: string; role: string; image: { absolutePath: string } | null };
    }>;
  };
}

const QUERY = `
  query ShareImages {
    site {
      siteMetadata {
        siteUrl
      }
    }
    allSiteSettings {
      nodes {
        locale
        brandName
      }
    }
    allCourse {
      nodes {
        locale
        slug
        title
        category
        level
        mode
        durationHours
      }
    }
    allCourseCategory {
      nodes {
        locale
        jsonId
        label
      }
    }
    allCourseLevel {
      nodes {
        locale
        jsonId
        label
      }
    }
    allCourseMode {
      nodes {
        locale
        jsonId
        label
      }
    }
    allEvent {
      nodes {
        locale
        slug
        title
        type
        startDate
        endDate
        location {
          venue
          city
        }
        image {
          absolutePath
        }
      }
    }
    allEventType {
      nodes {
        locale
        jsonId
        label
      }
    }
    allArticle {
      nodes {
        locale
        slug
        title
        draft
        publishedAt
        category {
          label
        }
        author {
          name
          role
          image {
            absolutePath
          }
        }
      }
    }
  }
`;

/**
 * A picture scaled and cropped for the card, as a data URI (twice the drawn size, for sharp edges when
 * it is scaled down); once per file and size in a build (an event's photo serves both languages).
 */
const pictures = new Map<string, Promise<string>>();
const pictureDataUri = (file: string, width: number, height: number): Promise<string> => {
  const key = `${file}@${width}x${height}`;
  const known = pictures.get(key);
  if (known) return known;
  const made = sharp(file)
    .resize(width * 2, height * 2, { fit: "cover", position: "attention" })
    .jpeg({ quality: 80 })
    .toBuffer()
    .then((jpeg) => `data:image/jpeg;base64,${jpeg.toString("base64")}`);
  pictures.set(key, made);
  return made;
};

/** The brand mark (src/images/icon.svg, the icons' source too) as a PNG data URI: sharp draws it, as it draws the card. */
const logoDataUri = async (siteDir: string): Promise<string> => {
  const png = await sharp(path.join(siteDir, "src/images/icon.svg")).resize(104, 104).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
};

/** A label by its id in one language; a missing one stops the build, naming it (the content check should have caught it). */
const labelIn = (labels: readonly Labelled[], locale: Locale, id: string, what: string): string => {
  const label = labels.find((choice) => choice.locale === locale && choice.jsonId === id)?.label;
  if (!label) throw new Error(`Share images: no ${locale} label for the ${what} "${id}".`);
  return label;
};

/** Each page that gets a share image: its path and its card. */
const shareCards = async (data: ShareImagesData, run: PublicationRun): Promise<Array<{ pagePath: string; card: ShareCard }>> => {
  const siteUrl = data.site?.siteMetadata.siteUrl ?? "";
  const host = new URL(siteUrl).host.replace(/^www\./, "");
  const cards: Array<{ pagePath: string; card: ShareCard }> = [];
  for (const locale of PUBLISHED_LOCALES) {
    const brandName = data.allSiteSettings.nodes.find((node) => node.locale === locale)?.brandName;
    if (!brandName) throw new Error(`Share images: data/site.json has no ${locale} brandName.`);
    const { pageNames } = dictionaryFor(locale);
    const { formatHours } = formatsFor(locale);
    const { eventDateText } = eventScheduleFor(locale);
    const common = { brandName, host };
    for (const course of data.allCourse.nodes.filter((node) => node.locale === locale)) {
      const facts = [
        formatHours(course.durationHours),
        labelIn(data.allCourseLevel.nodes, locale, course.level, "level"),
        labelIn(data.allCourseMode.nodes, locale, course.mode, "mode"),
      ];
      cards.push({
        pagePath: coursePath(course.slug, locale),
        card: {
          ...common,
          section: pageNames.academy,
          eyebrow: labelIn(data.allCourseCategory.nodes, locale, course.category, "course category"),
          title: course.title,
          byline: { primary: facts.join(" · ") },
        },
      });
    }
    for (const event of data.allEvent.nodes.filter((node) => node.locale === locale)) {
      cards.push({
        pagePath: eventPath(event.slug, locale),
        card: {
          ...common,
          section: pageNames.eventi,
          eyebrow: labelIn(data.allEventType.nodes, locale, event.type, "event type"),
          title: event.title,
          byline: { primary: eventDateText(event.startDate, event.endDate), secondary: `${event.location.venue}, ${event.location.city}` },
          ...(event.image ? { photo: await pictureDataUri(event.image.absolutePath, 440, 630) } : {}),
        },
      });
    }
    // Only the articles the build publishes: a draft's or a scheduled article's image would give it away.
    for (const article of data.allArticle.nodes.filter((node) => node.locale === locale && isPublished(node, run.now))) {
      cards.push({
        pagePath: articlePath(article.slug, locale),
        card: {
          ...common,
          section: pageNames.insights,
          eyebrow: article.category.label,
          title: article.title,
          byline: { primary: article.author.name, secondary: article.author.role },
          ...(article.author.image ? { portrait: await pictureDataUri(article.author.image.absolutePath, 72, 72) } : {}),
        },
      });
    }
  }
  return cards;
};

/** Runs `work` on every item, at most `limit` at a time. */
const inPool = async <T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      await work(item as T);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
};

export const writeShareImages = async (siteDir: string, run: PublicationRun, { graphql, reporter }: Pick<BuildArgs, "graphql" | "reporter">): Promise<void> => {
  const result = await graphql<ShareImagesData>(QUERY);
  if (result.errors || !result.data?.site) {
    reporter.panicOnBuild("The share images could not be drawn: their query failed", result.errors);
    return;
  }
  const cacheDir = path.join(siteDir, ".cache", "share-images");
  const fonts = loadShareFonts(siteDir);
  const options = { cacheDir, fonts, fingerprint: shareRendererFingerprint(siteDir, fonts) };
  const logo = await logoDataUri(siteDir);
  const cards = await shareCards(result.data, run);
  const used = new Set<string>();
  let drawn = 0;
  let drawingMs = 0;
  const started = performance.now();
  // As many at a time as the machine has cores: satori lays a card out on the main thread while sharp
  // rasterises another on libuv's threads.
  await inPool(cards, os.availableParallelism(), async ({ pagePath, card }) => {
    const written = await writeShareCard(shareCardTree(card, logo), path.join(siteDir, "public", shareImagePath(pagePath)), options);
    used.add(written.cacheFile);
    if (written.drawn) {
      drawn += 1;
      drawingMs += written.ms;
    }
  });
  const pruned = await pruneShareCache(cacheDir, used);
  const wall = performance.now() - started;
  // Per image: each drawing's own time (satori, sharp, writing), and the wall time shared out over the cards drawn.
  const perImage = drawn > 0 ? `, ${Math.round(drawingMs / drawn)} ms each, ${Math.round(wall / drawn)} ms of wall time per image` : "";
  reporter.info(
    `Share images: ${cards.length} in ${(wall / 1000).toFixed(1)} s (${drawn} drawn${perImage}; ${cards.length - drawn} unchanged, copied from ${path.relative(siteDir, cacheDir)}/; ${pruned} stale removed)`,
  );
};
