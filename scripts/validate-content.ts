/**
 * `npm run validate:content`: checks data/ in a second, without a build. The build
 * runs the same check (gatsby-node, onPreBootstrap) and stops on the same messages.
 */
import path from "node:path";
import { formatContentReport, validateContent } from "../src/lib/content/validate-content";

const root = path.resolve(__dirname, "..");
const errors = validateContent(path.join(root, "data"), root);
if (errors.length > 0) {
  console.error(formatContentReport(errors));
  process.exit(1);
}
console.log("data/: i contenuti sono validi.");
