/**
 * Where the generated PDF brochure lives. Kept apart from the renderer so that pages and components
 * can link to the file without pulling pdfkit into the browser bundle.
 */

/** File name of the brochure, written into `public/` at build time (and in `gatsby develop`). */
export const BROCHURE_FILE_NAME = "altura-consulting-brochure.pdf";

/** Address of the brochure on the site, for the 'Scarica la brochure' link. */
export const BROCHURE_HREF = `/${BROCHURE_FILE_NAME}`;
