/** A row of key figures ("+32%" over "ROI medio") on a rounded band, for the sections that have them. */
import { formatsFor } from "../format/formats";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import type { BrochureStat } from "./brochure-content";
import { COLOR, CONTENT_WIDTH, FONT, MARGIN, STYLE, type TextStyle } from "./brochure-style";
import type { PdfWriter, Struct } from "./pdf-writer";

/** The figures on a navy (`dark`) or sand (`light`) band, one column each, their numbers written as `locale` writes them. */
export const statBand = (pdf: PdfWriter, sect: Struct, stats: BrochureStat[], tone: "dark" | "light", locale: Locale): void => {
  if (stats.length === 0) return;
  const { formatNumber } = formatsFor(locale);
  const statText = (stat: BrochureStat): string => `${stat.prefix ?? ""}${formatNumber(stat.value)}${stat.suffix ?? ""}`;
  const dark = tone === "dark";
  const padX = 20;
  const padY = dark ? 24 : 12;
  const gap = 16;
  const columnWidth = (CONTENT_WIDTH - 2 * padX - gap * (stats.length - 1)) / stats.length;
  // One size for the whole band: the largest up to `maxSize` at which every figure fits its column.
  const maxSize = dark ? 26 : 18;
  const valueSize = stats.reduce((size, stat) => {
    const width = pdf.widthOf(statText(stat), { font: FONT.bold, size: maxSize, color: COLOR.navy });
    return Math.min(size, (maxSize * columnWidth) / Math.max(width, 1));
  }, maxSize);
  const valueStyle: TextStyle = { font: FONT.bold, size: valueSize, color: dark ? COLOR.amber : COLOR.navy };
  const labelStyle: TextStyle = { ...STYLE.small, color: dark ? COLOR.onNavy : COLOR.slate };
  const labelHeight = Math.max(...stats.map((s) => pdf.measure(s.label, labelStyle, columnWidth)));
  const height = 2 * padY + valueSize + 5 + labelHeight;

  pdf.ensureSpace(height);
  const top = pdf.doc.y;
  pdf.decorate(() => {
    pdf.doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 8).fill(dark ? COLOR.navy : COLOR.sand);
    stats.slice(1).forEach((_, i) => {
      const x = MARGIN.left + padX + (i + 1) * (columnWidth + gap) - gap / 2;
      pdf.doc
        .moveTo(x, top + padY)
        .lineTo(x, top + height - padY)
        .lineWidth(0.6)
        .strokeColor(dark ? COLOR.navyLine : COLOR.sandLine)
        .stroke();
    });
  });
  const list = pdf.group(sect, "L");
  stats.forEach((stat, i) => {
    const x = MARGIN.left + padX + i * (columnWidth + gap);
    pdf.tag(list, "LI", () => {
      pdf.write(statText(stat), x, top + padY, valueStyle, columnWidth + gap / 2, { lineBreak: false });
      pdf.write(stat.label, x, top + padY + valueSize + 5, labelStyle, columnWidth);
    });
  });
  pdf.doc.y = top + height;
};
