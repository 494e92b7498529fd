/**
 * The downloadable PDF brochure of the firm ('Scarica la brochure'), generated from data/ at build
 * time so that it always says what the site says. Framework-free: `loadBrochureContent` reads the
 * JSON files, `renderBrochure` lays the content out with pdfkit (A4, the PDF core fonts Helvetica and
 * Helvetica-Bold, whose WinAnsi encoding covers Italian accented letters, « », — and €).
 *
 * The PDF is tagged (headings, paragraphs, lists, a table and a link in a structure tree, decorations
 * marked as artifacts), declares Italian as its language and shows its title in the viewer.
 */
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { formatDate, formatEuro, formatEuroCents, formatHours, formatNumber, formatTime, telHref } from "../format/italian";
import { ROME_TIME_ZONE } from "../format/rome-time";

// ---------------------------------------------------------------------------------------------
// Content: what the brochure shows, resolved from data/ (labels looked up, events in date order)
// ---------------------------------------------------------------------------------------------

/** A key figure: prefix + value + suffix, then its label ("+32%" "ROI medio"). */
export interface BrochureStat {
  value: number;
  prefix?: string;
  suffix?: string;
  label: string;
}

export interface BrochureCourse {
  title: string;
  levelLabel: string;
  modeLabel: string;
  durationHours: number;
  priceEur: number;
}

export interface BrochureContent {
  /** When the brochure was generated (ISO 8601); the cover shows its year. */
  generatedAt: string;
  site: {
    brandName: string;
    legalName: string;
    tagline: string;
    description: string;
    email: string;
    phone: string;
    city: string;
    bookingUrl: string;
    replyTimeHours: number;
    introCallMinutes: number;
    legal: {
      companyName: string;
      address: { street: string; postalCode: string; city: string; province: string };
      vatNumber: string;
      rea: string;
      shareCapitalEur: number;
      pec: string;
    };
  };
  services: Array<{ title: string; subtitle: string; description: string; features: string[] }>;
  stats: { home: BrochureStat[]; academy: BrochureStat[]; eventi: BrochureStat[] };
  methodSteps: Array<{ title: string; description: string }>;
  cases: Array<{ title: string; sector: string; metric: number; prefix: string; unit: string; description: string; detail: string }>;
  /** The course catalogue, grouped by category in the order of course-categories.json. */
  courseCategories: Array<{ label: string; courses: BrochureCourse[] }>;
  /** Upcoming events, earliest first. */
  events: Array<{ title: string; typeLabel: string; startDate: string; venue: string; city: string }>;
  eventServices: Array<{ title: string; description: string }>;
}

// The fields of data/*.json that the brochure reads (the full model is in data/schemas).
interface Collection<T> {
  items: T[];
}
interface Labelled {
  id: string;
  label: string;
}
interface SiteFile {
  brandName: string;
  legalName: string;
  tagline: string;
  description: string;
  email: string;
  phone: string;
  city: string;
  bookingUrl: string;
  replyTimeHours: number;
  introCallMinutes: number;
  legal: BrochureContent["site"]["legal"];
}
interface ServiceItem {
  title: string;
  subtitle: string;
  description: string;
  features: string[];
}
interface StatItem extends BrochureStat {
  group: "home" | "academy" | "eventi";
}
interface MethodStepItem {
  title: string;
  description: string;
}
interface CaseItem {
  title: string;
  sector: string;
  metric: number;
  prefix: string;
  unit: string;
  description: string;
  detail: string;
}
interface CourseItem {
  title: string;
  category: string;
  level: string;
  mode: string;
  durationHours: number;
  priceEur: number;
}
interface EventItem {
  title: string;
  type: string;
  startDate: string;
  location: { venue: string; city: string };
}
interface EventServiceItem {
  title: string;
  description: string;
}

const readJson = <T>(dataDir: string, file: string): T => {
  const filePath = path.join(dataDir, file);
  try {
    return JSON.parse(fs.readFileSync(filePath, "utf8")) as T;
  } catch (error) {
    throw new Error(`Brochure: cannot read ${filePath}: ${(error as Error).message}`);
  }
};

const labelLookup = (dataDir: string, file: string) => {
  const labels = new Map(readJson<Collection<Labelled>>(dataDir, file).items.map((item) => [item.id, item.label]));
  return (id: string, usedBy: string): string => {
    const label = labels.get(id);
    if (label === undefined) throw new Error(`Brochure: ${usedBy} refers to "${id}", which is not in data/${file}`);
    return label;
  };
};

