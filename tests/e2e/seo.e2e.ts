/**
 * Search and sharing, checked on the BUILT site: every JSON-LD block of every page in
 * public/ parses and carries what data/ says (each event and course, dates with their
 * offset, the firm's details), the head tags of each route, the sitemap, robots.txt and
 * the web app manifest with its icons.
 */
import fs from "node:fs";
import path from "node:path";
import { dataDocument, dataItems } from "../support/content";
import { BRAND_SUFFIX, expect, pageContent, test, visit } from "./fixtures";
import { localeOfPath } from "../../supabase/functions/_shared/site-contract/route-map";
import { PUBLISHED_LOCALES } from "../../supabase/functions/_shared/site-contract/locales";
import { feedLinks } from "../../src/lib/feeds/feed-formats";
import { dictionaryFor } from "../../src/i18n/dictionary";

const PUBLIC = path.resolve(__dirname, "../../public");
/** The address the test build is made for (gatsby-config's default; scripts/test.sh sets no SITE_URL). */
const SITE_URL = (process.env.SITE_URL || "https://www.alturaconsulting.it").replace(/\/+$/, "");
const ROUTES = ["/", "/servizi", "/chi-siamo", "/academy", "/eventi", "/insights", "/privacy", "/cookie-policy", "/accessibilita"];

type Json = Record<string, unknown>;
const site = dataDocument<{
  brandName: string;
  description: string;
  legalName: string;
  email: string;
  phone: string;
  legal: { vatNumber: string; address: { street: string; postalCode: string; city: string } };
}>("site.json");

const htmlOf = (route: string) => fs.readFileSync(path.join(PUBLIC, route === "/" ? "index.html" : `${route.slice(1)}/index.html`), "utf8");

/** Every <script type="application/ld+json"> of a built page, parsed. */
const jsonLdOf = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? "") as Json);

const ofType = (blocks: Json[], type: string) => blocks.filter((block) => block["@type"] === type);

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const ABSOLUTE = /^https?:\/\//;

