/** The articles an article suggests: the same category first, then shared keywords, newest first on a tie, at most three. */
import { relatedArticles, relatedScore, RELATED_ARTICLES_MAX, type RelatableArticle } from "../../../src/lib/articles/related-articles";

const article = (jsonId: string, categoryId: string, tags: string[], publishedAt = "2026-03-10T09:00:00+01:00"): RelatableArticle => ({
  jsonId,
  categoryId,
  tags,
  publishedAt,
});

const base = article("base", "strategia", ["Go-to-market", "B2B", "KPI"]);

test("the same category is worth more than two shared keywords, less than three", () => {
  expect(relatedScore(base, article("x", "strategia", []))).toBe(2.5);
  expect(relatedScore(base, article("x", "ai", ["B2B", "KPI"]))).toBe(2);
  expect(relatedScore(base, article("x", "ai", ["B2B", "KPI", "go-to-market"]))).toBe(3);
  expect(relatedScore(base, article("x", "strategia", ["kpi"]))).toBe(3.5);
});

test("keywords match whatever their case and spaces, each counted once", () => {
  expect(relatedScore(base, article("x", "ai", [" b2b ", "B2B"]))).toBe(1);
});

test("the best scored come first, at most three, the article itself and unrelated ones never", () => {
  const candidates = [
    base,
    article("unrelated", "eventi", ["Team building"]),
    article("one-tag", "ai", ["KPI"]),
    article("category", "strategia", ["Pricing"]),
    article("category-and-tags", "strategia", ["B2B", "KPI"]),
    article("two-tags", "ai", ["B2B", "Go-to-market"]),
  ];
  expect(relatedArticles(base, candidates).map((a) => a.jsonId)).toEqual(["category-and-tags", "category", "two-tags"]);
  expect(RELATED_ARTICLES_MAX).toBe(3);
});

test("on equal scores the newest comes first", () => {
  const older = article("older", "strategia", [], "2026-01-10T09:00:00+01:00");
  const newer = article("newer", "strategia", [], "2026-06-10T09:00:00+02:00");
  expect(relatedArticles(base, [older, newer]).map((a) => a.jsonId)).toEqual(["newer", "older"]);
});

test("an article that shares nothing with any other suggests none", () => {
  expect(relatedArticles(base, [article("a", "eventi", ["Gala"]), article("b", "ai", [])])).toEqual([]);
});