/** Reads from `dataDir` (the site's data/ folder) everything the brochure shows. */
export const loadBrochureContent = (dataDir: string, now: Date = new Date()): BrochureContent => {
  const site = readJson<SiteFile>(dataDir, "site.json");
  const stats = readJson<Collection<StatItem>>(dataDir, "stats.json").items;
  const statsOf = (group: StatItem["group"]): BrochureStat[] =>
    stats.filter((s) => s.group === group).map(({ value, prefix, suffix, label }) => ({ value, prefix, suffix, label }));

  const categoryLabel = labelLookup(dataDir, "course-categories.json");
  const levelLabel = labelLookup(dataDir, "course-levels.json");
  const modeLabel = labelLookup(dataDir, "course-modes.json");
  const typeLabel = labelLookup(dataDir, "event-types.json");

  const courses = readJson<Collection<CourseItem>>(dataDir, "courses.json").items;
  const categoryIds = readJson<Collection<Labelled>>(dataDir, "course-categories.json").items.map((c) => c.id);
  const courseCategories = categoryIds
    .map((categoryId) => ({
      label: categoryLabel(categoryId, "course-categories.json"),
      courses: courses
        .filter((course) => course.category === categoryId)
        .map((course) => ({
          title: course.title,
          levelLabel: levelLabel(course.level, `course "${course.title}"`),
          modeLabel: modeLabel(course.mode, `course "${course.title}"`),
          durationHours: course.durationHours,
          priceEur: course.priceEur,
        })),
    }))
    .filter((category) => category.courses.length > 0);
  const uncategorised = courses.find((course) => !categoryIds.includes(course.category));
  if (uncategorised) categoryLabel(uncategorised.category, `course "${uncategorised.title}"`); // throws

  const events = readJson<Collection<EventItem>>(dataDir, "events.json")
    .items.map((event) => ({
      title: event.title,
      typeLabel: typeLabel(event.type, `event "${event.title}"`),
      startDate: event.startDate,
      venue: event.location.venue,
      city: event.location.city,
    }))
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));

  return {
    generatedAt: now.toISOString(),
    site: {
      brandName: site.brandName,
      legalName: site.legalName,
      tagline: site.tagline,
      description: site.description,
      email: site.email,
      phone: site.phone,
      city: site.city,
      bookingUrl: site.bookingUrl,
      replyTimeHours: site.replyTimeHours,
      introCallMinutes: site.introCallMinutes,
      legal: site.legal,
    },
    services: readJson<Collection<ServiceItem>>(dataDir, "services.json").items.map(({ title, subtitle, description, features }) => ({
      title,
      subtitle,
      description,
      features,
    })),
    stats: { home: statsOf("home"), academy: statsOf("academy"), eventi: statsOf("eventi") },
    methodSteps: readJson<Collection<MethodStepItem>>(dataDir, "method-steps.json").items.map(({ title, description }) => ({
      title,
      description,
    })),
    cases: readJson<Collection<CaseItem>>(dataDir, "cases.json").items.map(({ title, sector, metric, prefix, unit, description, detail }) => ({
      title,
      sector,
      metric,
      prefix,
      unit,
      description,
      detail,
    })),
    courseCategories,
    events,
    eventServices: readJson<Collection<EventServiceItem>>(dataDir, "event-services.json").items.map(({ title, description }) => ({
      title,
      description,
    })),
  };
};

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------

const COLOR = {
  navy: "#0B1F3A",
  navySoft: "#1A3863",
  navyLine: "#274773",
  navyDeep: "#071629",
  amber: "#F59E0B",
  /** Amber dark enough for small text on white or sand; the brand amber is kept for shapes and dark grounds. */
  amberText: "#B45309",
  slate: "#334155",
  muted: "#64748B",
  sand: "#F8F5EF",
  sandLine: "#E7E0D2",
  white: "#FFFFFF",
  onNavy: "#CBD5E1",
  onNavyMuted: "#94A3B8",
} as const;

const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = { top: 54, bottom: 72, left: 56, right: 56 } as const;
const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom;
const RIGHT_EDGE = MARGIN.left + CONTENT_WIDTH;

interface TextStyle {
  font: (typeof FONT)[keyof typeof FONT];
  size: number;
  color: string;
  lineGap?: number;
  characterSpacing?: number;
}

const STYLE = {
  eyebrow: { font: FONT.bold, size: 8.5, color: COLOR.amberText, characterSpacing: 1.6 },
  h1: { font: FONT.bold, size: 24, color: COLOR.navy },
  lead: { font: FONT.regular, size: 11, color: COLOR.slate, lineGap: 3 },
  h2: { font: FONT.bold, size: 14, color: COLOR.navy },
  h3: { font: FONT.bold, size: 11.5, color: COLOR.navy, lineGap: 1 },
  body: { font: FONT.regular, size: 9.5, color: COLOR.slate, lineGap: 2.2 },
  small: { font: FONT.regular, size: 8.5, color: COLOR.muted, lineGap: 1.8 },
  label: { font: FONT.bold, size: 7.5, color: COLOR.muted, characterSpacing: 1.2 },
  pill: { font: FONT.bold, size: 8, color: COLOR.navy },
} satisfies Record<string, TextStyle>;

type Doc = PDFKit.PDFDocument;
type Struct = PDFKit.PDFStructureElement;

/** Characters of WinAnsiEncoding outside Latin-1 (its 0x80–0x9F range). */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

const isWinAnsi = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/** Stand-ins for characters that Intl or editors may produce and that WinAnsi lacks. */
const WIN_ANSI_FALLBACK: Record<string, string> = {
  "\u202F": "\u00A0", // narrow no-break space (Intl, some locales) → no-break space
  "\u2007": "\u00A0",
  "\u2009": " ",
  "\u200A": " ",
  "\u2002": " ",
  "\u2003": " ",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2212": "-",
  "\u2192": "->",
  "\u2190": "<-",
  "\u2265": ">=",
  "\u2264": "<=",
  "\u2032": "'",
  "\u2033": '"',
};

/**
 * Text as the core fonts can show it: they are WinAnsi-encoded (Latin-1 plus € ‘ ’ “ ” – — … •), and
 * pdfkit would print any other character as garbage. Known characters get a stand-in, accented letters
 * outside Latin-1 lose their accent (ő → o), invisible ones and emoji are dropped, the rest become "?".
 */
export const toWinAnsi = (text: string): string =>
  Array.from(text.replace(/\r\n?/g, "\n"))
    .map((char) => {
      if (isWinAnsi(char)) return char;
      const fallback = WIN_ANSI_FALLBACK[char];
      if (fallback !== undefined) return fallback;
      if (/[\u200B-\u200D\u2060\uFEFF]|\uFE0F|\p{Extended_Pictographic}/u.test(char)) return "";
      const base = char.normalize("NFKD").replace(/[\u0300-\u036F]/g, "");
      return base.length > 0 && Array.from(base).every(isWinAnsi) ? base : "?";
    })
    .join("");

const statText = (stat: BrochureStat): string => `${stat.prefix ?? ""}${formatNumber(stat.value)}${stat.suffix ?? ""}`;

const yearOf = (iso: string): string => new Intl.DateTimeFormat("it-IT", { year: "numeric", timeZone: ROME_TIME_ZONE }).format(new Date(iso));

/** "https://calendly.com/x" → "calendly.com/x": shorter to print, the link keeps the full address. */
const displayUrl = (url: string): string => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

