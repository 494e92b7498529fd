/**
 * Gatsby's scripts (webpack runtime, React, the app) are made to start after the browser has
 * painted the server-rendered page. As Gatsby writes them — plain `async` tags — they arrived and
 * ran while the page was still being parsed, so on a mid-range phone the first paint waited a
 * second or more for JavaScript the first view does not need: the HTML already holds all the
 * content. A small inline loader adds the same scripts after the first frame instead.
 *
 * Applied to the built HTML (gatsby-node's onPostBuild, before the CSP hashes are computed):
 * Gatsby renders these tags in its `_gatsby-scripts` slice, out of reach of onPreRenderHTML.
 */

/** Exactly the tags Gatsby writes for its entry chunks. */
const GATSBY_SCRIPT_TAG = /<script src="(\/[^"<>]+\.js)" async=""><\/script>|<script src="(\/[^"<>]+\.js)" async><\/script>/g;

/** requestAnimationFrame runs just before the first paint; the timeout lets that paint happen. */
export const scriptLoader = (sources: readonly string[]): string =>
  `<script>(function(s){function l(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}requestAnimationFrame(function(){setTimeout(l,0)})})(${JSON.stringify(sources).replace(/</g, "\\u003c")});</script>`;

/** The page with its Gatsby script tags replaced by one loader where the first of them was; unchanged if there are none. */
export function deferScriptsAfterFirstPaint(html: string): string {
  const sources: string[] = [];
  let firstAt = -1;
  const stripped = html.replace(GATSBY_SCRIPT_TAG, (tag, a: string | undefined, b: string | undefined, offset: number) => {
    if (firstAt < 0) firstAt = offset;
    sources.push((a ?? b) as string);
    return "";
  });
  if (sources.length === 0) return html;
  return stripped.slice(0, firstAt) + scriptLoader(sources) + stripped.slice(firstAt);
}
