/** The articles an article suggests: the same category first, then shared keywords, newest first on a tie, then the newest others; at most three. */
import { relatedArticles, relatedScore, RELATED_ARTICLES_MAX, type RelatableArticle } from "../../../src/lib/articles/related-articles";
import { PUBLISHED_LOCALES } from "../../../supabase/functions/_shared/site-contract/locales";
import { publishedArticlesIn } from "../../support/content";

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

test("the best scored come first, at most three, the article itself never", () => {
  const candidates = [
    base,
    article("unrelated", "eventi", ["Team building"], "2026-11-10T09:00:00+01:00"),
    article("one-tag", "ai", ["KPI"]),
    article("category", "strategia", ["Pricing"]),
    article("category-and-tags", "strategia", ["B2B", "KPI"]),
    article("two-tags", "ai", ["B2B", "Go-to-market"]),
  ];
  expect(relatedArticles(base, candidates).map((a) => a.jsonId)).toEqual(["category-and-tags", "category", "two-tags"]);
  expect(RELATED_ARTICLES_MAX).toBe(3);
});

test("after the scored ones come the newest of those that share nothing, even when newer than the scored", () => {
  const candidates = [
    article("old-unrelated", "eventi", ["Gala"], "2025-01-10T09:00:00+01:00"),
    article("new-unrelated", "formazione", ["HR"], "2026-11-10T09:00:00+01:00"),
    article("mid-unrelated", "ai", [], "2026-05-10T09:00:00+02:00"),
    article("one-tag", "ai", ["kpi"], "2025-06-10T09:00:00+02:00"),
  ];
  expect(relatedArticles(base, candidates).map((a) => a.jsonId)).toEqual(["one-tag", "new-unrelated", "mid-unrelated"]);
});

test("on equal scores the newest comes first", () => {
  const older = article("older", "strategia", [], "2026-01-10T09:00:00+01:00");
  const newer = article("newer", "strategia", [], "2026-06-10T09:00:00+02:00");
  expect(relatedArticles(base, [older, newer]).map((a) => a.jsonId)).toEqual(["newer", "older"]);
});

test("an article that shares nothing with any other still suggests the others, newest first, as many as there are up to three", () => {
  const older = article("older", "eventi", ["Gala"], "2026-01-10T09:00:00+01:00");
  const newer = article("newer", "ai", [], "2026-06-10T09:00:00+02:00");
  expect(relatedArticles(base, [base, older, newer]).map((a) => a.jsonId)).toEqual(["newer", "older"]);
  expect(relatedArticles(base, [base])).toEqual([]);
});

test.each(PUBLISHED_LOCALES)("every published article of the site suggests three others (%s), those that share something with it first", (locale) => {
  const articles = publishedArticlesIn<{ id: string; category: string; tags: string[]; publishedAt: string }>(locale).map((a) => ({
    ...a,
    jsonId: a.id,
    categoryId: a.category,
  }));
  expect(articles.length).toBeGreaterThan(RELATED_ARTICLES_MAX);
  for (const a of articles) {
    const related = relatedArticles(a, articles);
    expect(related).toHaveLength(RELATED_ARTICLES_MAX);
    const scores = related.map((other) => relatedScore(a, other));
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  }
});
