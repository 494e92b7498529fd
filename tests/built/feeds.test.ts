/**
 * @jest-environment jsdom
 */
/**
 * The Insights' feeds as the build wrote them (src/gatsby-node/insights-feeds.ts): each Atom feed valid
 * against the RELAX NG schema of RFC 4287 (Appendix B, tests/fixtures/atom/rfc4287.rnc) with jing,
 * offline; and every feed read back: one item per published article of its language, newest first,
 * absolute addresses, dates and language right, the full text and the cover present.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FEED_FORMATS, articlePath, feedPath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { PUBLISHED_LOCALES, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { isPublished } from "../../src/lib/articles/publication";
import { FEED_ITEM_LIMIT } from "../../src/lib/feeds/insights-feed";
import { dataItemsIn } from "../support/content";
import { PUBLIC, SITE_URL, publicFile } from "./built-site";
import { ATOM_NAMESPACE as ATOM, CONTENT_NAMESPACE as CONTENT, readXml as xml } from "../support/feed-xml";

const SCHEMA = path.resolve(__dirname, "../fixtures/atom/rfc4287.rnc");

interface ArticleEntry {
  slug: string;
  title: string;
  draft?: boolean;
  publishedAt: string;
  updatedAt?: string;
}

/** The articles of a language the build published (it ran moments ago: the same clock, to the minute), newest first, as many as a feed carries. */
const published = (locale: Locale): ArticleEntry[] =>
  dataItemsIn<ArticleEntry>("articles", locale)
    .filter((article) => isPublished(article, new Date()))
    .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt))
    .slice(0, FEED_ITEM_LIMIT);

const feedFile = (format: (typeof FEED_FORMATS)[number], locale: Locale) => path.join(PUBLIC, feedPath(format, locale));
const read = (format: (typeof FEED_FORMATS)[number], locale: Locale) => fs.readFileSync(feedFile(format, locale), "utf8");

const childText = (parent: Element, name: string, ns?: string): string =>
  Array.from(parent.children).find((child) => child.localName === name && (ns === undefined || child.namespaceURI === ns))?.textContent ?? "";

/** Every href and src in an item's HTML. */
const addressesIn = (html: string): string[] => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1] ?? "");

/** An address in a feed: absolute, on the site's address (or another site's, with its scheme), never a bare path. */
const expectAbsolute = (address: string) => expect(address).toMatch(/^(https?:|mailto:|tel:)/);

/**
 * Debian's `jing` command is a wrapper that looks for optional jars and says so on standard error
 * ("[warning] /usr/bin/jing: Unable to locate xml-apis in /usr/share/java"); jing's own findings go to
 * standard output. Anything else on standard error is kept, and fails the check.
 */
const withoutWrapperNotes = (stderr: string): string =>
  stderr
    .split("\n")
    .filter((line) => line !== "" && !/^\[warning\] \S*jing: Unable to locate \S+ in /.test(line))
    .join("\n");

test("every Atom feed is valid against RFC 4287's RELAX NG schema (jing, offline)", () => {
  const files = PUBLISHED_LOCALES.map((locale) => feedFile("atom", locale));
  const jing = spawnSync("jing", ["-c", SCHEMA, ...files], { encoding: "utf8" });
  expect(jing.error).toBeUndefined();
  expect({ status: jing.status, errors: jing.stdout, other: withoutWrapperNotes(jing.stderr) }).toEqual({ status: 0, errors: "", other: "" });
});

test("jing refuses an Atom feed that breaks the schema, so a pass means something", () => {
  const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "atom-")), "broken.xml");
  fs.writeFileSync(broken, read("atom", "it").replace(/<id>[^<]*<\/id>/, ""));
  const jing = spawnSync("jing", ["-c", SCHEMA, broken], { encoding: "utf8" });
  expect(jing.status).toBe(1);
  expect(jing.stdout).toMatch(/missing required element "id"/);
});

