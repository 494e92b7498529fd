/**
 * Vendor prefixes only where a browser the site supports still needs them.
 *
 * Emotion's default stylis prefixer writes every declaration it knows three or four times
 * (`-webkit-box-align`, `-ms-flex-align`, `-webkit-translate`, `-moz-translate`…) for
 * browsers of ten years ago: about a fifth of a page's inline CSS, all of it parsed before the
 * first paint. Current Chrome, Firefox and Safari need a prefix for a handful of properties only,
 * all for Safari; those keep Emotion's own prefixer, every other declaration goes out as written.
 * Class names do not depend on it (Emotion hashes the styles before stylis runs), so the server's
 * markup and the browser's agree.
 */
import { DECLARATION, prefixer, type Middleware } from "stylis";

/** Properties Safari still reads only, or also, with `-webkit-`. */
const STILL_PREFIXED = new Set([
  "user-select",
  "backdrop-filter",
  "background-clip",
  "text-size-adjust",
  "box-decoration-break",
  "mask",
  "mask-image",
  "text-stroke",
]);

export const modernPrefixer: Middleware = (element, index, children, callback) => {
  if (element.type === DECLARATION && STILL_PREFIXED.has(String(element.props))) return prefixer(element, index, children, callback);
  return undefined;
};
