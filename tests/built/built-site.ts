/** The built site as the post-build checks read it: public/, the address it was built for, its pages' heads. */
import fs from "node:fs";
import path from "node:path";
import { configuredSiteUrl } from "../../src/lib/seo/site-url";

export const PUBLIC = path.resolve(__dirname, "../../public");

/** The address the build was made for: SITE_URL, or gatsby-config's default (scripts/test.sh sets none). */
export const SITE_URL = configuredSiteUrl();

/** A built file's path from its address ("https://…/share/academy/ai-101.png" or "/share/…"). */
export const publicFile = (url: string): string => path.join(PUBLIC, decodeURIComponent(new URL(url, SITE_URL).pathname));

/** A page's built HTML ("/academy/ai-101" → public/academy/ai-101/index.html), or undefined when the build has no such page. */
export const pageHtml = (route: string): string | undefined => {
  const file = path.join(PUBLIC, route === "/" ? "index.html" : `${route.slice(1)}/index.html`);
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
};

/** A `<meta property|name="…" content="…">` of a page's head, as React writes it. */
export const metaContent = (html: string, key: string): string | undefined => {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`<meta (?:property|name)="${escaped}" content="([^"]*)"`).exec(html)?.[1];
};

/** A PNG's size, from its header (the IHDR chunk: width and height, big-endian, at bytes 16 and 20). */
export const pngSize = (file: string): { width: number; height: number } => {
  const header = Buffer.alloc(24);
  const fd = fs.openSync(file, "r");
  try {
    fs.readSync(fd, header, 0, 24, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (header.toString("latin1", 1, 4) !== "PNG" || header.toString("latin1", 12, 16) !== "IHDR") throw new Error(`${file} is not a PNG`);
  return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
};