test.describe("dati strutturati nelle pagine costruite", () => {
  test("ogni blocco JSON-LD è JSON valido, con @context schema.org, e nessuno contiene '<' grezzo", () => {
    const pages = fs
      .readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html") && fs.statSync(path.join(PUBLIC, file)).isFile());
    expect(pages.length).toBeGreaterThanOrEqual(ROUTES.length);
    for (const file of pages) {
      const html = fs.readFileSync(path.join(PUBLIC, file), "utf8");
      for (const match of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
        expect(match[1], file).not.toContain("<");
        expect((JSON.parse(match[1] ?? "") as Json)["@context"], file).toBe("https://schema.org");
      }
    }
  });

  test("Organization completa in home, con logo, contatti, sede a Milano e partita IVA da data/site.json; altrove lo stesso @id", () => {
    const [org, ...others] = ofType(jsonLdOf(htmlOf("/")), "Organization");
    expect(others).toHaveLength(0);
    expect(org).toMatchObject({
      "@id": `${SITE_URL}/#organization`,
      name: site.brandName,
      legalName: site.legalName,
      url: `${SITE_URL}/`,
      vatID: `IT${site.legal.vatNumber}`,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.legal.address.street,
        postalCode: site.legal.address.postalCode,
        addressLocality: "Milano",
        addressCountry: "IT",
      },
      contactPoint: { "@type": "ContactPoint", email: site.email, telephone: site.phone },
    });
    expect(org?.logo).toBe(`${SITE_URL}/icons/icon-512x512.png`);
    expect(fs.existsSync(path.join(PUBLIC, "icons/icon-512x512.png"))).toBe(true);
    // Every other page names the firm by the same @id (a reference, not the whole node again).
    for (const route of ROUTES.filter((r) => r !== "/")) {
      const [ref, ...more] = ofType(jsonLdOf(htmlOf(route)), "Organization");
      expect(more, route).toHaveLength(0);
      expect(ref, route).toEqual({
        "@context": "https://schema.org",
        "@type": "Organization",
        "@id": `${SITE_URL}/#organization`,
        name: site.brandName,
        url: `${SITE_URL}/`,
      });
    }
  });

  test("BreadcrumbList sulle pagine interne, assente in home", () => {
    expect(ofType(jsonLdOf(htmlOf("/")), "BreadcrumbList")).toHaveLength(0);
    for (const route of ROUTES.filter((r) => r !== "/")) {
      const [trail] = ofType(jsonLdOf(htmlOf(route)), "BreadcrumbList");
      const list = trail?.itemListElement as Array<{ position: number; name: string; item: string }>;
      expect(list, route).toHaveLength(2);
      expect(list[0]).toMatchObject({ position: 1, name: "Home", item: `${SITE_URL}/` });
      expect(list[1]).toMatchObject({ position: 2, item: `${SITE_URL}${route}` });
      expect(list[1]?.name.length).toBeGreaterThan(0);
    }
  });

  test("/eventi: un Event per ogni evento di data/events/, con i campi richiesti e la lingua in cui si tiene", () => {
    const events = dataItems<{
      title: string;
      description: string;
      startDate: string;
      endDate: string;
      teachingLanguage: string;
      location: { venue: string; city: string };
    }>("events.json");
    const blocks = ofType(jsonLdOf(htmlOf("/eventi")), "Event");
    expect(blocks).toHaveLength(events.length);
    for (const event of events) {
      const block = blocks.find((b) => b.name === event.title);
      expect(block, event.title).toBeDefined();
      expect(block).toMatchObject({
        description: event.description,
        startDate: event.startDate,
        endDate: event.endDate,
        inLanguage: event.teachingLanguage,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: { "@type": "Place", name: event.location.venue, address: { "@type": "PostalAddress", addressLocality: event.location.city } },
        organizer: { "@type": "Organization", name: site.brandName },
      });
      expect(block?.startDate).toMatch(ISO_WITH_OFFSET);
      expect(block?.endDate).toMatch(ISO_WITH_OFFSET);
      const [image] = block?.image as string[];
      expect(image).toMatch(ABSOLUTE);
      expect(fs.existsSync(path.join(PUBLIC, new URL(image ?? "").pathname)), image).toBe(true);
    }
  });

  test("/academy: un Course per ogni corso di data/courses/, con provider, offerta in EUR e modalità", () => {
    const courses = dataItems<{ title: string; description: string; priceEur: number; durationHours: number }>("courses.json");
    const blocks = ofType(jsonLdOf(htmlOf("/academy")), "Course");
    expect(blocks).toHaveLength(courses.length);
    for (const course of courses) {
      const block = blocks.find((b) => b.name === course.title);
      expect(block, course.title).toMatchObject({
        description: course.description,
        provider: { "@type": "Organization", name: site.brandName, url: `${SITE_URL}/` },
        offers: { "@type": "Offer", price: course.priceEur, priceCurrency: "EUR", category: "Paid" },
        hasCourseInstance: { "@type": "CourseInstance", courseWorkload: `PT${course.durationHours}H` },
      });
      expect(["Online", "Onsite", "Blended"]).toContain((block?.hasCourseInstance as Json).courseMode);
    }
  });

  test("home: FAQPage con tutte le domande di data/faq/", () => {
    const faq = dataItems<{ question: string; answer: string }>("faq.json");
    const [page] = ofType(jsonLdOf(htmlOf("/")), "FAQPage");
    expect(page?.mainEntity).toEqual(faq.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })));
  });
});

test.describe("tag per motori di ricerca e condivisione", () => {
  test("titolo e descrizione unici, canonical dal siteUrl, Open Graph e Twitter in it_IT", async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of ROUTES) {
      await visit(page, route);
      const entry = pageContent(route);
      await expect(page).toHaveTitle(`${entry.title}${BRAND_SUFFIX}`);
      const meta = (selector: string) => page.locator(`head ${selector}`).getAttribute("content");
      expect(await meta('meta[name="description"]')).toBe(entry.description);
      const canonical = `${SITE_URL}${route === "/" ? "/" : route}`;
      expect(await page.locator('head link[rel="canonical"]').getAttribute("href")).toBe(canonical);
      expect(await meta('meta[property="og:url"]')).toBe(canonical);
      expect(await meta('meta[property="og:locale"]')).toBe("it_IT");
      expect(await meta('meta[property="og:title"]')).toBe(`${entry.title}${BRAND_SUFFIX}`);
      expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`^${SITE_URL}/static/.+\\.jpg$`));
      expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(await meta('meta[name="twitter:image"]')).toBe(await meta('meta[property="og:image"]'));
      titles.add(await page.title());
      descriptions.add(entry.description);
    }
    expect(titles.size).toBe(ROUTES.length);
    expect(descriptions.size).toBe(ROUTES.length);
  });
});

