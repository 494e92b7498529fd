/**
 * The share images as the build drew them (src/gatsby-node/share-images.ts): one 1200×630 PNG per
 * course, event and published article in every published language, and each of those pages' heads
 * naming its own, with its size, alt text and the large Twitter card.
 */
import fs from "node:fs";
import { articlePath, coursePath, eventPath, shareImagePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { PUBLISHED_LOCALES } from "../../supabase/functions/_shared/site-contract/locales";
import { isPublished } from "../../src/lib/articles/publication";
import { dataItemsIn } from "../support/content";
import { SITE_URL, metaContent, pageHtml, pngSize, publicFile } from "./built-site";

interface Sluggish {
  slug: string;
  draft?: boolean;
  publishedAt?: string;
}

/** Every page that has a share image, by kind and path. */
const PAGES = PUBLISHED_LOCALES.flatMap((locale) => [
  ...dataItemsIn<Sluggish>("courses", locale).map((course) => ({ kind: "course", path: coursePath(course.slug, locale) })),
  ...dataItemsIn<Sluggish>("events", locale).map((event) => ({ kind: "event", path: eventPath(event.slug, locale) })),
  ...dataItemsIn<Required<Sluggish>>("articles", locale)
    .filter((article) => isPublished(article, new Date()))
    .map((article) => ({ kind: "article", path: articlePath(article.slug, locale) })),
]);

test("there is a page of each kind to check", () => {
  expect(new Set(PAGES.map((page) => page.kind))).toEqual(new Set(["course", "event", "article"]));
});

test.each(PAGES.map((page) => [page.kind, page.path] as const))("%s %s: its share image is a 1200×630 PNG", (_kind, pagePath) => {
  const file = publicFile(shareImagePath(pagePath));
  expect(fs.existsSync(file)).toBe(true);
  expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
});

test.each(PAGES.map((page) => [page.kind, page.path] as const))(
  "%s %s: the head names its share image, its size and alt text, and the large Twitter card",
  (kind, pagePath) => {
    const html = pageHtml(pagePath);
    expect(html).toBeDefined();
    const head = html ?? "";
    expect(metaContent(head, "og:image")).toBe(`${SITE_URL}${shareImagePath(pagePath)}`);
    expect(metaContent(head, "og:image:width")).toBe("1200");
    expect(metaContent(head, "og:image:height")).toBe("630");
    expect(metaContent(head, "og:image:alt")?.length).toBeGreaterThan(10);
    expect(metaContent(head, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(head, "twitter:image")).toBe(metaContent(head, "og:image"));
    expect(metaContent(head, "og:type")).toBe(kind === "article" ? "article" : "website");
  },
);
