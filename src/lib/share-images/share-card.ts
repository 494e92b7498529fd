/**
 * The share image's design as a tree satori draws (src/lib/share-images/render-share-image.ts): the
 * brand's night blue with the page hero's glows, the logo and the firm's name, the section as a
 * badge, the category (or kind) in amber over the title in Manrope, and at the foot the author with
 * their portrait, or the course's or event's facts, beside the site's address; an event's photo
 * fills the right side. Pure: the same card gives the same tree, whose hash names the drawn file.
 */
import { tokenColor } from "../../theme/token-color";
import { SHARE_IMAGE_SIZE } from "./share-image";

/** What a card says. Images are data URIs, so the tree holds every input of the drawing. */
export interface ShareCard {
  /** The section the page belongs to: "Insights", "Academy", "Eventi". */
  section: string;
  /** Over the title: the article's category, the course's area, the event's kind. */
  eyebrow: string;
  title: string;
  /** At the foot: the author's name and role, or the facts (duration, level, mode; date, place). */
  byline: { primary: string; secondary?: string };
  /** The author's portrait, drawn round beside the byline. */
  portrait?: string;
  /** The event's photo, filling the right side. */
  photo?: string;
  brandName: string;
  /** The site's address as a reader types it: "alturaconsulting.it". */
  host: string;
}

/** A node of the tree as satori reads it (a React element's shape, without React). */
export interface CardNode {
  type: "div" | "img";
  key: null;
  props: {
    style: Readonly<Record<string, string | number>>;
    children?: ReadonlyArray<CardNode | string> | string;
    src?: string;
    width?: number;
    height?: number;
  };
}

export const FONT_FAMILY = "Manrope";

const COLORS = {
  background: tokenColor("navy", 800),
  text: "white",
  muted: tokenColor("navy", 200),
  accent: tokenColor("amber", 400),
  accentStrong: tokenColor("amber", 500),
} as const;

const PADDING_X = 72;
const PADDING_Y = 60;
/** The event photo's share of the width. */
const PHOTO_WIDTH = 440;

/** The title's sizes, largest first: the largest that keeps it within three lines. */
const TITLE_SIZES = [68, 62, 56, 50, 46, 42] as const;
/** Manrope ExtraBold's average advance, as a share of the font size (measured on the site's titles, Italian and English). */
const AVERAGE_ADVANCE = 0.56;
const TITLE_MAX_LINES = 3;

/** The title's font size for a text column `width` px wide. */
export const titleFontSize = (title: string, width: number): number => {
  const linesAt = (size: number) => Math.ceil((title.length * AVERAGE_ADVANCE * size) / width);
  return TITLE_SIZES.find((size) => linesAt(size) <= TITLE_MAX_LINES) ?? TITLE_SIZES[TITLE_SIZES.length - 1];
};

const node = (
  type: CardNode["type"],
  style: CardNode["props"]["style"],
  children?: CardNode["props"]["children"],
  extra: Partial<CardNode["props"]> = {},
): CardNode => ({
  type,
  key: null,
  props: { style, ...(children === undefined ? {} : { children }), ...extra },
});

const text = (style: CardNode["props"]["style"], value: string): CardNode => node("div", { display: "flex", ...style }, value);

const image = (src: string, width: number, height: number, style: CardNode["props"]["style"] = {}): CardNode =>
  node("img", { width, height, ...style }, undefined, { src, width, height });

const header = (card: ShareCard, logo: string): CardNode =>
  node("div", { display: "flex", alignItems: "center", justifyContent: "space-between" }, [
    node("div", { display: "flex", alignItems: "center" }, [
      image(logo, 52, 52, { borderRadius: 13 }),
      text({ marginLeft: 18, fontSize: 30, fontWeight: 800, letterSpacing: -0.5, color: COLORS.text }, card.brandName),
    ]),
    text(
      {
        fontSize: 19,
        fontWeight: 700,
        letterSpacing: 2.5,
        textTransform: "uppercase",
        color: COLORS.accent,
        border: `2px solid ${COLORS.accent}`,
        borderRadius: 999,
        padding: "8px 20px",
      },
      card.section,
    ),
  ]);

