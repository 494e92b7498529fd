/**
 * The pages Gatsby makes from src/pages, in every published language: each file's Italian name gives
 * the page's key in the route map, and the page is created again at its path in each language
 * (`/servizi` and `/en/services`) with `locale` and its `alternates` in the context. Components read
 * the locale through the page wrapper (src/i18n/locale-context.tsx), Head components from their props.
 * A file the route map does not know stops the build, so no page can go untranslated by accident.
 * A page that shows articles gets them in its context too (the home page its latest ones:
 * `articlesContextOf`, insights-pages.ts), as every list of articles does.
 */
import path from "node:path";
import type { CreatePageArgs } from "gatsby";
import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { pageAtPath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { publishedAlternates } from "../lib/routes/alternates";
import { articlesContextOf } from "./insights-pages";

/**
 * Static hosts answer a missing address with the nearest `404.html` up its path (Cloudflare Pages), so
 * each language's 404 page is also written there (`/en/404.html`), as Gatsby does for `/404.html`.
 */
const notFoundFile = (locale: Locale): string => `${routePath("not-found", locale)}.html`;

export const createLocalizedPages = (
  siteDir: string,
  { page, actions, reporter }: Pick<CreatePageArgs, "page" | "actions" | "reporter">,
  articlesContext: typeof articlesContextOf = articlesContextOf,
): void => {
  // Only src/pages' files, as Gatsby creates them: the pages created here already have their locale, and
  // Gatsby's own pages (the development 404 page) are left alone. Gatsby copies /404 to /404.html, and
  // copies it again from the page created here: that copy takes the locale with it.
  if (!page.component.startsWith(path.join(siteDir, "src/pages") + path.sep)) return;
  if ((page.context as { locale?: unknown } | undefined)?.locale || page.path.endsWith(".html")) return;
  const route = pageAtPath(page.path);
  if (route?.kind !== "page" || route.locale !== DEFAULT_LOCALE) {
    reporter.panicOnBuild(
      `${path.relative(siteDir, page.component)} makes ${page.path}, which the route map (supabase/functions/_shared/site-contract/route-map.ts) does not list as an Italian page.`,
    );
    return;
  }
  const alternates = publishedAlternates((locale) => routePath(route.key, locale));
  let articles: Map<Locale, ReturnType<typeof articlesContextOf>>;
  try {
    articles = new Map(PUBLISHED_LOCALES.map((locale) => [locale, articlesContext(route.key, locale)]));
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  actions.deletePage(page);
  for (const locale of PUBLISHED_LOCALES) {
    const context = { ...page.context, locale, alternates, ...articles.get(locale) };
    actions.createPage({ ...page, path: routePath(route.key, locale), context });
    // Gatsby copies the default language's /404 to /404.html itself.
    if (route.key === "not-found" && locale !== DEFAULT_LOCALE) actions.createPage({ ...page, path: notFoundFile(locale), context });
  }
};
