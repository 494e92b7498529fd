/**
 * The PDF brochure, rendered from the real data/: a valid, compressed PDF of a few pages whose text
 * says what data/ says. The text is read back with unpdf (PDF.js), see read-pdf.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadBrochureContent, type BrochureContent } from "../../../src/lib/brochure/brochure-content";
import { renderBrochure } from "../../../src/lib/brochure/render-brochure";
import { toWinAnsi } from "../../../src/lib/brochure/win-ansi";
import { readJson } from "../../../src/lib/files/file-io";
import { formatDate, formatEuro, formatNumber, formatTime } from "../../../src/lib/format/italian";
import { extractPdf, type ExtractedPdf } from "./read-pdf";

const ROOT = path.join(__dirname, "..", "..", "..");
const DATA_DIR = path.join(ROOT, "data");

/** The entries of a collection (one file per entry), in their `order`, each translated text read in Italian: independently of the code under test. */
const itemsOf = <T>(collection: string): T[] => {
  const folder = path.join(DATA_DIR, collection);
  const italian = (value: unknown) => (value && typeof value === "object" && !Array.isArray(value) && "it" in value ? (value as { it: unknown }).it : value);
  return fs
    .readdirSync(folder)
    .map((name) => readJson<Record<string, unknown>>(path.join(folder, name)))
    .sort((a, b) => Number(a.order) - Number(b.order))
    .map((entry) => Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, italian(value)])) as T);
};

/** Page texts of `pdf`, with runs of white space (line breaks inside wrapped titles) made single spaces. */
const extract = (pdf: Buffer): ExtractedPdf => {
  const result = extractPdf(pdf);
  return { ...result, pages: result.pages.map((page) => page.replace(/\s+/g, " ")) };
};

describe("renderBrochure", () => {
  let content: BrochureContent;
  let pdf: Buffer;
  let extracted: ExtractedPdf;
  let text: string;

  beforeAll(async () => {
    content = loadBrochureContent(DATA_DIR, "it");
    pdf = await renderBrochure(content);
    extracted = extract(pdf);
    text = extracted.pages.join(" ");
  }, 30_000);

  it("is a PDF 1.7 document of 3 to 6 pages, compressed and small", () => {
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.7");
    expect(extracted.totalPages).toBeGreaterThanOrEqual(3);
    expect(extracted.totalPages).toBeLessThanOrEqual(6);
    expect(pdf.toString("latin1")).toContain("/FlateDecode");
    expect(pdf.length).toBeLessThan(200 * 1024);
  });

  it("carries its title, is tagged and declares Italian", () => {
    expect(extracted.title).toBe("Altura Consulting — Brochure");
    const raw = pdf.toString("latin1");
    expect(raw).toMatch(/\/Lang \(it-IT\)/);
    expect(raw).toContain("/StructTreeRoot");
  });

  it("shows the brand on the cover, the services, every course and the contacts", () => {
    expect(extracted.pages[0]).toContain(content.site.brandName);
    expect(extracted.pages[0]).toContain(content.site.tagline);
    for (const service of itemsOf<{ title: string }>("services")) expect(text).toContain(service.title);
    const courses = itemsOf<{ title: string }>("courses");
    expect(courses.length).toBeGreaterThan(0);
    for (const course of courses) expect(text).toContain(course.title);
    expect(text).toContain(content.site.email);
    expect(text).toContain(content.site.legal.vatNumber);
  });

  it("formats figures, prices and dates in Italian", () => {
    // PDF.js may give the no-break space of "1.490 €" back as a plain space.
    const plain = (s: string) => s.replace(/\u00A0/g, " ");
    for (const course of itemsOf<{ priceEur: number }>("courses")) expect(plain(text)).toContain(plain(formatEuro(course.priceEur)));
    expect(text).toContain("IVA esclusa");
    for (const stat of itemsOf<{ value: number; prefix?: string; suffix?: string }>("stats")) {
      expect(plain(text)).toContain(plain(`${stat.prefix ?? ""}${formatNumber(stat.value)}${stat.suffix ?? ""}`));
    }
    for (const event of itemsOf<{ startDate: string }>("events")) {
      expect(text).toContain(`${formatDate(event.startDate)} · ore ${formatTime(event.startDate)}`);
    }
  });

  it("numbers every page after the cover", () => {
    const total = extracted.totalPages;
    expect(extracted.pages[0]).not.toMatch(/Pagina \d+ di/);
    extracted.pages.slice(1).forEach((page, i) => expect(page).toContain(`Pagina ${i + 2} di ${total}`));
  });
});

