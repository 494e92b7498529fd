/**
 * The PDF brochure ('Scarica la brochure'), rendered from data/ into public/ at start-up and
 * again after each valid content edit under `gatsby develop`.
 */
import path from "node:path";
import type { Reporter } from "gatsby";
import { loadBrochureContent } from "../lib/brochure/brochure-content";
import { BROCHURE_FILE_NAME } from "../lib/brochure/brochure-file";
import { renderBrochure } from "../lib/brochure/render-brochure";
import { writeFileAtomic } from "../lib/files/file-io";

let brochureWrite: Promise<void> = Promise.resolve();

/**
 * Writes run one after the other (the last edit wins) and replace the file in one step, so the
 * server never serves half a PDF.
 */
export const writeBrochure = (siteDir: string, reporter: Reporter): Promise<void> => {
  brochureWrite = brochureWrite
    .catch(() => undefined)
    .then(async () => {
      const pdf = await renderBrochure(loadBrochureContent(path.join(siteDir, "data")));
      await writeFileAtomic(path.join(siteDir, "public", BROCHURE_FILE_NAME), pdf);
      reporter.info(`Brochure written to public/${BROCHURE_FILE_NAME} (${Math.round(pdf.length / 1024)} KB)`);
    });
  return brochureWrite;
};