class BrochureWriter {
  private readonly root: Struct;

  constructor(
    private readonly doc: Doc,
    private readonly content: BrochureContent,
  ) {
    this.root = doc.struct("Document");
    doc.addStructure(this.root);
  }

  // --- primitives -----------------------------------------------------------------------------

  private style(style: TextStyle): Doc {
    return this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
  }

  private textOptions(style: TextStyle, width: number, extra: PDFKit.Mixins.TextOptions = {}): PDFKit.Mixins.TextOptions {
    return { width, lineGap: style.lineGap ?? 0, characterSpacing: style.characterSpacing ?? 0, ...extra };
  }

  /** Height that `text` takes in `style` at `width`. */
  private measure(text: string, style: TextStyle, width: number): number {
    this.style(style);
    return this.doc.heightOfString(toWinAnsi(text), this.textOptions(style, width));
  }

  private widthOf(text: string, style: TextStyle): number {
    this.style(style);
    return this.doc.widthOfString(toWinAnsi(text), { characterSpacing: style.characterSpacing ?? 0 });
  }

  /** Writes `text` at (x, y) within `width` and returns the y below it. */
  private write(text: string, x: number, y: number, style: TextStyle, width: number, extra: PDFKit.Mixins.TextOptions = {}): number {
    this.style(style);
    this.doc.text(toWinAnsi(text), x, y, this.textOptions(style, width, extra));
    return this.doc.y;
  }

  /**
   * Adds a structure element of `type` under `parent`, whose content is what `draw` writes.
   * `actual` is the text to read aloud or copy when the drawing spreads it out (letter-spaced capitals).
   */
  private tag(parent: Struct, type: string, draw: () => void, actual?: string): void {
    parent.add(this.doc.struct(type, actual === undefined ? {} : { actual }, draw));
  }

  /** A container structure element (Sect, L, LI, Table, TR…) under `parent`. */
  private group(parent: Struct, type: string): Struct {
    const element = this.doc.struct(type);
    parent.add(element);
    return element;
  }

  /** Decoration, drawn as an artifact outside the structure tree (assistive technology skips it). */
  private decorate(draw: () => void, type: "Layout" | "Pagination" = "Layout"): void {
    this.doc.save();
    this.doc.markContent("Artifact", { type });
    draw();
    this.doc.endMarkedContent();
    this.doc.restore();
  }

