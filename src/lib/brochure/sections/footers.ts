/** The footer of every page but the cover, drawn once all pages exist so that it can count them. */
import { brochureEdition, type BrochureContent } from "../brochure-content";
import { CONTENT_WIDTH, MARGIN, PAGE, RIGHT_EDGE, STYLE, type TextStyle } from "../brochure-style";
import type { PdfWriter } from "../pdf-writer";
import { brochureDictionaryFor } from "../../../i18n/dictionaries/brochure";

/** Brand and "Pagina N di M" at the foot of every page but the cover. */
export const drawFooters = (pdf: PdfWriter, content: BrochureContent): void => {
  const { doc } = pdf;
  const range = doc.bufferedPageRange();
  const total = range.count;
  const brand = `${content.site.brandName}  ·  ${brochureEdition(content)}`;
  const { pageOf } = brochureDictionaryFor(content.locale);
  const style: TextStyle = { ...STYLE.small, size: 8, lineGap: 0 };
  const y = PAGE.height - 44;
  for (let i = range.start + 1; i < range.start + total; i += 1) {
    doc.switchToPage(i);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the bottom margin must not open a new page
    pdf.decorate(() => {
      pdf.hairline(MARGIN.left, RIGHT_EDGE, y - 10);
      pdf.write(brand, MARGIN.left, y, style, CONTENT_WIDTH / 2, { lineBreak: false });
      pdf.write(pageOf(i - range.start + 1, total), MARGIN.left + CONTENT_WIDTH / 2, y, style, CONTENT_WIDTH / 2, {
        align: "right",
        lineBreak: false,
      });
    }, "Pagination");
    doc.page.margins.bottom = bottomMargin;
  }
};
