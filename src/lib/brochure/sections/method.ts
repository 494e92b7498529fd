/** "Il nostro metodo": the numbered steps of the method, then a card per case study with its result. */
import { formatsFor } from "../../format/formats";
import { brochureDictionaryFor } from "../../../i18n/dictionaries/brochure";
import type { BrochureContent } from "../brochure-content";
import { COLOR, CONTENT_WIDTH, FONT, MARGIN, RIGHT_EDGE, STYLE, type TextStyle } from "../brochure-style";
import { section, subheading } from "../headings";
import type { PdfWriter, Struct } from "../pdf-writer";

export const drawMethod = (pdf: PdfWriter, content: BrochureContent): void => {
  const words = brochureDictionaryFor(content.locale).method;
  const sect = section(pdf, words.eyebrow, words.title, words.lead);
  numberedSteps(pdf, sect, content.methodSteps);
  caseCards(pdf, sect, content);
};

/** The steps down the page, each beside a navy badge with its number, the badges joined by a line. */
const numberedSteps = (pdf: PdfWriter, sect: Struct, methodSteps: BrochureContent["methodSteps"]): void => {
  const badge = 30;
  const textX = MARGIN.left + badge + 18;
  const textWidth = RIGHT_EDGE - textX;
  const list = pdf.group(sect, "L");
  let previous: number | undefined;
  methodSteps.forEach((step, i) => {
    const height = Math.max(badge, pdf.measure(step.title, STYLE.h3, textWidth) + 4 + pdf.measure(step.description, STYLE.body, textWidth));
    pdf.doc.y += i === 0 ? 8 : 18;
    pdf.ensureSpace(height);
    const top = pdf.doc.y;
    const from = previous;
    pdf.decorate(() => {
      // The line joining this badge to the previous one, when both are on this page.
      if (from !== undefined && from < top) {
        pdf.doc
          .moveTo(MARGIN.left + badge / 2, from + badge + 4)
          .lineTo(MARGIN.left + badge / 2, top - 4)
          .lineWidth(1.2)
          .strokeColor(COLOR.sandLine)
          .stroke();
      }
      pdf.doc.circle(MARGIN.left + badge / 2, top + badge / 2, badge / 2).fill(COLOR.navy);
    });
    previous = top;
    const item = pdf.group(list, "LI");
    pdf.tag(item, "Lbl", () => {
      pdf.write(String(i + 1), MARGIN.left, top + badge / 2 - 4.6, { font: FONT.bold, size: 13, color: COLOR.amber }, badge, {
        align: "center",
        lineBreak: false,
      });
    });
    const body = pdf.group(item, "LBody");
    let y = top + 1;
    pdf.tag(body, "H2", () => {
      y = pdf.write(step.title, textX, y, STYLE.h3, textWidth);
    });
    pdf.tag(body, "P", () => {
      y = pdf.write(step.description, textX, y + 4, STYLE.body, textWidth);
    });
    pdf.doc.y = Math.max(y, top + badge);
  });
};

/** "Risultati concreti": one navy card per case, side by side, its figure first. */
const caseCards = (pdf: PdfWriter, sect: Struct, { cases, locale }: BrochureContent): void => {
  if (cases.length === 0) return;
  const { formatNumber } = formatsFor(locale);
  subheading(pdf, sect, brochureDictionaryFor(locale).method.cases, 220, 34);
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
  const descriptionHeight = tallest((c) => pdf.measure(c.description, descriptionStyle, innerWidth));
  const titleHeight = tallest((c) => pdf.measure(c.title, titleStyle, innerWidth));
  const sectorHeight = tallest((c) => pdf.measure(c.sector.toUpperCase(), sectorStyle, innerWidth));
  const detailHeight = tallest((c) => pdf.measure(c.detail, detailStyle, innerWidth));
  const ruleOffset = padding + 30 + 4 + descriptionHeight + 12;
  const titleOffset = ruleOffset + 2 + 12;
  const sectorOffset = titleOffset + titleHeight + 3;
  const detailOffset = sectorOffset + sectorHeight + 8;
  const height = detailOffset + detailHeight + padding;
  pdf.ensureSpace(height);
  const top = pdf.doc.y;
  pdf.decorate(() => {
    cases.forEach((_, i) => {
      const x = MARGIN.left + i * (cardWidth + gap);
      pdf.doc.roundedRect(x, top, cardWidth, height, 8).fill(COLOR.navy);
      pdf.doc.rect(x + padding, top + ruleOffset, 24, 2).fill(COLOR.amber);
    });
  });
  const caseList = pdf.group(sect, "L");
  cases.forEach((c, i) => {
    const x = MARGIN.left + i * (cardWidth + gap) + padding;
    const item = pdf.group(caseList, "LI");
    pdf.tag(item, "P", () => {
      pdf.write(`${c.prefix}${formatNumber(c.metric)}${c.unit}`, x, top + padding, metricStyle, innerWidth, { lineBreak: false });
      pdf.write(c.description, x, top + padding + 34, descriptionStyle, innerWidth);
    });
    pdf.tag(item, "H3", () => {
      pdf.write(c.title, x, top + titleOffset, titleStyle, innerWidth);
    });
    pdf.tag(item, "P", () => pdf.write(c.sector.toUpperCase(), x, top + sectorOffset, sectorStyle, innerWidth), c.sector);
    pdf.tag(item, "P", () => {
      pdf.write(c.detail, x, top + detailOffset, detailStyle, innerWidth);
    });
  });
  pdf.doc.y = top + height;
};
