/**
 * What the search finds, with Pagefind itself: pages marked as the build marks them
 * (src/lib/search/page-for-index.ts), indexed by Pagefind's Node API and searched by the pagefind.js
 * the index ships with (tests/support/pagefind-search.mjs).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pageForIndex } from "../../../src/lib/search/page-for-index";
import type { SearchKind } from "../../../src/lib/search/search-kinds";

interface Found {
  url: string;
  title: string;
  excerpt: string;
  filters: Record<string, string[]>;
}

const PROBE = path.resolve(__dirname, "../../support/pagefind-search.mjs");

const builtPage = (lang: string, kind: SearchKind, main: string) =>
  pageForIndex(
    `<!doctype html><html lang="${lang}"><head><title>x</title></head><body><header><nav>Strategia Academy Newsletter</nav></header><main id="contenuto">${main}</main><footer>Strategia, attività e newsletter</footer></body></html>`,
    kind,
    "test page",
  );

const search = (
  language: string,
  pages: Array<{ url: string; html: string }>,
  queries: Array<{ query: string; filters?: Record<string, string> }>,
): Found[][] => JSON.parse(execFileSync(process.execPath, [PROBE], { input: JSON.stringify({ language, pages, queries }), encoding: "utf8" })) as Found[][];

const urls = (found: Found[]) => found.map((result) => result.url);

const ITALIAN = [
  { url: "/academy/strategie-di-crescita", html: builtPage("it", "course", "<h1>Strategie di crescita</h1><p>Un corso per chi guida un'azienda.</p>") },
  { url: "/servizi", html: builtPage("it", "service", "<h1>Servizi</h1><p>Un piano strategico per la tua impresa.</p>") },
  { url: "/chi-siamo", html: builtPage("it", "page", "<h1>Chi siamo</h1><p>Le nostre attività di consulenza e formazione, in ogni città.</p>") },
  {
    url: "/academy",
    html: builtPage(
      "it",
      "page",
      "<h1>Academy</h1><p>Corsi per manager e team: leadership, finanza, vendite, marketing, operations, persone e cambiamento.</p><h3>Strategie di crescita</h3><p>Due giornate.</p><h3>Leadership</h3><p>Tre giornate.</p><h3>Finanza per non specialisti</h3><p>Una giornata.</p>",
    ),
  },
];

describe("Pagefind on the site's pages (Italian)", () => {
  const [stemmed, folded, foldedCity, title, onlyCourses, header] = search("it", ITALIAN, [
    { query: "strategia" },
    { query: "attivita" },
    { query: "citta" },
    { query: "strategie di crescita" },
    { query: "strategia", filters: { kind: "course" } },
    { query: "newsletter" },
  ]);

  test("stems Italian: strategia finds strategie and strategico", () => {
    expect(urls(stemmed)).toEqual(expect.arrayContaining(["/academy/strategie-di-crescita", "/servizi"]));
    expect(stemmed.find((result) => result.url === "/servizi")?.excerpt).toContain("<mark>strategico");
  });

  test("folds accents: attivita finds attività, citta finds città", () => {
    expect(urls(folded)).toEqual(["/chi-siamo"]);
    expect(folded[0].excerpt).toContain("<mark>attività</mark>");
    expect(urls(foldedCity)).toEqual(["/chi-siamo"]);
  });

  test("a course's title ranks above the catalogue that lists it", () => {
    expect(urls(title)[0]).toBe("/academy/strategie-di-crescita");
    expect(urls(title)).toContain("/academy");
  });

  test("each result has its kind, and the kind filters", () => {
    expect(stemmed.find((result) => result.url === "/servizi")?.filters.kind).toEqual(["service"]);
    expect(urls(onlyCourses)).toEqual(["/academy/strategie-di-crescita"]);
  });

  test("only the main content is indexed, not the header or the footer", () => {
    expect(header).toEqual([]);
  });
});

describe("Pagefind on the site's pages (English)", () => {
  const pages = [
    { url: "/en/academy/growth-strategies", html: builtPage("en", "course", "<h1>Growth strategies</h1><p>A course for people who run a company.</p>") },
    { url: "/en/services", html: builtPage("en", "service", "<h1>Services</h1><p>A strategic plan for your business.</p>") },
    ...ITALIAN,
  ];
  const [stemmed] = search("en", pages, [{ query: "strategy" }]);

  test("stems English (strategy finds strategies), and searches only the English pages", () => {
    expect(urls(stemmed)).toEqual(["/en/academy/growth-strategies"]);
  });
});
