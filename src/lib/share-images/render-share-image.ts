/**
 * Drawing a share card (share-card.ts) as a PNG: satori lays the tree out and writes it as SVG with
 * the text as outlines, in Manrope from @fontsource/manrope's WOFF files (satori reads TTF, OTF and
 * WOFF, not WOFF2); sharp rasterises the SVG. Build-time only (Node).
 *
 * Cached by content: a card's file is named by the hash of its tree (every text and image in it), the
 * fonts and the drawing code's version, in a folder that outlives builds (.cache/share-images/).
 * An unchanged card is copied from there instead of being drawn again.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import satori from "satori";
import sharp from "sharp";
import { FONT_FAMILY, type CardNode } from "./share-card";
import { SHARE_IMAGE_SIZE } from "./share-image";
import { rendererFingerprint, shareCardHash } from "./share-card-hash";

/**
 * Raise when the drawing changes in a way the tree does not show (satori's or sharp's options here),
 * so every card is drawn again.
 */
const RENDERER_VERSION = 1;

/** Manrope's weights the card uses, latin subset only (Italian and English need nothing else, as on the site: src/theme/fonts.css). */
const FONT_WEIGHTS = [500, 600, 700, 800] as const;

export interface ShareFont {
  name: string;
  data: Buffer;
  weight: (typeof FONT_WEIGHTS)[number];
  style: "normal";
}

/** The site's own node_modules (createRequire: Gatsby's bundle of gatsby-node has no `require.resolve` of its own). */
const requireFrom = (siteDir: string) => createRequire(path.join(siteDir, "package.json"));

/** The fonts, from @fontsource/manrope. */
export const loadShareFonts = (siteDir: string): ShareFont[] => {
  const requireFromSite = requireFrom(siteDir);
  return FONT_WEIGHTS.map((weight) => ({
    name: FONT_FAMILY,
    data: fs.readFileSync(requireFromSite.resolve(`@fontsource/manrope/files/manrope-latin-${weight}-normal.woff`)),
    weight,
    style: "normal",
  }));
};

/** This renderer's fingerprint with these fonts, satori's and sharp's installed versions included: part of every card's cache key. */
export const shareRendererFingerprint = (siteDir: string, fonts: readonly ShareFont[]): string => {
  const versionOf = (name: string) => (requireFrom(siteDir)(`${name}/package.json`) as { version: string }).version;
  return rendererFingerprint(`${RENDERER_VERSION} satori@${versionOf("satori")} sharp@${versionOf("sharp")}`, fonts);
};

/**
 * The PNG of a tree, drawn now. `fonts` is passed as it is, the same array for every card: satori keeps
 * the fonts it has parsed by that array, and parsing four WOFF files again takes longer than a card.
 */
export const drawShareCard = async (tree: CardNode, fonts: ShareFont[]): Promise<Buffer> => {
  // satori takes React elements: the tree has their shape (type, props, key) without React.
  const svg = await satori(tree, { ...SHARE_IMAGE_SIZE, fonts });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
};

export interface DrawResult {
  /** Whether the PNG was drawn now (false: copied from the cache). */
  drawn: boolean;
  /** The time it took, in milliseconds. */
  ms: number;
}

/**
 * Writes the card's PNG to `target`: from the cache when a card with the same hash was drawn before,
 * otherwise drawn, kept in the cache, and copied. Returns the hash's file name too, so the caller can
 * prune what no card uses any more.
 */
export const writeShareCard = async (
  tree: CardNode,
  target: string,
  { cacheDir, fonts, fingerprint }: { cacheDir: string; fonts: ShareFont[]; fingerprint: string },
): Promise<DrawResult & { cacheFile: string }> => {
  const started = performance.now();
  const cacheFile = path.join(cacheDir, `${shareCardHash(tree, fingerprint)}.png`);
  const drawn = !fs.existsSync(cacheFile);
  if (drawn) {
    const png = await drawShareCard(tree, fonts);
    await fs.promises.mkdir(cacheDir, { recursive: true });
    // Replaced in one step: a build stopped halfway never leaves half a PNG under a hash (and two equal
    // cards drawn at once each write their own temporary file).
    const temporary = `${cacheFile}.${randomUUID()}.tmp`;
    await fs.promises.writeFile(temporary, png);
    await fs.promises.rename(temporary, cacheFile);
  }
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.copyFile(cacheFile, target);
  return { drawn, ms: performance.now() - started, cacheFile };
};

/** Removes the cached PNGs no card of this build used (an edited title leaves its old card behind). */
export const pruneShareCache = async (cacheDir: string, used: ReadonlySet<string>): Promise<number> => {
  const files = fs.existsSync(cacheDir) ? await fs.promises.readdir(cacheDir) : [];
  const stale = files.filter((file) => !used.has(path.join(cacheDir, file)));
  await Promise.all(stale.map((file) => fs.promises.rm(path.join(cacheDir, file), { force: true })));
  return stale.length;
};