test.describe("feed degli Insights", () => {
  /** Every built page with its path ("it/…" files are Italian, "en/…" English), the 404 copies included. */
  const builtPages = () =>
    fs
      .readdirSync(PUBLIC, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".html") && !file.startsWith("admin") && !file.startsWith("_gatsby") && fs.statSync(path.join(PUBLIC, file)).isFile())
      .map((file) => ({ file, route: `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}` }));

  test("ogni pagina annuncia nel <head> i tre feed della sua lingua (RSS, Atom, JSON Feed) con tipo, titolo e indirizzo assoluto", () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(20);
    for (const { file, route } of pages) {
      const locale = localeOfPath(route);
      const html = fs.readFileSync(path.join(PUBLIC, file), "utf8");
      const announced = [...html.matchAll(/<link rel="alternate" type="([^"]+)" title="([^"]+)" href="([^"]+)"[^>]*>/g)].map((match) => match.slice(1));
      const words = dictionaryFor(locale).feeds;
      expect(announced, file).toEqual(
        feedLinks(locale).map((feed) => [feed.type, `${words.title(site.brandName)} (${words.formats[feed.format]})`, `${SITE_URL}${feed.path}`]),
      );
    }
  });

  test("il piè di pagina porta ai feed della lingua della pagina, e ogni feed risponde", async ({ request }) => {
    for (const locale of PUBLISHED_LOCALES) {
      const html = htmlOf(locale === "it" ? "/" : `/${locale}`);
      const footer = html.slice(html.indexOf("<footer"));
      for (const feed of feedLinks(locale)) {
        expect(footer, feed.path).toContain(`href="${feed.path}"`);
        const response = await request.get(feed.path);
        expect(response.status(), feed.path).toBe(200);
        const body = await response.text();
        expect(body.startsWith(feed.format === "json" ? "{" : "<?xml"), feed.path).toBe(true);
      }
    }
  });
});

test.describe("sitemap, robots.txt e manifest", () => {
  const sitemapUrls = () => {
    const index = fs.readFileSync(path.join(PUBLIC, "sitemap-index.xml"), "utf8");
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    expect(files.length).toBeGreaterThan(0);
    return files.flatMap((file) => [...fs.readFileSync(path.join(PUBLIC, file), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ""));
  };

  test("la sitemap elenca ogni pagina con l'indirizzo pubblico e nessuna pagina 404", () => {
    const urls = sitemapUrls();
    for (const route of ROUTES) expect(urls).toContain(`${SITE_URL}${route}`);
    expect(urls.filter((url) => /404|dev-404/.test(url))).toEqual([]);
    for (const url of urls) expect(url.startsWith(`${SITE_URL}/`)).toBe(true);
  });

  test("robots.txt permette la scansione e indica la sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.ok()).toBe(true);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`);
  });

  test("manifest in italiano con i colori del marchio e le icone da 48 a 512 px; favicon e apple-touch-icon nelle pagine", async ({ page, request }) => {
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as {
      name: string;
      lang: string;
      description: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ name: site.brandName, lang: "it", theme_color: "#0B1F3A" });
    expect(manifest.description).toBe(site.description);
    const sizes = manifest.icons.map((icon) => icon.sizes);
    for (const size of [48, 192, 512]) expect(sizes).toContain(`${size}x${size}`);
    for (const icon of manifest.icons) expect((await request.get(`/${icon.src}`)).ok(), icon.src).toBe(true);

    await visit(page, "/");
    for (const selector of [
      'link[rel="icon"][type="image/svg+xml"]',
      'link[rel="icon"][type="image/png"]',
      'link[rel="apple-touch-icon"]',
      'link[rel="manifest"]',
    ]) {
      const href = await page.locator(`head ${selector}`).first().getAttribute("href");
      expect(href, selector).toBeTruthy();
      expect((await request.get(href ?? "")).ok(), `${selector} → ${href}`).toBe(true);
    }
    expect(await page.locator('head meta[name="theme-color"]').count()).toBe(1);
  });
});
