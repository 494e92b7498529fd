/** The cover: the brand, its tagline and the edition over a navy landscape (a sun behind two ranges). */
import { brochureEdition, type BrochureContent } from "../brochure-content";
import { COLOR, CONTENT_WIDTH, FONT, MARGIN, PAGE } from "../brochure-style";
import type { PdfWriter } from "../pdf-writer";
import { brochureDictionaryFor } from "../../../i18n/dictionaries/brochure";

export const drawCover = (pdf: PdfWriter, content: BrochureContent): void => {
  const { doc } = pdf;
  const { site } = content;
  doc.addPage({ size: "A4", margin: 0 });
  const sect = pdf.group(pdf.root, "Sect");
  doc.outline.addItem(site.brandName);

  pdf.decorate(() => {
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

  pdf.tag(
    sect,
    "P",
    () => {
      pdf.write(site.brandName.toUpperCase(), MARGIN.left + 32, 69, { font: FONT.bold, size: 10, color: COLOR.white, characterSpacing: 2.4 }, 300, {
        lineBreak: false,
      });
    },
    site.brandName,
  );
  let y = 214;
  pdf.tag(sect, "H1", () => {
    y = pdf.write(site.brandName, MARGIN.left, y, { font: FONT.bold, size: 42, color: COLOR.white }, CONTENT_WIDTH);
  });
  pdf.tag(sect, "P", () => {
    y = pdf.write(site.tagline, MARGIN.left, y + 10, { font: FONT.bold, size: 20, color: COLOR.amber, lineGap: 2 }, 400);
  });
  pdf.tag(sect, "P", () => {
    pdf.write(brochureDictionaryFor(content.locale).cover.lead, MARGIN.left, y + 18, { font: FONT.regular, size: 13, color: COLOR.onNavy, lineGap: 4 }, 360);
  });

  const edition = brochureEdition(content);
  pdf.tag(
    sect,
    "P",
    () => {
      pdf.write(edition.toUpperCase(), MARGIN.left, 752, { font: FONT.bold, size: 9, color: COLOR.amber, characterSpacing: 2 }, 300, { lineBreak: false });
    },
    edition,
  );
  pdf.tag(sect, "P", () => {
    pdf.write(`${site.city}  ·  ${site.email}  ·  ${site.phone}`, MARGIN.left, 770, { font: FONT.regular, size: 10, color: COLOR.onNavy }, CONTENT_WIDTH, {
      lineBreak: false,
    });
  });
};
