/**
 * The brochure's look: A4 page geometry, the two core fonts, the colour table and the text styles
 * that every section draws with.
 */
import { tokenColor } from "../../theme/token-color";

/** The brand colours come from the design tokens; the other shades are the brochure's own. */
export const COLOR = {
  navy: tokenColor("navy", 800),
  navySoft: "#1A3863", // the cover's far range: a shade of its own, one step off navy.600 (#1B3864)
  navyLine: "#274773", // dividers on navy panels: a shade of its own, between navy.500 and navy.600
  navyDeep: "#071629", // the cover's near range: a shade of its own, one step off navy.900 (#07152A)
  amber: tokenColor("amber", 500),
  /** Amber dark enough for small text on white or sand; the brand amber is kept for shapes and dark grounds. */
  amberText: tokenColor("amber", 700),
  slate: "#334155", // body text: the site's greys are Chakra's defaults, not design tokens
  muted: "#64748B", // secondary text: a grey, as above
  sand: tokenColor("sand", 100),
  sandLine: "#E7E0D2", // rules on white and sand: darker than the darkest sand token (sand.200)
  white: "#FFFFFF", // the site writes plain white as CSS's `white`, not as a token
  onNavy: "#CBD5E1", // text on navy: a cool grey, and the tokens have no greys
  onNavyMuted: "#94A3B8", // labels on navy: a grey, as above
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
