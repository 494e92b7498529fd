/** The share card's design as a tree (src/lib/share-images/share-card.ts) and the hash its drawing is cached under. */
import { shareCardTree, textsOf, titleFontSize, type CardNode, type ShareCard } from "../../../src/lib/share-images/share-card";
import { rendererFingerprint, shareCardHash } from "../../../src/lib/share-images/share-card-hash";
import { SHARE_IMAGE_SIZE } from "../../../src/lib/share-images/share-image";

const LOGO = "data:image/png;base64,AAAA";

const ARTICLE: ShareCard = {
  section: "Insights",
  eyebrow: "Strategia & Go-to-market",
  title: "Go-to-market B2B in sei settimane: cosa si può fare davvero",
  byline: { primary: "Marco Bianchi", secondary: "Partner, strategia" },
  portrait: "data:image/jpeg;base64,BBBB",
  brandName: "Altura Consulting",
  host: "alturaconsulting.it",
};

/** Every node of the tree, depth first. */
const nodesOf = (tree: CardNode): CardNode[] => [
  tree,
  ...(typeof tree.props.children === "string" || !tree.props.children
    ? []
    : tree.props.children.filter((child): child is CardNode => typeof child !== "string").flatMap(nodesOf)),
];

const images = (tree: CardNode) => nodesOf(tree).filter((node) => node.type === "img");

test("the card is 1200×630, in Manrope", () => {
  const tree = shareCardTree(ARTICLE, LOGO);
  expect(tree.props.style).toMatchObject({ width: SHARE_IMAGE_SIZE.width, height: SHARE_IMAGE_SIZE.height, fontFamily: "Manrope" });
  expect(SHARE_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
});

test("an article's card says, in reading order: the firm, the section, the category, the title, the author and role, the site", () => {
  expect(textsOf(shareCardTree(ARTICLE, LOGO))).toEqual([
    "Altura Consulting",
    "Insights",
    "Strategia & Go-to-market",
    "Go-to-market B2B in sei settimane: cosa si può fare davvero",
    "Marco Bianchi",
    "Partner, strategia",
    "alturaconsulting.it",
  ]);
  expect(images(shareCardTree(ARTICLE, LOGO)).map((node) => node.props.src)).toEqual([LOGO, ARTICLE.portrait]);
});

test("an event's card gives the right side to its photo, and leaves the site's address out of the narrower column", () => {
  const event: ShareCard = {
    ...ARTICLE,
    section: "Eventi",
    portrait: undefined,
    photo: "data:image/jpeg;base64,CCCC",
    byline: { primary: "15 aprile 2027", secondary: "Palazzo, Milano" },
  };
  const tree = shareCardTree(event, LOGO);
  const photo = images(tree).find((node) => node.props.src === event.photo);
  expect(photo?.props).toMatchObject({ width: 440, height: 630 });
  expect(textsOf(tree)).not.toContain("alturaconsulting.it");
  expect(textsOf(tree)).toContain("Palazzo, Milano");
});

test("a card without a portrait or second line draws neither", () => {
  const course: ShareCard = { ...ARTICLE, portrait: undefined, byline: { primary: "16 ore · Avanzato · Online" } };
  const tree = shareCardTree(course, LOGO);
  expect(images(tree)).toHaveLength(1);
  expect(textsOf(tree)).toEqual([
    "Altura Consulting",
    "Insights",
    "Strategia & Go-to-market",
    ARTICLE.title,
    "16 ore · Avanzato · Online",
    "alturaconsulting.it",
  ]);
});

test("the title's size shrinks with its length, so it keeps within three lines", () => {
  expect(titleFontSize("Kick-off strategico 2027", 1056)).toBe(68);
  const long = "Kick-off aziendale: progettarlo partendo da che cosa deve cambiare dopo";
  expect(titleFontSize(long, 1056)).toBeLessThanOrEqual(68);
  expect(titleFontSize(long, 616)).toBeLessThan(titleFontSize(long, 1056));
  const sizes = [20, 60, 100, 140, 200].map((length) => titleFontSize("x".repeat(length), 1056));
  expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  expect(titleFontSize("x".repeat(1000), 1056)).toBe(42);
});

describe("the cache key", () => {
  const fingerprint = rendererFingerprint("1 satori@0.63.2 sharp@0.34.5", [{ weight: 800, data: new Uint8Array([1, 2, 3]) }]);

  test("the same card gives the same key, build after build", () => {
    expect(shareCardHash(shareCardTree(ARTICLE, LOGO), fingerprint)).toBe(shareCardHash(shareCardTree({ ...ARTICLE }, LOGO), fingerprint));
    expect(shareCardHash(shareCardTree(ARTICLE, LOGO), fingerprint)).toMatch(/^[0-9a-f]{32}$/);
  });

  test("any change the drawing would show changes it: a word, a picture, the logo, a font, the renderer", () => {
    const key = shareCardHash(shareCardTree(ARTICLE, LOGO), fingerprint);
    const changed = [
      shareCardHash(shareCardTree({ ...ARTICLE, title: `${ARTICLE.title}!` }, LOGO), fingerprint),
      shareCardHash(shareCardTree({ ...ARTICLE, portrait: "data:image/jpeg;base64,DDDD" }, LOGO), fingerprint),
      shareCardHash(shareCardTree(ARTICLE, "data:image/png;base64,EEEE"), fingerprint),
      shareCardHash(shareCardTree(ARTICLE, LOGO), rendererFingerprint("1 satori@0.63.2 sharp@0.34.5", [{ weight: 800, data: new Uint8Array([1, 2, 4]) }])),
      shareCardHash(shareCardTree(ARTICLE, LOGO), rendererFingerprint("2 satori@0.63.2 sharp@0.34.5", [{ weight: 800, data: new Uint8Array([1, 2, 3]) }])),
    ];
    expect(new Set([key, ...changed]).size).toBe(6);
  });
});
