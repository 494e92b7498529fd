/** "Eventi": the events' key figures, the upcoming events three to a row, and the kinds of event we organise. */
import { formatsFor } from "../../format/formats";
import { brochureDictionaryFor } from "../../../i18n/dictionaries/brochure";
import type { BrochureContent } from "../brochure-content";
import { COLOR, CONTENT_WIDTH, FONT, MARGIN, RIGHT_EDGE, STYLE, type TextStyle } from "../brochure-style";
import { section, subheading } from "../headings";
import type { PdfWriter, Struct } from "../pdf-writer";
import { statBand } from "../stat-band";

export const drawEvents = (pdf: PdfWriter, content: BrochureContent): void => {
  const words = brochureDictionaryFor(content.locale).events;
  const sect = section(pdf, words.eyebrow, words.title);
  statBand(pdf, sect, content.stats.eventi, "light", content.locale);
  upcomingEvents(pdf, sect, content);
  eventServiceColumns(pdf, sect, content);
};

/** "Prossimi eventi": three to a row, their dates and places aligned across the row. */
const upcomingEvents = (pdf: PdfWriter, sect: Struct, { events, locale }: BrochureContent): void => {
  if (events.length === 0) return;
  const words = brochureDictionaryFor(locale).events;
  const { formatDate, formatTime } = formatsFor(locale);
  subheading(pdf, sect, words.upcoming, 60, 20);
  const perRow = 3;
  const gap = 20;
  const cellWidth = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
  const typeStyle: TextStyle = { ...STYLE.label, size: 7, color: COLOR.amberText };
  const titleStyle: TextStyle = { ...STYLE.h3, size: 10.5 };
  const whenStyle: TextStyle = { ...STYLE.small, font: FONT.bold, color: COLOR.slate };
  const whereStyle: TextStyle = { ...STYLE.small, lineGap: 0 };
  const whenOf = (e: BrochureContent["events"][number]) => words.when(formatDate(e.startDate), formatTime(e.startDate));
  const whereOf = (e: BrochureContent["events"][number]) => `${e.venue}, ${e.city}`;
  const list = pdf.group(sect, "L");
  for (let i = 0; i < events.length; i += perRow) {
    const row = events.slice(i, i + perRow);
    const titleHeight = Math.max(...row.map((e) => pdf.measure(e.title, titleStyle, cellWidth)));
    const whenHeight = Math.max(...row.map((e) => pdf.measure(whenOf(e), whenStyle, cellWidth)));
    const whereHeight = Math.max(...row.map((e) => pdf.measure(whereOf(e), whereStyle, cellWidth)));
    const height = typeStyle.size + 5 + titleHeight + 4 + whenHeight + 1 + whereHeight;
    pdf.doc.y += i === 0 ? 2 : 11;
    pdf.ensureSpace(height + 11);
    const top = pdf.doc.y;
    row.forEach((event, j) => {
      const x = MARGIN.left + j * (cellWidth + gap);
      const item = pdf.group(list, "LI");
      pdf.tag(item, "P", () => pdf.write(event.typeLabel.toUpperCase(), x, top, typeStyle, cellWidth, { lineBreak: false }), event.typeLabel);
      pdf.tag(item, "H3", () => {
        pdf.write(event.title, x, top + typeStyle.size + 5, titleStyle, cellWidth);
      });
      // Date and place line up across the row, whatever the length of the titles.
      const whenY = top + typeStyle.size + 5 + titleHeight + 4;
      pdf.tag(item, "P", () => {
        pdf.write(whenOf(event), x, whenY, whenStyle, cellWidth);
        pdf.write(whereOf(event), x, whenY + whenHeight + 1, whereStyle, cellWidth);
      });
    });
    const bottom = top + height + 11;
    if (i + perRow < events.length) pdf.decorate(() => pdf.hairline(MARGIN.left, RIGHT_EDGE, bottom));
    pdf.doc.y = bottom;
  }
};

/** "Cosa organizziamo": four columns, each under a sand rule with an amber tab. */
const eventServiceColumns = (pdf: PdfWriter, sect: Struct, { eventServices, locale }: BrochureContent): void => {
  if (eventServices.length === 0) return;
  subheading(pdf, sect, brochureDictionaryFor(locale).events.whatWeOrganise, 90, 20);
  const perRow = 4;
  const gap = 16;
  const columnWidth = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
  const titleStyle: TextStyle = { ...STYLE.h3, size: 10 };
  const descriptionStyle: TextStyle = { ...STYLE.small, color: COLOR.slate, lineGap: 1.8 };
  const list = pdf.group(sect, "L");
  for (let i = 0; i < eventServices.length; i += perRow) {
    const row = eventServices.slice(i, i + perRow);
    const titleHeight = Math.max(...row.map((s) => pdf.measure(s.title, titleStyle, columnWidth)));
    const height = 10 + titleHeight + 5 + Math.max(...row.map((s) => pdf.measure(s.description, descriptionStyle, columnWidth)));
    if (i > 0) pdf.doc.y += 18;
    pdf.ensureSpace(height);
    const top = pdf.doc.y;
    pdf.decorate(() => {
      row.forEach((_, j) => {
        const x = MARGIN.left + j * (columnWidth + gap);
        pdf.doc.rect(x, top, columnWidth, 2).fill(COLOR.sandLine);
        pdf.doc.rect(x, top, 24, 2).fill(COLOR.amber);
      });
    });
    row.forEach((service, j) => {
      const x = MARGIN.left + j * (columnWidth + gap);
      const item = pdf.group(list, "LI");
      pdf.tag(item, "H3", () => {
        pdf.write(service.title, x, top + 10, titleStyle, columnWidth);
      });
      pdf.tag(item, "P", () => {
        pdf.write(service.description, x, top + 10 + titleHeight + 5, descriptionStyle, columnWidth);
      });
    });
    pdf.doc.y = top + height;
  }
};
