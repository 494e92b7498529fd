/** "Contatti": the ways to reach the firm and its legal details, closing the last page rather than opening a new one when they fit. */
import { formatsFor } from "../../format/formats";
import { telHref } from "../../format/italian";
import { brochureDictionaryFor } from "../../../i18n/dictionaries/brochure";
import type { BrochureContent } from "../brochure-content";
import { COLOR, CONTENT_WIDTH, FONT, MARGIN, RIGHT_EDGE, STYLE, type TextStyle } from "../brochure-style";
import type { PdfWriter } from "../pdf-writer";

/** "https://calendly.com/x" → "calendly.com/x": shorter to print, the link keeps the full address. */
const displayUrl = (url: string): string => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

/** Contacts: a navy panel (title on the left, ways to reach us on the right), then the legal details. */
export const drawContacts = (pdf: PdfWriter, content: BrochureContent): void => {
  const { doc } = pdf;
  const { site } = content;
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
  const words = brochureDictionaryFor(content.locale).contacts;
  const { formatEuroCents, formatNumber } = formatsFor(content.locale);

  const title = words.title;
  const lead = words.lead(formatNumber(site.replyTimeHours));
  const rows: Array<{ label: string; value: string; link?: string }> = [
    { label: words.email, value: site.email, link: `mailto:${site.email}` },
    { label: words.phone, value: site.phone, link: telHref(site.phone) },
    { label: words.office, value: site.city },
    { label: words.bookCall(formatNumber(site.introCallMinutes)), value: displayUrl(site.bookingUrl), link: site.bookingUrl },
  ];
  const legalText =
    `${legal.companyName} · ${address.street}, ${address.postalCode} ${address.city} (${address.province}) · ` +
    `${words.vatNumber} ${legal.vatNumber} · ${words.rea} ${legal.rea} · ${words.shareCapital(formatEuroCents(legal.shareCapitalEur))} · ${words.pec} ${legal.pec}`;

  const leftHeight = eyebrowStyle.size + 8 + pdf.measure(title, titleStyle, leftWidth) + 8 + pdf.measure(lead, leadStyle, leftWidth);
  const rowHeight = (row: (typeof rows)[number]) => labelStyle.size + 4 + pdf.measure(row.value, row.link ? linkStyle : valueStyle, rightWidth);
  const rowGap = 8;
  const rightHeight = rows.reduce((h, row) => h + rowHeight(row), 0) + rowGap * (rows.length - 1);
  const boxHeight = 2 * padding + Math.max(leftHeight, rightHeight);
  const legalHeight = 10 + pdf.measure(legalText, legalStyle, CONTENT_WIDTH);

  doc.y += 24;
  pdf.ensureSpace(boxHeight + legalHeight);
  const top = doc.y;
  const sect = pdf.group(pdf.root, "Sect");
  doc.outline.addItem(words.eyebrow);
  pdf.decorate(() => {
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
  pdf.tag(sect, "P", () => pdf.write(words.eyebrow.toUpperCase(), leftX, top + padding, eyebrowStyle, leftWidth, { lineBreak: false }), words.eyebrow);
  pdf.tag(sect, "H1", () => {
    y = pdf.write(title, leftX, top + padding + eyebrowStyle.size + 8, titleStyle, leftWidth);
  });
  pdf.tag(sect, "P", () => {
    pdf.write(lead, leftX, y + 8, leadStyle, leftWidth);
  });

  y = top + padding;
  const list = pdf.group(sect, "L");
  rows.forEach((row) => {
    const item = pdf.group(list, "LI");
    const labelY = y;
    pdf.tag(item, "Lbl", () => pdf.write(row.label.toUpperCase(), rightX, labelY, labelStyle, rightWidth, { lineBreak: false }), row.label);
    const body = pdf.group(item, "LBody");
    const valueY = labelY + labelStyle.size + 4;
    const link = row.link;
    if (link) {
      pdf.tag(body, "Link", () => {
        y = pdf.write(row.value, rightX, valueY, link.startsWith("http") ? linkStyle : valueStyle, rightWidth, {
          link,
          underline: link.startsWith("http"),
        });
      });
    } else {
      pdf.tag(body, "P", () => {
        y = pdf.write(row.value, rightX, valueY, valueStyle, rightWidth);
      });
    }
    y += rowGap;
  });

  const legalY = top + boxHeight + 10;
  pdf.tag(sect, "P", () => {
    pdf.write(legalText, MARGIN.left, legalY, legalStyle, CONTENT_WIDTH);
  });
};
