/**
 * The brochure in English: the same content read in English (the courses' English texts today, every
 * collection's as it moves to per-entry files), English formats and the English fixed words, with
 * English as the PDF's language; none of the Italian brochure's fixed words left in it. Read back with
 * unpdf, see read-pdf.ts. The Italian brochure is held to its stored copy (brochure-output.test.ts).
 */
import path from "node:path";
import { loadBrochureContent, type BrochureContent } from "../../../src/lib/brochure/brochure-content";
import { renderBrochure } from "../../../src/lib/brochure/render-brochure";
import { brochureDictionaryFor, type BrochureDictionary } from "../../../src/i18n/dictionaries/brochure";
import { readEntries } from "../../../src/lib/content/read-entries";
import { readJson } from "../../../src/lib/files/file-io";
import { formatsFor } from "../../../src/lib/format/formats";
import { brochurePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { extractPdf, type ExtractedPdf } from "./read-pdf";

const DATA_DIR = path.join(__dirname, "..", "..", "..", "data");
const NOW = new Date("2026-03-01T10:00:00+01:00");

/** Every string in an object, however deep (a dictionary's texts that take no value, a content's texts). */
const fixedTexts = (words: BrochureDictionary): string[] => {
  const texts: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === "string") texts.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(words);
  return texts;
};

/** What PDF.js reads of a page, white space (wrapped lines, no-break spaces) made single spaces. */
const plain = (text: string): string => text.replace(/\s+/g, " ");

describe("the English brochure", () => {
  let content: BrochureContent;
  let pdf: Buffer;
  let extracted: ExtractedPdf;
  let text: string;

  beforeAll(async () => {
    content = loadBrochureContent(DATA_DIR, "en", NOW);
    pdf = await renderBrochure(content);
    extracted = extractPdf(pdf);
    text = plain(extracted.pages.join(" "));
  }, 30_000);

  it("has its own address, under /en, with a name that says its language", () => {
    expect(brochurePath("it")).toBe("/altura-consulting-brochure.pdf");
    expect(brochurePath("en")).toBe("/en/altura-consulting-brochure-en.pdf");
  });

  it("declares English (British) as its language", () => {
    expect(extracted.lang).toBe("en-GB");
    expect(extracted.title).toBe("Altura Consulting — Brochure");
  });

  it("lists every course by its English title, priced and timed as English writes it", () => {
    const courses = readEntries<{ title: string; priceEur: number; durationHours: number }>(DATA_DIR, "courses", "en");
    const italianTitles = readEntries<{ title: string }>(DATA_DIR, "courses", "it").map((c) => c.title);
    const { formatEuro, formatHours } = formatsFor("en");
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) {
      expect(text).toContain(plain(course.title));
      expect(text).toContain(plain(formatEuro(course.priceEur)));
      expect(text).toContain(plain(formatHours(course.durationHours)));
    }
    // A title that differs between the languages is only in English.
    for (const title of italianTitles.filter((t) => !courses.some((c) => c.title === t))) expect(text).not.toContain(plain(title));
  });

  it("writes its fixed words in English, and none of the Italian ones", () => {
    const english = brochureDictionaryFor("en");
    const { formatDate, formatTime } = formatsFor("en");
    expect(text).toContain(english.academy.catalogue);
    expect(text).toContain(english.academy.pricesExcludeVat);
    expect(text).toContain(english.contacts.title);
    expect(text).toContain(plain(english.contacts.lead(String(content.site.replyTimeHours))));
    expect(text).toContain(plain(english.contacts.shareCapital(formatsFor("en").formatEuroCents(content.site.legal.shareCapitalEur))));
    for (const event of content.events) expect(text).toContain(plain(english.events.when(formatDate(event.startDate), formatTime(event.startDate))));
    extracted.pages.slice(1).forEach((page, i) => expect(plain(page)).toContain(english.pageOf(i + 2, extracted.totalPages)));

    // The content's own texts taken out (data/ still holds Italian ones, and a venue may be "… Eventi"), what is left are the brochure's words.
    const contentTexts = fixedTexts(content as unknown as BrochureDictionary).sort((a, b) => b.length - a.length);
    const frame = contentTexts.reduce((rest, contentText) => rest.split(plain(contentText)).join(" "), text);
    const englishTexts = new Set(fixedTexts(english));
    const italianOnly = fixedTexts(brochureDictionaryFor("it")).filter((t) => !englishTexts.has(t));
    expect(italianOnly.length).toBeGreaterThan(20);
    for (const italian of italianOnly) expect(frame).not.toContain(plain(italian));
    expect(frame).not.toMatch(/Pagina \d+ di|· ore \d|IVA|Capitale sociale/);
  });

  it("reads the firm's own texts in each language: the site's, the services', the figures'", () => {
    const site = readJson<{ tagline: { it: string; en: string } }>(path.join(DATA_DIR, "site.json"));
    expect(site.tagline.en).not.toBe(site.tagline.it);
    const [english, italian] = [loadBrochureContent(DATA_DIR, "en", NOW), loadBrochureContent(DATA_DIR, "it", NOW)];
    expect(english.site.tagline).toBe(site.tagline.en);
    expect(italian.site.tagline).toBe(site.tagline.it);
    expect(english.services.map((service) => service.title)).toEqual(
      readEntries<{ title: string }>(DATA_DIR, "services", "en").map((service) => service.title),
    );
    expect(english.services.map((service) => service.title)).not.toEqual(italian.services.map((service) => service.title));
  });
});
