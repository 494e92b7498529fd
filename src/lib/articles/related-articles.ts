/**
 * The articles an article suggests at its end: scored by what they share with it, the same category
 * worth more than any one keyword in common, then the newest of the others. Computed at build for each
 * article's page (src/gatsby-node/insights-pages.ts), among the articles that run shows.
 */

/** What the score reads of an article: its id, category, keywords (in the page's language) and date. */
export interface RelatableArticle {
  jsonId: string;
  categoryId: string;
  tags: readonly string[];
  publishedAt: string;
}

/** At most this many suggestions. */
export const RELATED_ARTICLES_MAX = 3;

/** What sharing the category is worth: more than two shared keywords, less than three. */
const SAME_CATEGORY = 2.5;

const normalisedTag = (tag: string): string => tag.trim().toLocaleLowerCase();

/** How related two articles are: 2.5 for the same category, plus 1 for each keyword they share (case aside). 0 when nothing is shared. */
export const relatedScore = (article: RelatableArticle, other: RelatableArticle): number => {
  const tags = new Set(article.tags.map(normalisedTag));
  const shared = new Set(other.tags.map(normalisedTag).filter((tag) => tags.has(tag))).size;
  return (article.categoryId === other.categoryId ? SAME_CATEGORY : 0) + shared;
};

/**
 * The other articles, at most `max`: the best scored first and, on equal scores, the newest first. Those
 * that share nothing come after every one that shares something, the newest first: an article whose
 * category and keywords no other has still suggests as many as there are others, up to `max`.
 */
export const relatedArticles = <T extends RelatableArticle>(article: RelatableArticle, candidates: readonly T[], max: number = RELATED_ARTICLES_MAX): T[] =>
  candidates
    .filter((other) => other.jsonId !== article.jsonId)
    .map((other) => ({ other, score: relatedScore(article, other) }))
    .sort((a, b) => b.score - a.score || Date.parse(b.other.publishedAt) - Date.parse(a.other.publishedAt) || a.other.jsonId.localeCompare(b.other.jsonId))
    .slice(0, max)
    .map(({ other }) => other);
