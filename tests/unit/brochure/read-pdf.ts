/**
 * Reading a rendered PDF back in the brochure's tests: its text and metadata through unpdf (PDF.js),
 * and a digest of its objects that does not depend on how zlib compressed them.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import path from "node:path";
import zlib from "node:zlib";

const ROOT = path.join(__dirname, "..", "..", "..");

// unpdf loads PDF.js with a dynamic `import()`, which Jest's CommonJS sandbox refuses without
// --experimental-vm-modules, so the extraction runs in a plain Node child process that receives the
// PDF on stdin and answers with JSON.
const EXTRACT_TEXT = `
import { extractText, getDocumentProxy, getMeta } from "unpdf";
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
const { totalPages, text } = await extractText(pdf, { mergePages: false });
const { info } = await getMeta(pdf);
process.stdout.write(JSON.stringify({ totalPages, pages: text, title: info.Title, lang: info.Language ?? null }));
`;

export interface ExtractedPdf {
  totalPages: number;
  /** The text of each page as PDF.js reads it, one line of the page per line. */
  pages: string[];
  title: string;
  lang: string | null;
}

export const extractPdf = (pdf: Buffer): ExtractedPdf => {
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", EXTRACT_TEXT], { cwd: ROOT, input: pdf, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(output.toString("utf8")) as ExtractedPdf;
};

/**
 * SHA-256 of every object of `pdf` (page drawings, structure tree, outline, metadata) with each stream
 * inflated and its /Length left out. The compressed bytes, their lengths and the cross-reference
 * offsets are skipped: they depend on the zlib build, not on what the PDF draws.
 */
export const pdfObjectsDigest = (pdf: Buffer): string => {
  const raw = pdf.toString("latin1");
  const hash = createHash("sha256");
  const streamStart = ">>\nstream\n";
  let cursor = 0;
  for (let at = raw.indexOf(streamStart); at >= 0; at = raw.indexOf(streamStart, cursor)) {
    const objects = raw.slice(cursor, at + 2);
    const dictionary = objects.slice(objects.lastIndexOf(" obj\n"));
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1] ?? NaN);
    if (!Number.isInteger(length)) throw new Error(`PDF stream at byte ${at} has no /Length`);
    const start = at + streamStart.length;
    const data = pdf.subarray(start, start + length);
    hash.update(objects.replace(/\/Length \d+\n/g, ""));
    hash.update(dictionary.includes("/Filter /FlateDecode") ? zlib.inflateSync(data) : data);
    cursor = start + length;
  }
  hash.update(raw.slice(cursor, raw.lastIndexOf("\nxref\n")));
  return hash.digest("hex");
};
