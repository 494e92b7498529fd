/** "Academy": the academy's key figures and the course catalogue as a table, grouped by category. */
import { formatsFor } from "../../format/formats";
import { brochureDictionaryFor } from "../../../i18n/dictionaries/brochure";
import type { BrochureContent, BrochureCourse } from "../brochure-content";
import { COLOR, CONTENT_BOTTOM, CONTENT_WIDTH, FONT, MARGIN, RIGHT_EDGE, STYLE, type TextStyle } from "../brochure-style";
import { section, subheading } from "../headings";
import type { PdfWriter, Struct } from "../pdf-writer";
import { statBand } from "../stat-band";

export const drawAcademy = (pdf: PdfWriter, content: BrochureContent): void => {
  const words = brochureDictionaryFor(content.locale).academy;
  const sect = section(pdf, words.eyebrow, words.title, words.lead);
  pdf.doc.y += 4;
  statBand(pdf, sect, content.stats.academy, "light", content.locale);
  courseCatalogue(pdf, sect, content);
};

/** "Il catalogo dei corsi": a table with a row per course under a row per category; its header repeats on each page. */
const courseCatalogue = (pdf: PdfWriter, sect: Struct, { courseCategories, locale }: BrochureContent): void => {
  if (courseCategories.length === 0) return;
  const words = brochureDictionaryFor(locale).academy;
  const { formatEuro, formatHours } = formatsFor(locale);
  subheading(pdf, sect, words.catalogue, 80, 20);
  // The VAT note, once, on the heading's baseline (Helvetica's ascender is 0.718 em).
  const noteY = pdf.doc.y - 10 - pdf.measure(words.catalogue, STYLE.h2, CONTENT_WIDTH) + 0.718 * (STYLE.h2.size - STYLE.small.size);
  pdf.tag(sect, "P", () => {
    pdf.write(words.pricesExcludeVat, MARGIN.left, noteY, STYLE.small, CONTENT_WIDTH, { align: "right", lineBreak: false });
  });

  const columns = [
    { header: words.columns.course, width: 244, align: "left" as const },
    { header: words.columns.level, width: 58, align: "left" as const },
    { header: words.columns.mode, width: 68, align: "left" as const },
    { header: words.columns.duration, width: 52, align: "left" as const },
    { header: words.columns.price, width: CONTENT_WIDTH - 244 - 58 - 68 - 52, align: "right" as const },
  ];
  const padX = 8;
  const padY = 5;
  const headerStyle: TextStyle = { ...STYLE.label, size: 7, color: COLOR.white, characterSpacing: 1 };
  const cellStyle: TextStyle = { ...STYLE.body, size: 9, lineGap: 1 };
  const strongStyle: TextStyle = { ...cellStyle, font: FONT.bold, color: COLOR.navy };
  const categoryStyle: TextStyle = { font: FONT.bold, size: 9, color: COLOR.navy };

  const table = pdf.group(sect, "Table");
  const headerRow = (): void => {
    const height = 2 * 6.5 + headerStyle.size;
    const top = pdf.doc.y;
    pdf.decorate(() => {
      pdf.doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 4).fill(COLOR.navy);
    });
    const row = pdf.group(table, "TR");
    let x = MARGIN.left;
    columns.forEach((column) => {
      const cellX = x;
      pdf.tag(
        row,
        "TH",
        () => pdf.write(column.header.toUpperCase(), cellX + padX, top + 6.8, headerStyle, column.width - 2 * padX, { align: column.align, lineBreak: false }),
        column.header,
      );
      x += column.width;
    });
    pdf.doc.y = top + height;
  };
  /** Continues the table on a new page (with its header) unless `height` fits on this one. */
  const keepRow = (height: number): void => {
    if (pdf.doc.y + height <= CONTENT_BOTTOM) return;
    pdf.contentPage();
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
  const rowHeight = (cells: string[]): number => 2 * padY + Math.max(...cells.map((cell, i) => pdf.measure(cell, styleOf(i), columns[i].width - 2 * padX)));

  pdf.ensureSpace(140);
  headerRow();
  courseCategories.forEach((category) => {
    const categoryHeight = 2 * 5 + categoryStyle.size;
    keepRow(4 + categoryHeight + rowHeight(cellsOf(category.courses[0])));
    const top = pdf.doc.y + 4;
    pdf.decorate(() => {
      pdf.doc.rect(MARGIN.left, top, CONTENT_WIDTH, categoryHeight).fill(COLOR.sand);
      pdf.doc.rect(MARGIN.left, top, 3, categoryHeight).fill(COLOR.amber);
    });
    const categoryRow = pdf.group(table, "TR");
    pdf.tag(categoryRow, "TH", () => {
      pdf.write(category.label, MARGIN.left + padX + 3, top + 5.3, categoryStyle, CONTENT_WIDTH - 2 * padX, { lineBreak: false });
    });
    pdf.doc.y = top + categoryHeight;

    category.courses.forEach((course, index) => {
      const cells = cellsOf(course);
      const height = rowHeight(cells);
      keepRow(height);
      const rowTop = pdf.doc.y;
      if (index < category.courses.length - 1) {
        pdf.decorate(() => pdf.hairline(MARGIN.left, RIGHT_EDGE, rowTop + height));
      }
      const row = pdf.group(table, "TR");
      let x = MARGIN.left;
      cells.forEach((cell, i) => {
        pdf.tag(row, "TD", () => {
          pdf.write(cell, x + padX, rowTop + padY, styleOf(i), columns[i].width - 2 * padX, { align: columns[i].align });
        });
        x += columns[i].width;
      });
      pdf.doc.y = rowTop + height;
    });
  });
  pdf.decorate(() => pdf.hairline(MARGIN.left, RIGHT_EDGE, pdf.doc.y, COLOR.navy, 0.8));
};