describe("loadBrochureContent", () => {
  it("groups the courses by category with their labels, in the order of data/", () => {
    const content = loadBrochureContent(DATA_DIR, "it", new Date("2026-03-01T10:00:00+01:00"));
    expect(content.generatedAt).toBe("2026-03-01T09:00:00.000Z");

    type Course = { title: string; category: string; level: string; mode: string; durationHours: number; priceEur: number };
    const label = (collection: string) => new Map(itemsOf<{ id: string; label: string }>(collection).map((e) => [e.id, e.label]));
    const [categories, levels, modes] = [label("course-categories"), label("course-levels"), label("course-modes")];
    const courses = itemsOf<Course>("courses");
    const expected = [...categories.keys()]
      .map((id) => ({
        label: categories.get(id),
        courses: courses
          .filter((c) => c.category === id)
          .map((c) => ({
            title: c.title,
            levelLabel: levels.get(c.level),
            modeLabel: modes.get(c.mode),
            durationHours: c.durationHours,
            priceEur: c.priceEur,
          })),
      }))
      .filter((category) => category.courses.length > 0);
    expect(content.courseCategories).toEqual(expected);
  });

  it("takes each stats group and lists the events earliest first", () => {
    const content = loadBrochureContent(DATA_DIR, "it");
    const stats = itemsOf<{ group: string; label: string }>("stats");
    for (const group of ["home", "academy", "eventi"] as const) {
      expect(content.stats[group].map((s) => s.label)).toEqual(stats.filter((s) => s.group === group).map((s) => s.label));
    }
    expect(content.events).toHaveLength(itemsOf("events").length);
    const starts = content.events.map((e) => Date.parse(e.startDate));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    expect(content.events.every((e) => e.typeLabel.length > 0)).toBe(true);
  });

  it("names the file and the entry when a reference is broken", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "brochure-data-"));
    fs.cpSync(DATA_DIR, dir, { recursive: true, filter: (source) => !source.includes(`${path.sep}images`) });
    const courseFile = path.join(dir, "courses", fs.readdirSync(path.join(dir, "courses"))[0]);
    const course = readJson<{ title: { it: string }; level: string }>(courseFile);
    course.level = "guru";
    fs.writeFileSync(courseFile, JSON.stringify(course));
    try {
      expect(() => loadBrochureContent(dir, "it")).toThrow(`course "${course.title.it}" refers to "guru", which is not in data/course-levels/`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("toWinAnsi", () => {
  it("keeps Italian text, euro and typographic punctuation as they are", () => {
    const text = "Perché più città — «1.490\u00A0€» ‘a’ “b” … • ½ ×";
    expect(toWinAnsi(text)).toBe(text);
  });

  it("replaces what the core fonts cannot show", () => {
    expect(toWinAnsi("1\u202F490\u00A0€")).toBe("1\u00A0490\u00A0€");
    expect(toWinAnsi("A → B, x ≥ 2")).toBe("A -> B, x >= 2");
    expect(toWinAnsi("Erdős ﬁne")).toBe("Erdos fine");
    expect(toWinAnsi("ok 🚀\u200B")).toBe("ok ");
    expect(toWinAnsi("Ω")).toBe("?");
  });
});
