import { pageForIndex } from "../../../src/lib/search/page-for-index";

const page = (main: string) => `<html lang="it"><body><header><a href="/">Altura</a></header>${main}<footer>Contatti</footer></body></html>`;

describe("pageForIndex", () => {
  test("indexes only <main>, with the page's kind as a filter", () => {
    const html = pageForIndex(page('<main id="contenuto" class="x"><h2>Chi siamo</h2></main>'), "page", "chi-siamo/index.html");
    expect(html).toContain('<main data-pagefind-body id="contenuto" class="x"><meta data-pagefind-filter="kind[content]" content="page"><h2>');
    expect(html).not.toContain("data-pagefind-weight");
  });

  test("a course's title weighs the most", () => {
    const html = pageForIndex(page('<main id="contenuto"><h1 class="t">Strategia</h1><h1>Altro</h1></main>'), "course", "academy/x/index.html");
    expect(html).toContain('<h1 data-pagefind-weight="10" class="t">Strategia</h1><h1>Altro</h1>');
    expect(html).toContain('content="course"');
  });

  test("an article's title weighs the most too, so the article comes before the list that names it", () => {
    const html = pageForIndex(page('<main id="contenuto"><h1>Go-to-market in sei settimane</h1></main>'), "article", "insights/x/index.html");
    expect(html).toContain('<h1 data-pagefind-weight="10">Go-to-market in sei settimane</h1>');
    expect(html).toContain('content="article"');
  });

  test("a page without exactly one <main> stops the build with the file's name", () => {
    expect(() => pageForIndex(page("<div></div>"), "page", "x/index.html")).toThrow(/x\/index\.html: .*one <main>.*found 0/);
    expect(() => pageForIndex(page("<main></main><main></main>"), "page", "y.html")).toThrow(/found 2/);
  });
});
