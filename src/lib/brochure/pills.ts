/** Small rounded labels in flowing rows (a service's features), tagged as a list. */
import { COLOR, STYLE } from "./brochure-style";
import type { PdfWriter, Struct } from "./pdf-writer";

const PAD_X = 8;
const HEIGHT = 17;
const GAP = 6;

/** Where the pills go, in rows within `width` from (x, y), and the y below the last row. */
export const layoutPills = (pdf: PdfWriter, labels: string[], x: number, y: number, width: number) => {
  const placed: Array<{ label: string; x: number; y: number; w: number }> = [];
  let cx = x;
  let cy = y;
  labels.forEach((label) => {
    const w = pdf.widthOf(label, STYLE.pill) + 2 * PAD_X;
    if (cx > x && cx + w > x + width) {
      cx = x;
      cy += HEIGHT + GAP;
    }
    placed.push({ label, x: cx, y: cy, w });
    cx += w + GAP;
  });
  const bottom = placed.length > 0 ? placed[placed.length - 1].y + HEIGHT : y;
  return { placed, bottom };
};

/** Draws the pills under `parent` and returns the y below them. */
export const pills = (pdf: PdfWriter, parent: Struct, labels: string[], x: number, y: number, width: number): number => {
  const { placed, bottom } = layoutPills(pdf, labels, x, y, width);
  pdf.decorate(() => {
    placed.forEach((p) => {
      pdf.doc
        .roundedRect(p.x, p.y, p.w, HEIGHT, HEIGHT / 2)
        .lineWidth(0.8)
        .fillAndStroke(COLOR.white, COLOR.sandLine);
    });
  });
  const list = pdf.group(parent, "L");
  placed.forEach((p) => {
    pdf.tag(list, "LI", () => {
      pdf.write(p.label, p.x + PAD_X, p.y + (HEIGHT - STYLE.pill.size) / 2 + 0.6, STYLE.pill, p.w, { lineBreak: false });
    });
  });
  return bottom;
};