describe.each(PUBLISHED_LOCALES)("the %s feeds", (locale) => {
  const articles = published(locale);
  const urls = articles.map((article) => `${SITE_URL}${articlePath(article.slug, locale)}`);

  test("RSS 2.0: the language, the list page, one item per published article, newest first, with its full text and cover", () => {
    const channel = xml(read("rss", locale)).querySelector("rss > channel") as Element;
    expect(childText(channel, "language")).toBe(locale);
    expect(childText(channel, "link")).toBe(`${SITE_URL}${routePath("insights", locale)}`);
    const items = Array.from(channel.getElementsByTagName("item"));
    expect(items.map((item) => childText(item, "link"))).toEqual(urls);
    items.forEach((item, index) => {
      const article = articles[index] as ArticleEntry;
      expect(childText(item, "title")).toBe(article.title);
      expect(Date.parse(childText(item, "pubDate"))).toBe(Date.parse(article.publishedAt));
      const html = childText(item, "encoded", CONTENT);
      expect(html.length).toBeGreaterThan(1000);
      addressesIn(html).forEach(expectAbsolute);
      const cover = item.getElementsByTagName("enclosure")[0];
      expect(fs.statSync(publicFile(cover?.getAttribute("url") ?? "")).size).toBe(Number(cover?.getAttribute("length")));
    });
  });

  test("Atom 1.0: the language, the self link, one entry per published article, with published and updated dates", () => {
    const feed = xml(read("atom", locale)).documentElement;
    expect(feed.getAttribute("xml:lang")).toBe(locale);
    const self = Array.from(feed.children).find((child) => child.localName === "link" && child.getAttribute("rel") === "self");
    expect(self?.getAttribute("href")).toBe(`${SITE_URL}${feedPath("atom", locale)}`);
    const entries = Array.from(feed.getElementsByTagNameNS(ATOM, "entry"));
    expect(entries.map((entry) => childText(entry, "id"))).toEqual(urls);
    entries.forEach((entry, index) => {
      const article = articles[index] as ArticleEntry;
      expect(Date.parse(childText(entry, "published"))).toBe(Date.parse(article.publishedAt));
      expect(Date.parse(childText(entry, "updated"))).toBe(Date.parse(article.updatedAt ?? article.publishedAt));
      addressesIn(childText(entry, "content")).forEach(expectAbsolute);
      const enclosure = Array.from(entry.getElementsByTagNameNS(ATOM, "link")).find((link) => link.getAttribute("rel") === "enclosure");
      expect(fs.existsSync(publicFile(enclosure?.getAttribute("href") ?? ""))).toBe(true);
    });
  });

  test("JSON Feed 1.1: the language, its own address, one item per published article, with dates, author and full text", () => {
    const feed = JSON.parse(read("json", locale)) as { version: string; language: string; feed_url: string; items: Array<Record<string, unknown>> };
    expect(feed.version).toBe("https://jsonfeed.org/version/1.1");
    expect(feed.language).toBe(locale);
    expect(feed.feed_url).toBe(`${SITE_URL}${feedPath("json", locale)}`);
    expect(feed.items.map((item) => item.url)).toEqual(urls);
    feed.items.forEach((item, index) => {
      const article = articles[index] as ArticleEntry;
      expect(Date.parse(item.date_published as string)).toBe(Date.parse(article.publishedAt));
      expect((item.authors as Array<{ name: string }>)[0]?.name).toBeTruthy();
      addressesIn(item.content_html as string).forEach(expectAbsolute);
      expect(fs.existsSync(publicFile(item.image as string))).toBe(true);
    });
  });
});

test("no draft and no scheduled article is in any feed", () => {
  for (const locale of PUBLISHED_LOCALES) {
    const unpublished = dataItemsIn<ArticleEntry>("articles", locale).filter((article) => !isPublished(article, new Date()));
    const feeds = FEED_FORMATS.map((format) => read(format, locale)).join("\n");
    for (const article of unpublished) expect(feeds).not.toContain(articlePath(article.slug, locale));
  }
});
