/** The headings that open a section (on a new page) and the parts within it. */
import { COLOR, CONTENT_WIDTH, MARGIN, STYLE } from "./brochure-style";
import type { PdfWriter, Struct } from "./pdf-writer";

/**
 * Opens a top-level section on a new page: eyebrow, title (H1), an amber rule and an optional lead.
 * The title is also a bookmark of the PDF.
 */
export const section = (pdf: PdfWriter, eyebrow: string, title: string, lead?: string): Struct => {
  pdf.contentPage();
  const sect = pdf.group(pdf.root, "Sect");
  pdf.doc.outline.addItem(title);
  let y = pdf.doc.y;
  pdf.tag(
    sect,
    "P",
    () => {
      y = pdf.write(eyebrow.toUpperCase(), MARGIN.left, y, STYLE.eyebrow, CONTENT_WIDTH);
    },
    eyebrow,
  );
  pdf.tag(sect, "H1", () => {
    y = pdf.write(title, MARGIN.left, y + 6, STYLE.h1, CONTENT_WIDTH);
  });
  const ruleY = y + 6;
  pdf.decorate(() => {
    pdf.doc.rect(MARGIN.left, ruleY, 36, 3).fill(COLOR.amber);
  });
  y = ruleY + 3 + 14;
  if (lead) {
    pdf.tag(sect, "P", () => {
      y = pdf.write(lead, MARGIN.left, y, STYLE.lead, CONTENT_WIDTH);
    });
    y += 6;
  }
  pdf.doc.y = y;
  return sect;
};

/** A second-level heading, kept on one page with `keepWithNext` points of what follows. */
export const subheading = (pdf: PdfWriter, sect: Struct, title: string, keepWithNext: number, spaceBefore = 22): void => {
  pdf.doc.y += spaceBefore;
  pdf.ensureSpace(pdf.measure(title, STYLE.h2, CONTENT_WIDTH) + 10 + keepWithNext);
  let y = pdf.doc.y;
  pdf.tag(sect, "H2", () => {
    y = pdf.write(title, MARGIN.left, y, STYLE.h2, CONTENT_WIDTH);
  });
  pdf.doc.y = y + 10;
};
