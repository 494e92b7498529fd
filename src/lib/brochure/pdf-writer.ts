/**
 * The drawing primitives the sections share: styled text that is written and measured the same way,
 * the tagged-PDF structure (elements and artifacts), and the flow from one content page to the next.
 */
import { COLOR, CONTENT_BOTTOM, MARGIN, PAGE, type TextStyle } from "./brochure-style";
import { toWinAnsi } from "./win-ansi";

export type Doc = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;

export class PdfWriter {
  /** The root of the structure tree; each section is a child of it. */
  readonly root: Struct;

  constructor(readonly doc: Doc) {
    this.root = doc.struct("Document");
    doc.addStructure(this.root);
  }

  // --- text -----------------------------------------------------------------------------------

  private style(style: TextStyle): Doc {
    return this.doc.font(style.font).fontSize(style.size).fillColor(style.color);
  }

  private textOptions(style: TextStyle, width: number, extra: PDFKit.Mixins.TextOptions = {}): PDFKit.Mixins.TextOptions {
    return { width, lineGap: style.lineGap ?? 0, characterSpacing: style.characterSpacing ?? 0, ...extra };
  }

  /** Height that `text` takes in `style` at `width`. */
  measure(text: string, style: TextStyle, width: number): number {
    this.style(style);
    return this.doc.heightOfString(toWinAnsi(text), this.textOptions(style, width));
  }

  widthOf(text: string, style: TextStyle): number {
    this.style(style);
    return this.doc.widthOfString(toWinAnsi(text), { characterSpacing: style.characterSpacing ?? 0 });
  }

  /** Writes `text` at (x, y) within `width` and returns the y below it. */
  write(text: string, x: number, y: number, style: TextStyle, width: number, extra: PDFKit.Mixins.TextOptions = {}): number {
    this.style(style);
    this.doc.text(toWinAnsi(text), x, y, this.textOptions(style, width, extra));
    return this.doc.y;
  }

  // --- structure ------------------------------------------------------------------------------

  /**
   * Adds a structure element of `type` under `parent`, whose content is what `draw` writes.
   * `actual` is the text to read aloud or copy when the drawing spreads it out (letter-spaced capitals).
   */
  tag(parent: Struct, type: string, draw: () => void, actual?: string): void {
    parent.add(this.doc.struct(type, actual === undefined ? {} : { actual }, draw));
  }

  /** A container structure element (Sect, L, LI, Table, TR…) under `parent`. */
  group(parent: Struct, type: string): Struct {
    const element = this.doc.struct(type);
    parent.add(element);
    return element;
  }

  /** Decoration, drawn as an artifact outside the structure tree (assistive technology skips it). */
  decorate(draw: () => void, type: "Layout" | "Pagination" = "Layout"): void {
    this.doc.save();
    this.doc.markContent("Artifact", { type });
    draw();
    this.doc.endMarkedContent();
    this.doc.restore();
  }

  hairline(x1: number, x2: number, y: number, color: string = COLOR.sandLine, width = 0.5): void {
    this.doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
  }

  // --- pages ----------------------------------------------------------------------------------

  /** A new page after the cover: a navy band with an amber tab at the top, the cursor at the margins. */
  contentPage(): void {
    this.doc.addPage();
    this.decorate(() => {
      this.doc.rect(0, 0, PAGE.width, 6).fill(COLOR.navy);
      this.doc.rect(MARGIN.left, 0, 72, 6).fill(COLOR.amber);
    });
    this.doc.x = MARGIN.left;
    this.doc.y = MARGIN.top;
  }

  /** Starts a new page unless `height` still fits above the bottom margin. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > CONTENT_BOTTOM) this.contentPage();
  }
}
