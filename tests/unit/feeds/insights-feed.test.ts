/**
 * @jest-environment jsdom
 */
/**
 * The Insights' feeds of a language (src/lib/feeds/insights-feed.ts), read back as a feed reader reads
 * them: RSS and Atom through the browser's XML parser (jsdom's DOMParser), JSON Feed through JSON.parse.
 */
import {
  buildInsightsFeeds,
  feedArticles,
  FEED_ITEM_LIMIT,
  toJsonFeed11,
  withAtomLanguage,
  type FeedArticle,
  type InsightsFeedInput,
} from "../../../src/lib/feeds/insights-feed";
import { ATOM_NAMESPACE as ATOM, CONTENT_NAMESPACE as CONTENT, readXml as xml } from "../../support/feed-xml";

const SITE = "https://www.example.it";

const article = (slug: string, publishedAt: string, extra: Partial<FeedArticle> = {}): FeedArticle => ({
  url: `${SITE}/insights/${slug}`,
  title: `Titolo di ${slug} & co.`,
  lead: `Il sommario di ${slug}.`,
  html: `<h2 id="parte">Parte</h2><p>Vedi <a href="/academy/gtm-201">il corso</a> e <a href="#parte">la parte</a>.</p><img src="/static/x/${slug}.png" alt="">`,
  publishedAt,
  category: { id: "strategia-go-to-market", label: "Strategia & Go-to-market" },
  tags: ["B2B", "KPI"],
  author: { name: "Marco Bianchi", url: `${SITE}/chi-siamo#team` },
  cover: { url: `${SITE}/static/abc/${slug}.png`, type: "image/png", bytes: 123456 },
  ...extra,
});

const ARTICLES = [article("vecchio", "2026-01-12T09:00:00+01:00"), article("nuovo", "2026-03-10T09:00:00+01:00", { updatedAt: "2026-04-02T10:30:00+02:00" })];

const input = (articles: readonly FeedArticle[] = ARTICLES): InsightsFeedInput => ({
  locale: "it",
  title: "Insights di Altura Consulting",
  description: "Gli articoli dei consulenti.",
  brand: { name: "Altura Consulting", legalName: "Altura Consulting S.r.l.", url: `${SITE}/` },
  homePageUrl: `${SITE}/insights`,
  feedUrls: { rss: `${SITE}/insights/rss.xml`, atom: `${SITE}/insights/atom.xml`, json: `${SITE}/insights/feed.json` },
  icons: { small: `${SITE}/icons/icon-144x144.png`, large: `${SITE}/icons/icon-512x512.png` },
  articles,
  builtAt: new Date("2026-11-27T12:00:00Z"),
});

const DC = "http://purl.org/dc/elements/1.1/";

const childText = (parent: Element, name: string, ns?: string): string | undefined =>
  Array.from(parent.children).find((child) => child.localName === name && (ns === undefined || child.namespaceURI === ns))?.textContent ?? undefined;

const addressesIn = (html: string): string[] => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) => match[1] ?? "");

