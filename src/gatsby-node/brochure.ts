/**
 * The PDF brochure ('Scarica la brochure'), one per published language, rendered from data/ into
 * public/ at start-up and again after each valid content edit under `gatsby develop`.
 */
import path from "node:path";
import type { Reporter } from "gatsby";
import { PUBLISHED_LOCALES } from "../../supabase/functions/_shared/site-contract/locales";
import { loadBrochureContent } from "../lib/brochure/brochure-content";
import { renderBrochure } from "../lib/brochure/render-brochure";
import { writeFileAtomic } from "../lib/files/file-io";
import { brochurePath } from "../../supabase/functions/_shared/site-contract/route-map";

let brochureWrite: Promise<void> = Promise.resolve();

/**
 * Writes run one after the other (the last edit wins) and replace each file in one step, so the
 * server never serves half a PDF.
 */
export const writeBrochure = (siteDir: string, reporter: Reporter): Promise<void> => {
  brochureWrite = brochureWrite
    .catch(() => undefined)
    .then(async () => {
      const now = new Date();
      for (const locale of PUBLISHED_LOCALES) {
        const pdf = await renderBrochure(loadBrochureContent(path.join(siteDir, "data"), locale, now));
        const file = brochurePath(locale);
        await writeFileAtomic(path.join(siteDir, "public", file), pdf);
        reporter.info(`Brochure written to public${file} (${Math.round(pdf.length / 1024)} KB)`);
      }
    });
  return brochureWrite;
};
