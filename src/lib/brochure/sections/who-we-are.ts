/** "Chi siamo": the firm in one paragraph, a card per service with its features, and the firm's key figures. */
import type { BrochureContent } from "../brochure-content";
import { COLOR, CONTENT_WIDTH, MARGIN, RIGHT_EDGE, STYLE, type TextStyle } from "../brochure-style";
import { section, subheading } from "../headings";
import type { PdfWriter } from "../pdf-writer";
import { layoutPills, pills } from "../pills";
import { statBand } from "../stat-band";
import { brochureDictionaryFor } from "../../../i18n/dictionaries/brochure";

export const drawWhoWeAre = (pdf: PdfWriter, content: BrochureContent): void => {
  const { services, stats, site } = content;
  const words = brochureDictionaryFor(content.locale).whoWeAre;
  const sect = section(pdf, words.eyebrow, words.title, site.description);

  const padding = 20;
  const leftWidth = 150;
  const columnGap = 20;
  const leftX = MARGIN.left + padding + 4;
  const rightX = leftX + leftWidth + columnGap;
  const rightWidth = RIGHT_EDGE - padding - rightX;
  const subtitleStyle: TextStyle = { ...STYLE.small, color: COLOR.muted };
  const list = pdf.group(sect, "L");
  services.forEach((service, i) => {
    const leftHeight = 15 + pdf.measure(service.title, STYLE.h3, leftWidth) + 5 + pdf.measure(service.subtitle, subtitleStyle, leftWidth);
    const descriptionHeight = pdf.measure(service.description, STYLE.body, rightWidth);
    const pillsHeight = layoutPills(pdf, service.features, 0, 0, rightWidth).bottom;
    const height = 2 * padding + Math.max(leftHeight, descriptionHeight + 12 + pillsHeight);

    pdf.doc.y += i === 0 ? 10 : 16;
    pdf.ensureSpace(height);
    const top = pdf.doc.y;
    pdf.decorate(() => {
      pdf.doc.roundedRect(MARGIN.left, top, CONTENT_WIDTH, height, 8).fill(COLOR.sand);
      pdf.doc.rect(MARGIN.left, top + padding, 3, height - 2 * padding).fill(COLOR.amber);
    });
    const item = pdf.group(list, "LI");
    pdf.tag(item, "Lbl", () => {
      pdf.write(String(i + 1).padStart(2, "0"), leftX, top + padding, { ...STYLE.label, size: 9, color: COLOR.amberText }, leftWidth, {
        lineBreak: false,
      });
    });
    const body = pdf.group(item, "LBody");
    let left = top + padding + 15;
    pdf.tag(body, "H2", () => {
      left = pdf.write(service.title, leftX, left, STYLE.h3, leftWidth);
    });
    pdf.tag(body, "P", () => {
      pdf.write(service.subtitle, leftX, left + 5, subtitleStyle, leftWidth);
    });
    let right = top + padding - 1;
    pdf.tag(body, "P", () => {
      right = pdf.write(service.description, rightX, right, STYLE.body, rightWidth);
    });
    pills(pdf, body, service.features, rightX, right + 12, rightWidth);
    pdf.doc.y = top + height;
  });

  subheading(pdf, sect, words.figures, 100, 40);
  statBand(pdf, sect, stats.home, "dark", content.locale);
};
