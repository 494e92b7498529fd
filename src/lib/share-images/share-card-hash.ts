/**
 * The name a drawn card is cached under: a hash of everything that decides its pixels, so an
 * unchanged card is never drawn twice and a changed one never reuses an old drawing.
 */
import crypto from "node:crypto";
import type { CardNode } from "./share-card";

const sha256 = (data: string | Uint8Array): string => crypto.createHash("sha256").update(data).digest("hex");

/**
 * What, besides the tree, decides the pixels: the renderer (the drawing code's version and the
 * versions of the libraries that draw) and each font's weight and bytes.
 */
export const rendererFingerprint = (renderer: string, fonts: ReadonlyArray<{ weight: number; data: Uint8Array }>): string =>
  sha256(JSON.stringify({ renderer, fonts: fonts.map((font) => [font.weight, sha256(font.data)]) }));

/** The card's cache key: its tree (texts, sizes, colours, embedded pictures) and the renderer's fingerprint. */
export const shareCardHash = (tree: CardNode, fingerprint: string): string => sha256(JSON.stringify({ tree, fingerprint })).slice(0, 32);
