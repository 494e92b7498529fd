/**
 * The brochure's look: A4 page geometry, the two core fonts, the colour table and the text styles
 * that every section draws with.
 */

export const COLOR = {
  navy: "#0B1F3A",
  navySoft: "#1A3863",
  navyLine: "#274773",
  navyDeep: "#071629",
  amber: "#F59E0B",
  /** Amber dark enough for small text on white or sand; the brand amber is kept for shapes and dark grounds. */
  amberText: "#B45309",
  slate: "#334155",
  muted: "#64748B",
  sand: "#F8F5EF",
  sandLine: "#E7E0D2",
  white: "#FFFFFF",
  onNavy: "#CBD5E1",
  onNavyMuted: "#94A3B8",
} as const;

export const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" } as const;

export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { top: 54, bottom: 72, left: 56, right: 56 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** Lowest y that content may reach; the footer sits below it. */
export const CONTENT_BOTTOM = PAGE.height - MARGIN.bottom;
export const RIGHT_EDGE = MARGIN.left + CONTENT_WIDTH;

export interface TextStyle {
  font: (typeof FONT)[keyof typeof FONT];
  size: number;
  color: string;
  lineGap?: number;
  characterSpacing?: number;
}

export const STYLE = {
  eyebrow: { font: FONT.bold, size: 8.5, color: COLOR.amberText, characterSpacing: 1.6 },
  h1: { font: FONT.bold, size: 24, color: COLOR.navy },
  lead: { font: FONT.regular, size: 11, color: COLOR.slate, lineGap: 3 },
  h2: { font: FONT.bold, size: 14, color: COLOR.navy },
  h3: { font: FONT.bold, size: 11.5, color: COLOR.navy, lineGap: 1 },
  body: { font: FONT.regular, size: 9.5, color: COLOR.slate, lineGap: 2.2 },
  small: { font: FONT.regular, size: 8.5, color: COLOR.muted, lineGap: 1.8 },
  label: { font: FONT.bold, size: 7.5, color: COLOR.muted, characterSpacing: 1.2 },
  pill: { font: FONT.bold, size: 8, color: COLOR.navy },
} satisfies Record<string, TextStyle>;