const headline = (card: ShareCard, width: number): CardNode =>
  node("div", { display: "flex", flexDirection: "column" }, [
    node("div", { display: "flex", alignItems: "center" }, [
      node("div", { display: "flex", width: 44, height: 4, borderRadius: 2, backgroundColor: COLORS.accentStrong, marginRight: 16 }),
      text({ fontSize: 24, fontWeight: 700, letterSpacing: 2, textTransform: "uppercase", color: COLORS.accent }, card.eyebrow),
    ]),
    // Balanced lines: no word left alone on the last one.
    text(
      {
        marginTop: 22,
        fontSize: titleFontSize(card.title, width),
        fontWeight: 800,
        lineHeight: 1.12,
        letterSpacing: -1,
        textWrap: "balance",
        color: COLORS.text,
      },
      card.title,
    ),
  ]);

const footer = (card: ShareCard): CardNode =>
  node("div", { display: "flex", alignItems: "center", justifyContent: "space-between" }, [
    node("div", { display: "flex", alignItems: "center" }, [
      ...(card.portrait ? [image(card.portrait, 72, 72, { borderRadius: 36, border: `3px solid ${COLORS.accent}`, marginRight: 20 })] : []),
      node("div", { display: "flex", flexDirection: "column" }, [
        text({ fontSize: 26, fontWeight: 700, color: COLORS.text }, card.byline.primary),
        ...(card.byline.secondary ? [text({ marginTop: 4, fontSize: 22, fontWeight: 500, color: COLORS.muted }, card.byline.secondary)] : []),
      ]),
    ]),
    ...(card.photo ? [] : [text({ fontSize: 22, fontWeight: 600, color: COLORS.muted }, card.host)]),
  ]);

/** The card's tree, 1200×630; `logo` is the brand mark as a data URI. */
export const shareCardTree = (card: ShareCard, logo: string): CardNode => {
  const { width, height } = SHARE_IMAGE_SIZE;
  const columnWidth = (card.photo ? width - PHOTO_WIDTH : width) - 2 * PADDING_X;
  const content = node(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      flexShrink: 0,
      // The padding inside the width and height (satori's default is CSS's content-box).
      boxSizing: "border-box",
      width: columnWidth + 2 * PADDING_X,
      height,
      padding: `${PADDING_Y}px ${PADDING_X}px`,
    },
    [header(card, logo), headline(card, columnWidth), footer(card)],
  );
  return node(
    "div",
    {
      display: "flex",
      position: "relative",
      width,
      height,
      fontFamily: FONT_FAMILY,
      color: COLORS.text,
      backgroundColor: COLORS.background,
      // The page hero's glows (src/components/shared/page-hero.tsx), a little stronger at this size.
      backgroundImage: `radial-gradient(circle at 85% 15%, rgba(29, 78, 216, 0.5), transparent 55%), radial-gradient(circle at 8% 95%, rgba(15, 118, 110, 0.4), transparent 50%)`,
    },
    [
      content,
      ...(card.photo ? [image(card.photo, PHOTO_WIDTH, height, { objectFit: "cover", flexShrink: 0 })] : []),
      // The amber rule along the foot, the brand's accent.
      node("div", { display: "flex", position: "absolute", left: 0, bottom: 0, width, height: 10, backgroundColor: COLORS.accentStrong }),
    ],
  );
};

/** Every text the tree draws, in order: what a test reads instead of the pixels. */
export const textsOf = (tree: CardNode | string): string[] => {
  if (typeof tree === "string") return [tree];
  const { children } = tree.props;
  if (children === undefined) return [];
  return typeof children === "string" ? [children] : children.flatMap(textsOf);
};
