/**
 * The whole Italian brochure against a stored copy: the text of every page line by line, the page count, the
 * title and language, and a digest of everything the pages draw (shapes, colours, positions, tags).
 * A refactoring of the renderer must leave all of it as it is.
 *
 * The copy, __fixtures__/brochure-output.json, is rendered from the real data/ at a fixed date, so it
 * changes whenever data/ or the brochure's design changes on purpose (or pdfkit starts writing its
 * objects differently). Then open the new PDF, check it, and regenerate the copy deliberately with
 *   UPDATE_BROCHURE_OUTPUT=1 npx jest --ci tests/unit/brochure/brochure-output.test.ts
 * committing it together with the change that caused it.
 */
import fs from "node:fs";
import path from "node:path";
import { loadBrochureContent } from "../../../src/lib/brochure/brochure-content";
import { renderBrochure } from "../../../src/lib/brochure/render-brochure";
import { readJson } from "../../../src/lib/files/file-io";
import { extractPdf, pdfObjectsDigest } from "./read-pdf";

const DATA_DIR = path.join(__dirname, "..", "..", "..", "data");
const FIXTURE = path.join(__dirname, "__fixtures__", "brochure-output.json");
/** The cover shows the year of generation, and the PDF records the date. */
const NOW = new Date("2026-03-01T10:00:00+01:00");

interface BrochureOutput {
  title: string;
  lang: string | null;
  pageCount: number;
  /** Each page's lines of text. */
  pages: string[][];
  objectsSha256: string;
}

const outputOf = async (): Promise<BrochureOutput> => {
  const pdf = await renderBrochure(loadBrochureContent(DATA_DIR, "it", NOW));
  const { title, lang, totalPages, pages } = extractPdf(pdf);
  return { title, lang, pageCount: totalPages, pages: pages.map((page) => page.split("\n")), objectsSha256: pdfObjectsDigest(pdf) };
};

describe("the rendered brochure", () => {
  let actual: BrochureOutput;
  let expected: BrochureOutput;

  beforeAll(async () => {
    actual = await outputOf();
    if (process.env.UPDATE_BROCHURE_OUTPUT === "1") fs.writeFileSync(FIXTURE, `${JSON.stringify(actual, null, 2)}\n`);
    expected = readJson<BrochureOutput>(FIXTURE);
  }, 30_000);

  it("has the stored title, language and number of pages", () => {
    expect({ title: actual.title, lang: actual.lang, pageCount: actual.pageCount }).toEqual({
      title: expected.title,
      lang: expected.lang,
      pageCount: expected.pageCount,
    });
  });

  it("shows the stored text on every page", () => {
    expect(actual.pages).toEqual(expected.pages);
  });

  it("draws what it drew when the copy was stored", () => {
    expect(actual.objectsSha256).toBe(expected.objectsSha256);
  });
});
