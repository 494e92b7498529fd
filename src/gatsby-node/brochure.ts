/**
 * The PDF brochure ('Scarica la brochure'), rendered from data/ into public/ at start-up and
 * again after each valid content edit under `gatsby develop`.
 */
import fs from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";
import { BROCHURE_FILE_NAME } from "../lib/brochure/brochure-file";
import { loadBrochureContent, renderBrochure } from "../lib/brochure/render-brochure";

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
      const publicDir = path.join(siteDir, "public");
      const target = path.join(publicDir, BROCHURE_FILE_NAME);
      await fs.promises.mkdir(publicDir, { recursive: true });
      await fs.promises.writeFile(`${target}.tmp`, pdf);
      await fs.promises.rename(`${target}.tmp`, target);
      reporter.info(`Brochure written to public/${BROCHURE_FILE_NAME} (${Math.round(pdf.length / 1024)} KB)`);
    });
  return brochureWrite;
};
