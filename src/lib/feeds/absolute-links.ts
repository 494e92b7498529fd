/**
 * An article's HTML with every link and image address made absolute: in a feed reader the text is
 * read away from the site, where "/academy/ai-101" or "#misurare" would lead nowhere.
 */

/** An address with a scheme ("https:", "mailto:", "tel:") is left as written. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** `href`, `src` and `srcset` in double quotes, as remark writes them. */
const URL_ATTRIBUTE = /\s(href|src|srcset)="([^"]*)"/g;

const resolve = (address: string, pageUrl: string): string => (HAS_SCHEME.test(address) ? address : new URL(address, pageUrl).href);

/** "a.png 1x, /b.png 2x" → each address resolved, its descriptor kept. */
const resolveSrcset = (srcset: string, pageUrl: string): string =>
  srcset
    .split(",")
    .map((candidate) => {
      const [address = "", ...descriptor] = candidate.trim().split(/\s+/);
      return [resolve(address, pageUrl), ...descriptor].join(" ");
    })
    .join(", ");

/** ("<a href="/academy">…", "https://site/insights/x") → "<a href="https://site/academy">…"; a "#part" link points into the page. */
export const withAbsoluteLinks = (html: string, pageUrl: string): string =>
  html.replace(URL_ATTRIBUTE, (_match, name: string, value: string) => {
    const absolute = name === "srcset" ? resolveSrcset(value, pageUrl) : resolve(value, pageUrl);
    return ` ${name}="${absolute}"`;
  });
