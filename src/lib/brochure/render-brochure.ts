/**
 * The downloadable PDF brochure of the firm ('Scarica la brochure'), generated from data/ at build
 * time so that it always says what the site says: A4, in the PDF core fonts Helvetica and
 * Helvetica-Bold, whose WinAnsi encoding covers Italian accented letters, « », — and €.
 *
 * The PDF is tagged (headings, paragraphs, lists, a table and a link in a structure tree, decorations
 * marked as artifacts), declares its language and shows its title in the viewer. One brochure per
 * language, from the same content in that language (brochure-content.ts) and its fixed words.
 */
import PDFDocument from "pdfkit";
import type { BrochureContent } from "./brochure-content";
import { MARGIN } from "./brochure-style";
import { brochureDictionaryFor } from "../../i18n/dictionaries/brochure";
import { LOCALE_SETTINGS } from "../../../supabase/functions/_shared/site-contract/locales";
import { PdfWriter } from "./pdf-writer";
import { drawAcademy } from "./sections/academy";
import { drawContacts } from "./sections/contacts";
import { drawCover } from "./sections/cover";
import { drawEvents } from "./sections/events";
import { drawFooters } from "./sections/footers";
import { drawMethod } from "./sections/method";
import { drawWhoWeAre } from "./sections/who-we-are";

/** Renders the brochure as an A4 PDF (compressed, tagged, in the content's language). */
export const renderBrochure = (content: BrochureContent): Promise<Buffer> =>
  new Promise<Buffer>((resolve, reject) => {
    const generatedAt = new Date(content.generatedAt);
    const words = brochureDictionaryFor(content.locale).document;
    const doc = new PDFDocument({
      size: "A4",
      margins: MARGIN,
      autoFirstPage: false,
      bufferPages: true,
      compress: true,
      pdfVersion: "1.7",
      lang: LOCALE_SETTINGS[content.locale].intlTag,
      tagged: true,
      displayTitle: true,
      info: {
        Title: words.title(content.site.brandName),
        Author: content.site.legalName,
        Subject: words.subject,
        Keywords: words.keywords,
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
      const pdf = new PdfWriter(doc);
      // Reading order: the structure tree follows the order in which the sections are drawn.
      for (const draw of [drawCover, drawWhoWeAre, drawMethod, drawAcademy, drawEvents, drawContacts]) draw(pdf, content);
      drawFooters(pdf, content);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
