/**
 * The Insights section's pages, in every published language, from the articles this run shows (the
 * publication rule, src/lib/articles/publication.ts, through each node's `shown`): the list, newest
 * first and twelve a page (`/insights`, `/insights/pagina/2`), each category's list
 * (`/insights/categoria/<slug>`, numbered the same way), and one page per article (`/insights/<slug>`).
 *
 * Every list a page shows is decided here and handed to it in its context, never queried by the page
 * itself: Gatsby keeps a page's query result until its nodes or its context change, and the passing of
 * a publication date changes neither (docs/architecture.md, "Articles"). The home page's three latest
 * articles are decided here too, and read by localized-pages.ts when Gatsby creates the home page
 * (createPages runs before the pages of src/pages are made).
 */
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { PUBLISHED_LOCALES, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { articleListPath, articlePath, routePath, type RouteKey } from "../../supabase/functions/_shared/site-contract/route-map";
import { publishedAlternates, type Alternates } from "../lib/routes/alternates";
import { collections, compareEntries } from "../content-model/collections";
import { paginate } from "../lib/articles/article-pagination";
import { relatedArticles } from "../lib/articles/related-articles";
import type { PublicationStatus } from "../lib/articles/publication";
import { ARTICLE_TYPE } from "./article-publication";

/** The articles' order everywhere, the content model's (collections.ts): by `publishedAt`, newest first, then by id. */
const articleOrder = () => {
  const spec = collections.find((collection) => collection.type === ARTICLE_TYPE);
  if (!spec) throw new Error(`The content model (src/content-model/collections.ts) has no ${ARTICLE_TYPE} collection`);
  return compareEntries(spec);
};

/** How many articles the home page shows, before its contact section. */
export const HOME_LATEST_ARTICLES = 3;

/** The articles of a list page, or of the home page, that are not published: shown under `npm start` only, each marked. */
export type UnpublishedArticles = Record<string, Exclude<PublicationStatus, "published">>;

interface ArticleNode {
  id: string;
  jsonId: string;
  locale: Locale;
  slug: string;
  status: PublicationStatus;
  publishedAt: string;
  tags: readonly string[];
  category: { jsonId: string; slug: string };
}

interface CategoryNode {
  jsonId: string;
  locale: Locale;
  slug: string;
  position: number;
}

interface InsightsPagesData {
  allArticle: { nodes: ArticleNode[] };
  allArticleCategory: { nodes: CategoryNode[] };
}

/** A list page's context: which articles, in which order, and where the page sits in its list. */
export interface ArticleListContext {
  locale: Locale;
  alternates: Alternates;
  /** This page's articles (their `jsonId`), newest first. */
  articleIds: string[];
  /** The category the list is filtered by, or null for every article. */
  categoryId: string | null;
  /** The categories that have articles, the filter's links (in the editors' order). */
  categoryIds: string[];
  /** This page's number (1 is the first) and how many the list has. */
  page: number;
  pageCount: number;
  unpublished: UnpublishedArticles;
}

/** An article page's context. */
export interface ArticlePageContext {
  /** The article's node in the page's language. */
  id: string;
  locale: Locale;
  alternates: Alternates;
  /** "published" in a production build; under `npm start` a draft or a scheduled article is marked. */
  status: PublicationStatus;
  /** The node ids of the older (previous) and newer (next) article, if any. */
  previousId: string | null;
  nextId: string | null;
  /** Node ids of the related articles, best first. */
  relatedIds: string[];
  /** The previous, the next and the related articles' node ids together, for the page's query. */
  linkedIds: string[];
  unpublished: UnpublishedArticles;
}

/** What the home page adds to its context: its latest articles. */
export interface HomeArticlesContext {
  latestArticleIds: string[];
  unpublished: UnpublishedArticles;
}

/** Each language's home context, decided by the last createPages (see the file's comment). */
const homeArticles = new Map<Locale, HomeArticlesContext>();

/**
 * What a page of src/pages adds to its context for the articles it shows: the home page its latest
 * ones; nothing for any other. Throws when the home page comes before createPages has listed them.
 */
export const articlesContextOf = (key: RouteKey, locale: Locale): HomeArticlesContext | Record<string, never> => {
  if (key !== "home") return {};
  const context = homeArticles.get(locale);
  if (!context)
    throw new Error(`The home page (${locale}) shows the latest articles, which createPages (src/gatsby-node/insights-pages.ts) decides: it has not run yet.`);
  return context;
};

const unpublishedOf = (articles: readonly ArticleNode[]): UnpublishedArticles =>
  Object.fromEntries(articles.flatMap((article) => (article.status === "published" ? [] : [[article.jsonId, article.status]])));

/** A language's nodes by `jsonId`, and the lookup of one, which must exist (every entry has a node per language). */
const byJsonId = <T extends { jsonId: string; locale: Locale }>(nodes: readonly T[], kind: string) => {
  const map = new Map(nodes.map((node) => [`${node.locale} ${node.jsonId}`, node]));
  return (jsonId: string, locale: Locale): T => {
    const node = map.get(`${locale} ${jsonId}`);
    if (!node) throw new Error(`The ${kind} "${jsonId}" has no node in ${locale}`);
    return node;
  };
};

/** Every page the section has in one run, with its path, template and context: what createPages makes of the query's answer. */
export interface InsightsPage {
  path: string;
  template: "list" | "article";
  context: ArticleListContext | ArticlePageContext;
}

export const TEMPLATES = { list: "src/templates/article-list-page.tsx", article: "src/templates/article-page.tsx" } as const;

/** The section's pages, and each language's home context, from the shown articles and the categories (framework-free, for the tests). */
export const insightsPages = (data: InsightsPagesData): { pages: InsightsPage[]; home: Map<Locale, HomeArticlesContext> } => {
  const article = byJsonId(data.allArticle.nodes, "article");
  const category = byJsonId(data.allArticleCategory.nodes, "article category");
  const order = articleOrder();
  const inOrder = (locale: Locale) =>
    data.allArticle.nodes.filter((node) => node.locale === locale).sort((a, b) => order({ ...a, id: a.jsonId }, { ...b, id: b.jsonId }));
  const pages: InsightsPage[] = [];
  const home = new Map<Locale, HomeArticlesContext>();

  for (const locale of PUBLISHED_LOCALES) {
    const articles = inOrder(locale);
    const categoryIds = data.allArticleCategory.nodes
      .filter((node) => node.locale === locale && articles.some((a) => a.category.jsonId === node.jsonId))
      .sort((a, b) => a.position - b.position || a.jsonId.localeCompare(b.jsonId))
      .map((node) => node.jsonId);

    // The list of every article, then each category's.
    for (const categoryId of [null, ...categoryIds]) {
      const listed = categoryId ? articles.filter((a) => a.category.jsonId === categoryId) : articles;
      const split = paginate(listed);
      split.forEach((onPage, index) => {
        const page = index + 1;
        const pathIn = (l: Locale) => articleListPath(l, { categorySlug: categoryId ? category(categoryId, l).slug : null, page });
        const context: ArticleListContext = {
          locale,
          alternates: publishedAlternates(pathIn),
          articleIds: onPage.map((a) => a.jsonId),
          categoryId,
          categoryIds,
          page,
          pageCount: split.length,
          unpublished: unpublishedOf(onPage),
        };
        pages.push({ path: pathIn(locale), template: "list", context });
      });
    }

    articles.forEach((node, index) => {
      // Newest first: the previous (older) article comes after it in the list, the next (newer) before.
      const previous = articles[index + 1];
      const next = articles[index - 1];
      const related = relatedArticles(
        { jsonId: node.jsonId, categoryId: node.category.jsonId, tags: node.tags, publishedAt: node.publishedAt },
        articles.map((other) => ({ ...other, categoryId: other.category.jsonId })),
      );
      const linked = [previous, next, ...related].filter((other): other is ArticleNode => other !== undefined);
      const context: ArticlePageContext = {
        id: node.id,
        locale,
        alternates: publishedAlternates((l) => articlePath(article(node.jsonId, l).slug, l)),
        status: node.status,
        previousId: previous?.id ?? null,
        nextId: next?.id ?? null,
        relatedIds: related.map((other) => other.id),
        linkedIds: [...new Set(linked.map((other) => other.id))],
        unpublished: unpublishedOf([node, ...linked]),
      };
      pages.push({ path: articlePath(node.slug, locale), template: "article", context });
    });

    const latest = articles.slice(0, HOME_LATEST_ARTICLES);
    home.set(locale, { latestArticleIds: latest.map((a) => a.jsonId), unpublished: unpublishedOf(latest) });
  }

  const paths = new Set<string>();
  for (const page of pages) {
    if (paths.has(page.path)) throw new Error(`Two Insights pages would share the address ${page.path}`);
    paths.add(page.path);
  }
  return { pages, home };
};

export const createInsightsPages = async (
  siteDir: string,
  { graphql, actions, reporter }: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">,
): Promise<void> => {
  const result = await graphql<InsightsPagesData>(`
    query InsightsPages {
      allArticle(filter: { shown: { eq: true } }) {
        nodes {
          id
          jsonId
          locale
          slug
          status
          publishedAt
          tags
          category {
            jsonId
            slug
          }
        }
      }
      allArticleCategory {
        nodes {
          jsonId
          locale
          slug
          position
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("The Insights pages could not be created", result.errors);
    return;
  }
  let section: ReturnType<typeof insightsPages>;
  try {
    section = insightsPages(result.data);
  } catch (error) {
    reporter.panicOnBuild((error as Error).message);
    return;
  }
  for (const page of section.pages) {
    actions.createPage({ path: page.path, component: path.resolve(siteDir, TEMPLATES[page.template]), context: page.context });
  }
  // Under `npm start` createPages runs again after an edit, but Gatsby does not make src/pages' pages
  // again: from then on the home page is made here, every time (a page that createPages made and does
  // not make again is deleted; one with the same context keeps its query's result).
  const again = homeArticles.size > 0;
  for (const [locale, context] of section.home) {
    if (again) {
      actions.createPage({
        path: routePath("home", locale),
        component: path.resolve(siteDir, "src/pages/index.tsx"),
        context: { locale, alternates: publishedAlternates((l) => routePath("home", l)), ...context },
      });
    }
    homeArticles.set(locale, context);
  }
  const lists = section.pages.filter((page) => page.template === "list").length;
  reporter.info(`Insights pages: ${section.pages.length - lists} articles, ${lists} list pages (${PUBLISHED_LOCALES.join(", ")})`);
};