  private hairline(x1: number, x2: number, y: number, color: string = COLOR.sandLine, width = 0.5): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
  }

  // --- pages and headings ---------------------------------------------------------------------

  private contentPage(): void {
    this.doc.addPage();
    this.decorate(() => {
      this.doc.rect(0, 0, PAGE.width, 6).fill(COLOR.navy);
      this.doc.rect(MARGIN.left, 0, 72, 6).fill(COLOR.amber);
    });
    this.doc.x = MARGIN.left;
    this.doc.y = MARGIN.top;
  }

  /** Starts a new page unless `height` still fits above the bottom margin. */
  private ensureSpace(height: number): void {
    if (this.doc.y + height > CONTENT_BOTTOM) this.contentPage();
  }

  /**
   * Opens a top-level section on a new page: eyebrow, title (H1), an amber rule and an optional lead.
   * The title is also a bookmark of the PDF.
   */
  private section(eyebrow: string, title: string, lead?: string): Struct {
    this.contentPage();
    const sect = this.group(this.root, "Sect");
    this.doc.outline.addItem(title);
    let y = this.doc.y;
    this.tag(
      sect,
      "P",
      () => {
        y = this.write(eyebrow.toUpperCase(), MARGIN.left, y, STYLE.eyebrow, CONTENT_WIDTH);
      },
      eyebrow,
    );
    this.tag(sect, "H1", () => {
      y = this.write(title, MARGIN.left, y + 6, STYLE.h1, CONTENT_WIDTH);
    });
    const ruleY = y + 6;
    this.decorate(() => {
      this.doc.rect(MARGIN.left, ruleY, 36, 3).fill(COLOR.amber);
    });
    y = ruleY + 3 + 14;
    if (lead) {
      this.tag(sect, "P", () => {
        y = this.write(lead, MARGIN.left, y, STYLE.lead, CONTENT_WIDTH);
      });
      y += 6;
    }
    this.doc.y = y;
    return sect;
  }

  /** A second-level heading, kept on one page with `keepWithNext` points of what follows. */
  private subheading(sect: Struct, title: string, keepWithNext: number, spaceBefore = 22): void {
    this.doc.y += spaceBefore;
    this.ensureSpace(this.measure(title, STYLE.h2, CONTENT_WIDTH) + 10 + keepWithNext);
    let y = this.doc.y;
    this.tag(sect, "H2", () => {
      y = this.write(title, MARGIN.left, y, STYLE.h2, CONTENT_WIDTH);
    });
    this.doc.y = y + 10;
  }

  // --- components -----------------------------------------------------------------------------

  /** A row of key figures on a navy (`dark`) or sand (`light`) band. */
  private statBand(sect: Struct, stats: BrochureStat[], tone: "dark" | "light"): void {
    if (stats.length === 0) return;
    const dark = tone === "dark";
    const padX = 20;
    const padY = dark ? 24 : 12;
    const gap = 16;
    const columnWidth = (CONTENT_WIDTH - 2 * padX - gap * (stats.length - 1)) / stats.length;
    // One size for the whole band: the largest up to `maxSize` at which every figure fits its column.
    const maxSize = dark ? 26 : 18;
    const valueSize = stats.reduce((size, stat) => {
      const width = this.widthOf(statText(stat), { font: FONT.bold, size: maxSize, color: COLOR.navy });
      return Math.min(size, (maxSize * columnWidth) / Math.max(width, 1));
    }, maxSize);
    const valueStyle: TextStyle = { font: FONT.bold, size: valueSize, color: dark ? COLOR.amber : COLOR.navy };
    const labelStyle: TextStyle = { ...STYLE.small, color: dark ? COLOR.onNavy : COLOR.slate };
    const labelHeight = Math.max(...stats.map((s) => this.measure(s.label, labelStyle, columnWidth)));
    const height = 2 * padY + valueSize + 5 + labelHeight;

    this.ensureSpace(height);
    const top = this.doc.y;
    this.decorate(() => {
      this.doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 8).fill(dark ? COLOR.navy : COLOR.sand);
      stats.slice(1).forEach((_, i) => {
        const x = MARGIN.left + padX + (i + 1) * (columnWidth + gap) - gap / 2;
        this.doc
          .moveTo(x, top + padY)
          .lineTo(x, top + height - padY)
          .lineWidth(0.6)
          .strokeColor(dark ? COLOR.navyLine : COLOR.sandLine)
          .stroke();
      });
    });
    const list = this.group(sect, "L");
    stats.forEach((stat, i) => {
      const x = MARGIN.left + padX + i * (columnWidth + gap);
      this.tag(list, "LI", () => {
        this.write(statText(stat), x, top + padY, valueStyle, columnWidth + gap / 2, { lineBreak: false });
        this.write(stat.label, x, top + padY + valueSize + 5, labelStyle, columnWidth);
      });
    });
    this.doc.y = top + height;
  }

  /** Where small rounded labels go, in rows within `width` from (x, y). */
  private layoutPills(labels: string[], x: number, y: number, width: number) {
    const padX = 8;
    const height = 17;
    const gap = 6;
    const placed: Array<{ label: string; x: number; y: number; w: number }> = [];
    let cx = x;
    let cy = y;
    labels.forEach((label) => {
      const w = this.widthOf(label, STYLE.pill) + 2 * padX;
      if (cx > x && cx + w > x + width) {
        cx = x;
        cy += height + gap;
      }
      placed.push({ label, x: cx, y: cy, w });
      cx += w + gap;
    });
    const bottom = placed.length > 0 ? placed[placed.length - 1].y + height : y;
    return { placed, padX, height, bottom };
  }

  private pills(parent: Struct, labels: string[], x: number, y: number, width: number): number {
    const { placed, padX, height, bottom } = this.layoutPills(labels, x, y, width);
    this.decorate(() => {
      placed.forEach((p) => {
        this.doc
          .roundedRect(p.x, p.y, p.w, height, height / 2)
          .lineWidth(0.8)
          .fillAndStroke(COLOR.white, COLOR.sandLine);
      });
    });
    const list = this.group(parent, "L");
    placed.forEach((p) => {
      this.tag(list, "LI", () => {
        this.write(p.label, p.x + padX, p.y + (height - STYLE.pill.size) / 2 + 0.6, STYLE.pill, p.w, { lineBreak: false });
      });
    });
    return bottom;
  }

  // --- the brochure ---------------------------------------------------------------------------

  cover(): void {
    const { doc } = this;
    const { site } = this.content;
    doc.addPage({ size: "A4", margin: 0 });
    const sect = this.group(this.root, "Sect");
    doc.outline.addItem(site.brandName);

    this.decorate(() => {
      doc.rect(0, 0, PAGE.width, PAGE.height).fill(COLOR.navy);
      // Altura ("height"): a sun rising behind two mountain ranges.
      doc.circle(452, 560, 78).fill(COLOR.amber);
      doc
        .polygon(
          [0, 640],
          [70, 585],
          [128, 612],
          [236, 508],
          [318, 578],
          [398, 528],
          [470, 590],
          [540, 548],
          [PAGE.width, 586],
          [PAGE.width, PAGE.height],
          [0, PAGE.height],
        )
        .fill(COLOR.navySoft);
      doc
        .polygon([0, 720], [104, 650], [176, 690], [292, 618], [380, 686], [470, 640], [PAGE.width, 700], [PAGE.width, PAGE.height], [0, PAGE.height])
        .fill(COLOR.navyDeep);
      // Logo mark: a small peak.
      doc.polygon([MARGIN.left, 82], [MARGIN.left + 11, 64], [MARGIN.left + 22, 82]).fill(COLOR.amber);
      doc.rect(MARGIN.left, 186, 40, 4).fill(COLOR.amber);
    });

    this.tag(
      sect,
      "P",
      () => {
        this.write(site.brandName.toUpperCase(), MARGIN.left + 32, 69, { font: FONT.bold, size: 10, color: COLOR.white, characterSpacing: 2.4 }, 300, {
          lineBreak: false,
        });
      },
      site.brandName,
    );
    let y = 214;
    this.tag(sect, "H1", () => {
      y = this.write(site.brandName, MARGIN.left, y, { font: FONT.bold, size: 42, color: COLOR.white }, CONTENT_WIDTH);
    });
    this.tag(sect, "P", () => {
      y = this.write(site.tagline, MARGIN.left, y + 10, { font: FONT.bold, size: 20, color: COLOR.amber, lineGap: 2 }, 400);
    });
    this.tag(sect, "P", () => {
      this.write(
        "Consulenza strategica, formazione avanzata ed eventi aziendali per accelerare la crescita del tuo business.",
        MARGIN.left,
        y + 18,
        { font: FONT.regular, size: 13, color: COLOR.onNavy, lineGap: 4 },
        360,
      );
    });

    const edition = `Brochure ${yearOf(this.content.generatedAt)}`;
    this.tag(
      sect,
      "P",
      () => {
        this.write(edition.toUpperCase(), MARGIN.left, 752, { font: FONT.bold, size: 9, color: COLOR.amber, characterSpacing: 2 }, 300, { lineBreak: false });
      },
      edition,
    );
    this.tag(sect, "P", () => {
      this.write(`${site.city}  ·  ${site.email}  ·  ${site.phone}`, MARGIN.left, 770, { font: FONT.regular, size: 10, color: COLOR.onNavy }, CONTENT_WIDTH, {
        lineBreak: false,
      });
    });
  }

  whoWeAre(): void {
    const { services, stats, site } = this.content;
    const sect = this.section("Chi siamo", "Chi siamo e cosa facciamo", site.description);

    const padding = 20;
    const leftWidth = 150;
    const columnGap = 20;
    const leftX = MARGIN.left + padding + 4;
    const rightX = leftX + leftWidth + columnGap;
    const rightWidth = RIGHT_EDGE - padding - rightX;
    const subtitleStyle: TextStyle = { ...STYLE.small, color: COLOR.muted };
    const list = this.group(sect, "L");
    services.forEach((service, i) => {
      const leftHeight = 15 + this.measure(service.title, STYLE.h3, leftWidth) + 5 + this.measure(service.subtitle, subtitleStyle, leftWidth);
      const descriptionHeight = this.measure(service.description, STYLE.body, rightWidth);
      const pillsHeight = this.layoutPills(service.features, 0, 0, rightWidth).bottom;
      const height = 2 * padding + Math.max(leftHeight, descriptionHeight + 12 + pillsHeight);

      this.doc.y += i === 0 ? 10 : 16;
      this.ensureSpace(height);
      const top = this.doc.y;
      this.decorate(() => {
        this.doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 8).fill(COLOR.sand);
        this.doc.rect(MARGIN.left, top + padding, 3, height - 2 * padding).fill(COLOR.amber);
      });
      const item = this.group(list, "LI");
      this.tag(item, "Lbl", () => {
        this.write(String(i + 1).padStart(2, "0"), leftX, top + padding, { ...STYLE.label, size: 9, color: COLOR.amberText }, leftWidth, {
          lineBreak: false,
        });
      });
      const body = this.group(item, "LBody");
      let left = top + padding + 15;
      this.tag(body, "H2", () => {
        left = this.write(service.title, leftX, left, STYLE.h3, leftWidth);
      });
      this.tag(body, "P", () => {
        this.write(service.subtitle, leftX, left + 5, subtitleStyle, leftWidth);
      });
      let right = top + padding - 1;
      this.tag(body, "P", () => {
        right = this.write(service.description, rightX, right, STYLE.body, rightWidth);
      });
      this.pills(body, service.features, rightX, right + 12, rightWidth);
      this.doc.y = top + height;
    });

    this.subheading(sect, "I nostri numeri", 100, 40);
    this.statBand(sect, stats.home, "dark");
  }

  method(): void {
    const { methodSteps, cases } = this.content;
    const sect = this.section(
      "Come lavoriamo",
      "Il nostro metodo",
      "Quattro fasi, dalla prima analisi ai risultati misurati: sai sempre a che punto siamo e che cosa succede dopo.",
    );

    const badge = 30;
    const textX = MARGIN.left + badge + 18;
    const textWidth = RIGHT_EDGE - textX;
    const list = this.group(sect, "L");
    let previous: number | undefined;
    methodSteps.forEach((step, i) => {
      const height = Math.max(badge, this.measure(step.title, STYLE.h3, textWidth) + 4 + this.measure(step.description, STYLE.body, textWidth));
      this.doc.y += i === 0 ? 8 : 18;
      this.ensureSpace(height);
      const top = this.doc.y;
      const from = previous;
      this.decorate(() => {
        // The line joining this badge to the previous one, when both are on this page.
        if (from !== undefined && from < top) {
          this.doc
            .moveTo(MARGIN.left + badge / 2, from + badge + 4)
            .lineTo(MARGIN.left + badge / 2, top - 4)
            .lineWidth(1.2)
            .strokeColor(COLOR.sandLine)
            .stroke();
        }
        this.doc.circle(MARGIN.left + badge / 2, top + badge / 2, badge / 2).fill(COLOR.navy);
      });
      previous = top;
      const item = this.group(list, "LI");
      this.tag(item, "Lbl", () => {
        this.write(String(i + 1), MARGIN.left, top + badge / 2 - 4.6, { font: FONT.bold, size: 13, color: COLOR.amber }, badge, {
          align: "center",
          lineBreak: false,
        });
      });
      const body = this.group(item, "LBody");
      let y = top + 1;
      this.tag(body, "H2", () => {
        y = this.write(step.title, textX, y, STYLE.h3, textWidth);
      });
      this.tag(body, "P", () => {
        y = this.write(step.description, textX, y + 4, STYLE.body, textWidth);
      });
      this.doc.y = Math.max(y, top + badge);
    });

    if (cases.length === 0) return;
    // Results: one card per case, side by side.
    this.subheading(sect, "Risultati concreti", 220, 34);
    const gap = 12;
    const padding = 16;
    const cardWidth = (CONTENT_WIDTH - gap * (cases.length - 1)) / cases.length;
    const innerWidth = cardWidth - 2 * padding;
    const metricStyle: TextStyle = { font: FONT.bold, size: 30, color: COLOR.amber };
    const descriptionStyle: TextStyle = { font: FONT.bold, size: 10, color: COLOR.white, lineGap: 1.5 };
    const titleStyle: TextStyle = { font: FONT.bold, size: 10.5, color: COLOR.white, lineGap: 1 };
    const sectorStyle: TextStyle = { ...STYLE.label, size: 7, color: COLOR.amber, characterSpacing: 0.9 };
    const detailStyle: TextStyle = { ...STYLE.small, color: COLOR.onNavy, lineGap: 2 };
    const tallest = (measure: (c: BrochureContent["cases"][number]) => number) => Math.max(...cases.map(measure));
    const descriptionHeight = tallest((c) => this.measure(c.description, descriptionStyle, innerWidth));
    const titleHeight = tallest((c) => this.measure(c.title, titleStyle, innerWidth));
    const sectorHeight = tallest((c) => this.measure(c.sector.toUpperCase(), sectorStyle, innerWidth));
    const detailHeight = tallest((c) => this.measure(c.detail, detailStyle, innerWidth));
    const ruleOffset = padding + 30 + 4 + descriptionHeight + 12;
    const titleOffset = ruleOffset + 2 + 12;
    const sectorOffset = titleOffset + titleHeight + 3;
    const detailOffset = sectorOffset + sectorHeight + 8;
    const height = detailOffset + detailHeight + padding;
    this.ensureSpace(height);
    const top = this.doc.y;
    this.decorate(() => {
      cases.forEach((_, i) => {
        const x = MARGIN.left + i * (cardWidth + gap);
        this.doc.roundedRect(x, top, cardWidth, height, 8).fill(COLOR.navy);
        this.doc.rect(x + padding, top + ruleOffset, 24, 2).fill(COLOR.amber);
      });
    });
    const caseList = this.group(sect, "L");
    cases.forEach((c, i) => {
      const x = MARGIN.left + i * (cardWidth + gap) + padding;
      const item = this.group(caseList, "LI");
      this.tag(item, "P", () => {
        this.write(`${c.prefix}${formatNumber(c.metric)}${c.unit}`, x, top + padding, metricStyle, innerWidth, { lineBreak: false });
        this.write(c.description, x, top + padding + 34, descriptionStyle, innerWidth);
      });
      this.tag(item, "H3", () => {
        this.write(c.title, x, top + titleOffset, titleStyle, innerWidth);
      });
      this.tag(item, "P", () => this.write(c.sector.toUpperCase(), x, top + sectorOffset, sectorStyle, innerWidth), c.sector);
      this.tag(item, "P", () => {
        this.write(c.detail, x, top + detailOffset, detailStyle, innerWidth);
      });
    });
    this.doc.y = top + height;
  }

  academy(): void {
    const { courseCategories, stats } = this.content;
    const sect = this.section(
      "Academy",
      "Academy",
      "Corsi pratici tenuti da professionisti che lavorano ogni giorno sui progetti dei clienti: in presenza, online live o in formula blended.",
    );
    this.doc.y += 4;
    this.statBand(sect, stats.academy, "light");
    if (courseCategories.length === 0) return;
    this.subheading(sect, "Il catalogo dei corsi", 80, 20);
    // The VAT note, once, on the line of the heading.
    // Same baseline as the heading (Helvetica's ascender is 0.718 em).
    const noteY = this.doc.y - 10 - this.measure("Il catalogo dei corsi", STYLE.h2, CONTENT_WIDTH) + 0.718 * (STYLE.h2.size - STYLE.small.size);
    this.tag(sect, "P", () => {
      this.write("Prezzi IVA esclusa", MARGIN.left, noteY, STYLE.small, CONTENT_WIDTH, { align: "right", lineBreak: false });
    });

    const columns = [
      { header: "Corso", width: 244, align: "left" as const },
      { header: "Livello", width: 58, align: "left" as const },
      { header: "Modalità", width: 68, align: "left" as const },
      { header: "Durata", width: 52, align: "left" as const },
      { header: "Prezzo", width: CONTENT_WIDTH - 244 - 58 - 68 - 52, align: "right" as const },
    ];
    const padX = 8;
    const padY = 5;
    const headerStyle: TextStyle = { ...STYLE.label, size: 7, color: COLOR.white, characterSpacing: 1 };
    const cellStyle: TextStyle = { ...STYLE.body, size: 9, lineGap: 1 };
    const strongStyle: TextStyle = { ...cellStyle, font: FONT.bold, color: COLOR.navy };
    const categoryStyle: TextStyle = { font: FONT.bold, size: 9, color: COLOR.navy };

    const table = this.group(sect, "Table");
    const headerRow = (): void => {
      const height = 2 * 6.5 + headerStyle.size;
      const top = this.doc.y;
      this.decorate(() => {
        this.doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 4).fill(COLOR.navy);
      });
      const row = this.group(table, "TR");
      let x = MARGIN.left;
      columns.forEach((column) => {
        const cellX = x;
        this.tag(
          row,
          "TH",
          () =>
            this.write(column.header.toUpperCase(), cellX + padX, top + 6.8, headerStyle, column.width - 2 * padX, { align: column.align, lineBreak: false }),
          column.header,
        );
        x += column.width;
      });
      this.doc.y = top + height;
    };
    /** Continues the table on a new page (with its header) unless `height` fits on this one. */
    const keepRow = (height: number): void => {
      if (this.doc.y + height <= CONTENT_BOTTOM) return;
      this.contentPage();
      headerRow();
    };
    const cellsOf = (course: BrochureCourse): string[] => [
      course.title,
      course.levelLabel,
      course.modeLabel,
      formatHours(course.durationHours),
      formatEuro(course.priceEur),
    ];
    const styleOf = (column: number): TextStyle => (column === 0 || column === 4 ? strongStyle : cellStyle);
    const rowHeight = (cells: string[]): number => 2 * padY + Math.max(...cells.map((cell, i) => this.measure(cell, styleOf(i), columns[i].width - 2 * padX)));

    this.ensureSpace(140);
    headerRow();
    courseCategories.forEach((category) => {
      const categoryHeight = 2 * 5 + categoryStyle.size;
      keepRow(4 + categoryHeight + rowHeight(cellsOf(category.courses[0])));
      const top = this.doc.y + 4;
      this.decorate(() => {
        this.doc.rect(MARGIN.left, top, CONTENT_WIDTH, categoryHeight).fill(COLOR.sand);
        this.doc.rect(MARGIN.left, top, 3, categoryHeight).fill(COLOR.amber);
      });
      const categoryRow = this.group(table, "TR");
      this.tag(categoryRow, "TH", () => {
        this.write(category.label, MARGIN.left + padX + 3, top + 5.3, categoryStyle, CONTENT_WIDTH - 2 * padX, { lineBreak: false });
      });
      this.doc.y = top + categoryHeight;

      category.courses.forEach((course, index) => {
        const cells = cellsOf(course);
        const height = rowHeight(cells);
        keepRow(height);
        const rowTop = this.doc.y;
        if (index < category.courses.length - 1) {
          this.decorate(() => this.hairline(MARGIN.left, RIGHT_EDGE, rowTop + height));
        }
        const row = this.group(table, "TR");
        let x = MARGIN.left;
        cells.forEach((cell, i) => {
          this.tag(row, "TD", () => {
            this.write(cell, x + padX, rowTop + padY, styleOf(i), columns[i].width - 2 * padX, { align: columns[i].align });
          });
          x += columns[i].width;
        });
        this.doc.y = rowTop + height;
      });
    });
    this.decorate(() => this.hairline(MARGIN.left, RIGHT_EDGE, this.doc.y, COLOR.navy, 0.8));
  }

  events(): void {
    const { events, eventServices, stats } = this.content;
    const sect = this.section("Eventi aziendali", "Eventi");
    this.statBand(sect, stats.eventi, "light");

    if (events.length > 0) {
      // Upcoming events: three per row.
      this.subheading(sect, "Prossimi eventi", 60, 20);
      const perRow = 3;
      const gap = 20;
      const cellWidth = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
      const typeStyle: TextStyle = { ...STYLE.label, size: 7, color: COLOR.amberText };
      const titleStyle: TextStyle = { ...STYLE.h3, size: 10.5 };
      const whenStyle: TextStyle = { ...STYLE.small, font: FONT.bold, color: COLOR.slate };
      const whereStyle: TextStyle = { ...STYLE.small, lineGap: 0 };
      const whenOf = (e: BrochureContent["events"][number]) => `${formatDate(e.startDate)} · ore ${formatTime(e.startDate)}`;
      const whereOf = (e: BrochureContent["events"][number]) => `${e.venue}, ${e.city}`;
      const list = this.group(sect, "L");
      for (let i = 0; i < events.length; i += perRow) {
        const row = events.slice(i, i + perRow);
        const titleHeight = Math.max(...row.map((e) => this.measure(e.title, titleStyle, cellWidth)));
        const whenHeight = Math.max(...row.map((e) => this.measure(whenOf(e), whenStyle, cellWidth)));
        const whereHeight = Math.max(...row.map((e) => this.measure(whereOf(e), whereStyle, cellWidth)));
        const height = typeStyle.size + 5 + titleHeight + 4 + whenHeight + 1 + whereHeight;
        this.doc.y += i === 0 ? 2 : 11;
        this.ensureSpace(height + 11);
        const top = this.doc.y;
        row.forEach((event, j) => {
          const x = MARGIN.left + j * (cellWidth + gap);
          const item = this.group(list, "LI");
          this.tag(item, "P", () => this.write(event.typeLabel.toUpperCase(), x, top, typeStyle, cellWidth, { lineBreak: false }), event.typeLabel);
          this.tag(item, "H3", () => {
            this.write(event.title, x, top + typeStyle.size + 5, titleStyle, cellWidth);
          });
          // Date and place line up across the row, whatever the length of the titles.
          const whenY = top + typeStyle.size + 5 + titleHeight + 4;
          this.tag(item, "P", () => {
            this.write(whenOf(event), x, whenY, whenStyle, cellWidth);
            this.write(whereOf(event), x, whenY + whenHeight + 1, whereStyle, cellWidth);
          });
        });
        const bottom = top + height + 11;
        if (i + perRow < events.length) this.decorate(() => this.hairline(MARGIN.left, RIGHT_EDGE, bottom));
        this.doc.y = bottom;
      }
    }

    if (eventServices.length === 0) return;
    // What we organise: four columns under an amber rule.
    this.subheading(sect, "Cosa organizziamo", 90, 20);
    const perRow = 4;
    const gap = 16;
    const columnWidth = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
    const titleStyle: TextStyle = { ...STYLE.h3, size: 10 };
    const descriptionStyle: TextStyle = { ...STYLE.small, color: COLOR.slate, lineGap: 1.8 };
    const list = this.group(sect, "L");
    for (let i = 0; i < eventServices.length; i += perRow) {
      const row = eventServices.slice(i, i + perRow);
      const titleHeight = Math.max(...row.map((s) => this.measure(s.title, titleStyle, columnWidth)));
      const height = 10 + titleHeight + 5 + Math.max(...row.map((s) => this.measure(s.description, descriptionStyle, columnWidth)));
      if (i > 0) this.doc.y += 18;
      this.ensureSpace(height);
      const top = this.doc.y;
      this.decorate(() => {
        row.forEach((_, j) => {
          const x = MARGIN.left + j * (columnWidth + gap);
          this.doc.rect(x, top, columnWidth, 2).fill(COLOR.sandLine);
          this.doc.rect(x, top, 24, 2).fill(COLOR.amber);
        });
      });
      row.forEach((service, j) => {
        const x = MARGIN.left + j * (columnWidth + gap);
        const item = this.group(list, "LI");
        this.tag(item, "H3", () => {
          this.write(service.title, x, top + 10, titleStyle, columnWidth);
        });
        this.tag(item, "P", () => {
          this.write(service.description, x, top + 10 + titleHeight + 5, descriptionStyle, columnWidth);
        });
      });
      this.doc.y = top + height;
    }
  }

  /** Contacts: a navy panel (title on the left, ways to reach us on the right), then the legal details. */
  contacts(): void {
    const { doc } = this;
    const { site } = this.content;
    const { legal } = site;
    const { address } = legal;

    const padding = 22;
    const gap = 24;
    const leftWidth = 170;
    const leftX = MARGIN.left + padding;
    const rightX = leftX + leftWidth + gap;
    const rightWidth = RIGHT_EDGE - padding - rightX;
    const eyebrowStyle: TextStyle = { ...STYLE.eyebrow, color: COLOR.amber };
    const titleStyle: TextStyle = { font: FONT.bold, size: 18, color: COLOR.white, lineGap: 1 };
    const leadStyle: TextStyle = { ...STYLE.small, size: 9, color: COLOR.onNavy, lineGap: 2 };
    const labelStyle: TextStyle = { ...STYLE.label, size: 6.5, color: COLOR.onNavyMuted };
    const valueStyle: TextStyle = { font: FONT.bold, size: 10, color: COLOR.white, lineGap: 1 };
    const linkStyle: TextStyle = { ...valueStyle, color: COLOR.amber };
    const legalStyle: TextStyle = { ...STYLE.small, size: 7.5, lineGap: 2 };

    const title = "Parliamo del tuo progetto";
    const lead = `Raccontaci i tuoi obiettivi: ti rispondiamo entro ${formatNumber(site.replyTimeHours)} ore.`;
    const rows: Array<{ label: string; value: string; link?: string }> = [
      { label: "E-mail", value: site.email, link: `mailto:${site.email}` },
      { label: "Telefono", value: site.phone, link: telHref(site.phone) },
      { label: "Sede", value: site.city },
      { label: `Prenota una call conoscitiva di ${formatNumber(site.introCallMinutes)} minuti`, value: displayUrl(site.bookingUrl), link: site.bookingUrl },
    ];
    const legalText =
      `${legal.companyName} · ${address.street}, ${address.postalCode} ${address.city} (${address.province}) · ` +
      `P.IVA ${legal.vatNumber} · REA ${legal.rea} · Capitale sociale ${formatEuroCents(legal.shareCapitalEur)} i.v. · PEC ${legal.pec}`;

    const leftHeight = eyebrowStyle.size + 8 + this.measure(title, titleStyle, leftWidth) + 8 + this.measure(lead, leadStyle, leftWidth);
    const rowHeight = (row: (typeof rows)[number]) => labelStyle.size + 4 + this.measure(row.value, row.link ? linkStyle : valueStyle, rightWidth);
    const rowGap = 8;
    const rightHeight = rows.reduce((h, row) => h + rowHeight(row), 0) + rowGap * (rows.length - 1);
    const boxHeight = 2 * padding + Math.max(leftHeight, rightHeight);
    const legalHeight = 10 + this.measure(legalText, legalStyle, CONTENT_WIDTH);

    doc.y += 24;
    this.ensureSpace(boxHeight + legalHeight);
    const top = doc.y;
    const sect = this.group(this.root, "Sect");
    doc.outline.addItem("Contatti");
    this.decorate(() => {
      doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, boxHeight, 10).fill(COLOR.navy);
      const dividerX = rightX - gap / 2;
      doc
        .moveTo(dividerX, top + padding)
        .lineTo(dividerX, top + boxHeight - padding)
        .lineWidth(0.6)
        .strokeColor(COLOR.navyLine)
        .stroke();
    });

    let y = 0;
    this.tag(sect, "P", () => this.write("CONTATTI", leftX, top + padding, eyebrowStyle, leftWidth, { lineBreak: false }), "Contatti");
    this.tag(sect, "H1", () => {
      y = this.write(title, leftX, top + padding + eyebrowStyle.size + 8, titleStyle, leftWidth);
    });
    this.tag(sect, "P", () => {
      this.write(lead, leftX, y + 8, leadStyle, leftWidth);
    });

    y = top + padding;
    const list = this.group(sect, "L");
    rows.forEach((row) => {
      const item = this.group(list, "LI");
      const labelY = y;
      this.tag(item, "Lbl", () => this.write(row.label.toUpperCase(), rightX, labelY, labelStyle, rightWidth, { lineBreak: false }), row.label);
      const body = this.group(item, "LBody");
      const valueY = labelY + labelStyle.size + 4;
      const link = row.link;
      if (link) {
        this.tag(body, "Link", () => {
          y = this.write(row.value, rightX, valueY, link.startsWith("http") ? linkStyle : valueStyle, rightWidth, {
            link,
            underline: link.startsWith("http"),
          });
        });
      } else {
        this.tag(body, "P", () => {
          y = this.write(row.value, rightX, valueY, valueStyle, rightWidth);
        });
      }
      y += rowGap;
    });

    const legalY = top + boxHeight + 10;
    this.tag(sect, "P", () => {
      this.write(legalText, MARGIN.left, legalY, legalStyle, CONTENT_WIDTH);
    });
  }

  /** Brand and "Pagina N di M" at the foot of every page but the cover. */
  footers(): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    const total = range.count;
    const brand = `${this.content.site.brandName}  ·  Brochure ${yearOf(this.content.generatedAt)}`;
    const style: TextStyle = { ...STYLE.small, size: 8, lineGap: 0 };
    const y = PAGE.height - 44;
    for (let i = range.start + 1; i < range.start + total; i += 1) {
      doc.switchToPage(i);
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0; // writing below the bottom margin must not open a new page
      this.decorate(() => {
        this.hairline(MARGIN.left, RIGHT_EDGE, y - 10);
        this.write(brand, MARGIN.left, y, style, CONTENT_WIDTH / 2, { lineBreak: false });
        this.write(`Pagina ${i - range.start + 1} di ${total}`, MARGIN.left + CONTENT_WIDTH / 2, y, style, CONTENT_WIDTH / 2, {
          align: "right",
          lineBreak: false,
        });
      }, "Pagination");
      doc.page.margins.bottom = bottomMargin;
    }
  }
}

/** Renders the brochure as an A4 PDF (compressed, tagged, in Italian). */
export const renderBrochure = (content: BrochureContent): Promise<Buffer> =>
  new Promise<Buffer>((resolve, reject) => {
    const generatedAt = new Date(content.generatedAt);
    const doc = new PDFDocument({
      size: "A4",
      margins: MARGIN,
      autoFirstPage: false,
      bufferPages: true,
      compress: true,
      pdfVersion: "1.7",
      lang: "it-IT",
      tagged: true,
      displayTitle: true,
      info: {
        Title: `${content.site.brandName} — Brochure`,
        Author: content.site.legalName,
        Subject: "Consulenza strategica, formazione avanzata ed eventi aziendali",
        Keywords: "consulenza strategica, Academy, formazione, eventi aziendali, Milano",
        Creator: content.site.brandName,
        CreationDate: generatedAt,
        ModDate: generatedAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      const writer = new BrochureWriter(doc, content);
      writer.cover();
      writer.whoWeAre();
      writer.method();
      writer.academy();
      writer.events();
      writer.contacts();
      writer.footers();
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