describe("RSS 2.0", () => {
  const doc = xml(buildInsightsFeeds(input()).rss);
  const channel = doc.querySelector("rss > channel") as Element;
  const items = Array.from(channel.getElementsByTagName("item"));

  test("the channel names the list page, the language and its own address", () => {
    expect(doc.documentElement.getAttribute("version")).toBe("2.0");
    expect(childText(channel, "title")).toBe("Insights di Altura Consulting");
    expect(childText(channel, "link")).toBe(`${SITE}/insights`);
    expect(childText(channel, "language")).toBe("it");
    const self = channel.getElementsByTagNameNS(ATOM, "link")[0];
    expect(self?.getAttribute("href")).toBe(`${SITE}/insights/rss.xml`);
    expect(self?.getAttribute("rel")).toBe("self");
    expect(channel.querySelector("image > url")?.textContent).toBe(`${SITE}/icons/icon-144x144.png`);
  });

  test("one item per article, newest first, with its page, date, author, categories and cover", () => {
    expect(items.map((item) => childText(item, "link"))).toEqual([`${SITE}/insights/nuovo`, `${SITE}/insights/vecchio`]);
    const [newest] = items as [Element];
    expect(childText(newest, "title")).toBe("Titolo di nuovo & co.");
    expect(new Date(childText(newest, "pubDate") ?? "").toISOString()).toBe("2026-03-10T08:00:00.000Z");
    expect(childText(newest, "guid")).toBe(`${SITE}/insights/nuovo`);
    expect(childText(newest, "creator", DC)).toBe("Marco Bianchi");
    expect(Array.from(newest.getElementsByTagName("category")).map((c) => c.textContent)).toEqual(["Strategia & Go-to-market", "B2B", "KPI"]);
    const enclosure = newest.getElementsByTagName("enclosure")[0];
    expect(enclosure?.getAttribute("url")).toBe(`${SITE}/static/abc/nuovo.png`);
    expect(enclosure?.getAttribute("type")).toBe("image/png");
    expect(enclosure?.getAttribute("length")).toBe("123456");
  });

  test("each item holds the full text, every address in it absolute, and the lead as its description", () => {
    for (const item of items) {
      const html = childText(item, "encoded", CONTENT) ?? "";
      expect(html).toContain("<h2");
      expect(addressesIn(html).length).toBeGreaterThan(0);
      for (const address of addressesIn(html)) expect(address).toMatch(/^https:\/\/www\.example\.it\//);
      expect(childText(item, "description")).toMatch(/^Il sommario di /);
    }
  });
});

describe("Atom 1.0", () => {
  const doc = xml(buildInsightsFeeds(input()).atom);
  const feed = doc.documentElement;
  const entries = Array.from(feed.getElementsByTagNameNS(ATOM, "entry"));

  test("the feed has its id, language, self link, author and the date of its latest change", () => {
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.getAttribute("xml:lang")).toBe("it");
    expect(childText(feed, "id")).toBe(`${SITE}/insights`);
    expect(childText(feed, "updated")).toBe("2026-04-02T08:30:00.000Z");
    const links = Array.from(feed.children).filter((child) => child.localName === "link");
    expect(links.map((link) => [link.getAttribute("rel"), link.getAttribute("href")])).toEqual([
      ["alternate", `${SITE}/insights`],
      ["self", `${SITE}/insights/atom.xml`],
    ]);
    expect(feed.querySelector("feed > author > name")?.textContent).toBe("Altura Consulting");
  });

  test("each entry: its page as id and link, published and updated dates, author with the team's page, categories, cover and full text", () => {
    const [newest] = entries as [Element];
    expect(childText(newest, "id")).toBe(`${SITE}/insights/nuovo`);
    expect(childText(newest, "published")).toBe("2026-03-10T08:00:00.000Z");
    expect(childText(newest, "updated")).toBe("2026-04-02T08:30:00.000Z");
    expect(newest.querySelector("author > name")?.textContent).toBe("Marco Bianchi");
    expect(newest.querySelector("author > uri")?.textContent).toBe(`${SITE}/chi-siamo#team`);
    const categories = Array.from(newest.getElementsByTagNameNS(ATOM, "category"));
    expect(categories.map((c) => [c.getAttribute("term"), c.getAttribute("label")])).toEqual([
      ["strategia-go-to-market", "Strategia & Go-to-market"],
      ["B2B", "B2B"],
      ["KPI", "KPI"],
    ]);
    const links = Array.from(newest.getElementsByTagNameNS(ATOM, "link"));
    expect(links.map((link) => [link.getAttribute("rel"), link.getAttribute("href"), link.getAttribute("type")])).toEqual([
      [null, `${SITE}/insights/nuovo`, null],
      ["enclosure", `${SITE}/static/abc/nuovo.png`, "image/png"],
    ]);
    const content = newest.getElementsByTagNameNS(ATOM, "content")[0];
    expect(content?.getAttribute("type")).toBe("html");
    for (const address of addressesIn(content?.textContent ?? "")) expect(address).toMatch(/^https:\/\//);
  });
});

describe("JSON Feed 1.1", () => {
  const feed = JSON.parse(buildInsightsFeeds(input()).json) as Record<string, unknown> & { items: Array<Record<string, unknown>> };

  test("version 1.1, with the language, the home page and its own address", () => {
    expect(feed).toMatchObject({
      version: "https://jsonfeed.org/version/1.1",
      language: "it",
      title: "Insights di Altura Consulting",
      home_page_url: `${SITE}/insights`,
      feed_url: `${SITE}/insights/feed.json`,
      authors: [{ name: "Altura Consulting", url: `${SITE}/` }],
    });
  });

  test("each item: id and url the page's, dates, authors, tags, cover and full text with absolute addresses", () => {
    expect(feed.items.map((item) => item.id)).toEqual([`${SITE}/insights/nuovo`, `${SITE}/insights/vecchio`]);
    const [newest] = feed.items as [Record<string, unknown>];
    expect(newest).toMatchObject({
      url: `${SITE}/insights/nuovo`,
      title: "Titolo di nuovo & co.",
      summary: "Il sommario di nuovo.",
      image: `${SITE}/static/abc/nuovo.png`,
      date_published: "2026-03-10T08:00:00.000Z",
      date_modified: "2026-04-02T08:30:00.000Z",
      authors: [{ name: "Marco Bianchi", url: `${SITE}/chi-siamo#team` }],
      tags: ["Strategia & Go-to-market", "B2B", "KPI"],
    });
    for (const address of addressesIn(newest.content_html as string)) expect(address).toMatch(/^https:\/\//);
  });
});

test("a language with no article yet gets valid, empty feeds dated when the build began", () => {
  const feeds = buildInsightsFeeds(input([]));
  expect(xml(feeds.rss).getElementsByTagName("item")).toHaveLength(0);
  expect(childText(xml(feeds.atom).documentElement, "updated")).toBe("2026-11-27T12:00:00.000Z");
  expect(JSON.parse(feeds.json).items).toEqual([]);
});

test("the English feeds say English", () => {
  const feeds = buildInsightsFeeds({ ...input(), locale: "en" });
  expect(childText(xml(feeds.rss).querySelector("channel") as Element, "language")).toBe("en");
  expect(xml(feeds.atom).documentElement.getAttribute("xml:lang")).toBe("en");
  expect(JSON.parse(feeds.json).language).toBe("en");
});

describe("which articles a feed carries (the publication rule)", () => {
  const now = new Date("2026-11-27T12:00:00Z");

  test("never a draft, never one scheduled after the build; newest first", () => {
    const articles = [
      { id: "a", draft: false, publishedAt: "2026-03-10T09:00:00+01:00" },
      { id: "bozza", draft: true, publishedAt: "2026-01-01T09:00:00+01:00" },
      { id: "domani", draft: false, publishedAt: "2026-11-28T09:00:00+01:00" },
      { id: "b", draft: null, publishedAt: "2026-06-01T09:00:00+02:00" },
    ];
    expect(feedArticles(articles, now).map((a) => a.id)).toEqual(["b", "a"]);
  });

  test(`at most the ${FEED_ITEM_LIMIT} newest`, () => {
    const many = Array.from({ length: FEED_ITEM_LIMIT + 5 }, (_, i) => ({ id: i, publishedAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString() }));
    const carried = feedArticles(many, now);
    expect(carried).toHaveLength(FEED_ITEM_LIMIT);
    expect(carried[0]?.id).toBe(FEED_ITEM_LIMIT + 4);
  });
});

describe("what the feed package writes, checked before it is changed", () => {
  test("Atom's root gets the language; another root stops the build, naming the package", () => {
    expect(withAtomLanguage('<feed xmlns="http://www.w3.org/2005/Atom"><id>x</id></feed>', "en")).toBe(
      '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en"><id>x</id></feed>',
    );
    expect(() => withAtomLanguage("<feed><id>x</id></feed>", "it")).toThrow(/feed package/);
  });

  test("JSON Feed 1.0 becomes 1.1 with authors beside author; another version stops the build", () => {
    const upgraded = JSON.parse(
      toJsonFeed11(JSON.stringify({ version: "https://jsonfeed.org/version/1", title: "t", items: [{ id: "1", author: { name: "A" } }] }), "it"),
    );
    expect(upgraded).toEqual({
      version: "https://jsonfeed.org/version/1.1",
      language: "it",
      title: "t",
      items: [{ id: "1", author: { name: "A" }, authors: [{ name: "A" }] }],
    });
    expect(() => toJsonFeed11(JSON.stringify({ version: "https://jsonfeed.org/version/1.1", items: [] }), "it")).toThrow(/feed package/);
  });
});
