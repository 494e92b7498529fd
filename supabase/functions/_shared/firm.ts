/**
 * The firm's name as the e-mails and their sender write it: data/site.json's `brandName`, the one
 * source the site reads too. Imported as JSON, so the function carries the name it was deployed with
 * (docs/forms-backend.md, "Deploying"); the content check keeps the field filled, and a file without
 * it stops the function at start rather than mailing an empty name.
 */
import site from "../../../data/site.json" with { type: "json" };

const brandName: unknown = site.brandName;
if (typeof brandName !== "string" || brandName.trim() === "") throw new Error("data/site.json has no brandName: the e-mails cannot name the firm.");

export const FIRM_NAME: string = brandName;
