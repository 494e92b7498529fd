/**
 * The one place that reads what Gatsby writes into public/ past its documentation: the built pages'
 * script tags and page-path script. The build's rewrites for the first load
 * (src/gatsby-node/post-build.ts) read them only through this module.
 *
 * Every reader is strict: a page or a file that is not of the expected form stops the build with
 * an error that names Gatsby, the file and what was expected, never returns the page unchanged or
 * an empty list. tests/unit/start-up/library-internals/gatsby-build-output.test.ts pins the forms against
 * Gatsby's own source (.cache/static-entry.js and its scripts slice).
 */
/** Thrown when Gatsby's output is not what this module expects: the build stops with the reason. */
export class GatsbyOutputChanged extends Error {
  constructor(file: string, expected: string) {
    super(
      `Gatsby's build output changed: ${file} ${expected}. The first-load rewrites rely on it (src/start-up/library-internals/gatsby-build-output.ts); update that module for this Gatsby release.`,
    );
    this.name = "GatsbyOutputChanged";
  }
}

/** Gatsby's entry chunks, as its scripts slice writes them: `<script src="/app-….js" async="">`. */
const ENTRY_SCRIPT_TAG = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

export interface EntryScripts {
  /** The chunks' paths, in the page's order. */
  sources: string[];
  /** The page without the tags. */
  without: string;
  /** Where the first tag was, in `without`. */
  firstAt: number;
}

/** The page's entry script tags, taken out of it. Throws if it has none: every page Gatsby builds has them. */
export function takeEntryScripts(html: string, file: string): EntryScripts {
  const sources: string[] = [];
  let firstAt = -1;
  const without = html.replace(ENTRY_SCRIPT_TAG, (_tag, source: string, offset: number) => {
    if (firstAt < 0) firstAt = offset;
    sources.push(source);
    return "";
  });
  if (sources.length === 0) throw new GatsbyOutputChanged(file, 'has no entry script of the form <script src="/….js" async="">');
  return { sources, without, firstAt };
}

/** Whether the page has one of Gatsby's entry script tags: a page an earlier build rewrote may have none. */
export const hasEntryScripts = (html: string): boolean => new RegExp(ENTRY_SCRIPT_TAG.source).test(html);

/** Gatsby's entry script tags for these chunks, as its scripts slice writes them (React renders `async` as `async=""`). */
export const entryScriptTags = (sources: readonly string[]): string => sources.map((source) => `<script src="${source}" async=""></script>`).join("");

/** Gatsby's page-path script: the path is a JSON string. */
const PAGE_PATH_SCRIPT = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;

export interface PagePathScript {
  pagePath: string;
  /** Where the tag starts, and how long it is. */
  index: number;
  length: number;
}

/**
 * Gatsby's `window.pagePath` script of a page, or null for a page that no longer has it because the
 * build rewrote it already (`rewritten`: Gatsby writes again only the pages whose data changed).
 * Throws if the page has neither.
 */
export function pagePathScript(html: string, file: string, rewritten: (html: string) => boolean): PagePathScript | null {
  const match = PAGE_PATH_SCRIPT.exec(html);
  if (match) return { pagePath: JSON.parse(match[1]) as string, index: match.index, length: match[0].length };
  if (rewritten(html)) return null;
  throw new GatsbyOutputChanged(
    file,
    `has no page-path script of the form <script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="…";/*]]>*/</script>`,
  );
}
