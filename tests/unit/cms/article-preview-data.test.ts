/**
 * What the CMS's preview shows of an article in each language: the entry as the editor has it (a new
 * one too), its category's and author's names from the content, its state as a build run now would
 * see it.
 */
import { articlePreview, type ContentLookup } from "../../../src/cms/article-preview-data";
import { formatsFor } from "../../../src/lib/format/formats";
import { dataEntry, dataFile } from "../../support/content";

type Localized<T = string> = Record<"it" | "en", T>;
interface StoredArticle {
  id: string;
  title: Localized;
  lead: Localized;
  category: string;
  author: string;
  publishedAt: string;
  image: string;
  imageAlt: Localized;
  tags: Localized<string[]>;
  body: Localized;
}

const ARTICLE = "go-to-market-in-sei-settimane";
const stored = dataEntry<StoredArticle>("articles", ARTICLE);
const lookup: ContentLookup = (file) => {
  try {
    return dataFile<Record<string, unknown>>(file);
  } catch {
    return undefined;
  }
};
const category = dataEntry<{ label: Localized }>("article-categories", stored.category);
const author = dataEntry<{ name: string; role: Localized; imageAlt: Localized }>("team", stored.author);
const after = new Date(Date.parse(stored.publishedAt) + 86_400_000);

test.each(["it", "en"] as const)("a stored article in %s: its texts in that language, its category and author by name", (locale) => {
  expect(articlePreview(stored, locale, lookup, after)).toEqual({
    title: stored.title[locale],
    lead: stored.lead[locale],
    categoryLabel: category.label[locale],
    author: { jsonId: stored.author, name: author.name, role: author.role[locale], imageAlt: author.imageAlt[locale], image: { childImageSharp: null } },
    published: { iso: stored.publishedAt, day: formatsFor(locale).formatDate(stored.publishedAt) },
    updated: null,
    status: "published",
    image: stored.image,
    imageAlt: stored.imageAlt[locale],
    tags: stored.tags[locale],
    body: stored.body[locale],
  });
});

test("a draft, or an article whose date is still to come, is marked as the site's preview marks it", () => {
  expect(articlePreview({ ...stored, draft: true }, "it", lookup, after).status).toBe("draft");
  expect(articlePreview(stored, "it", lookup, new Date(Date.parse(stored.publishedAt) - 60_000)).status).toBe("scheduled");
  expect(articlePreview({ ...stored, updatedAt: "2027-01-02T10:00:00+01:00" }, "en", lookup, after).updated).toEqual({
    iso: "2027-01-02T10:00:00+01:00",
    day: "2 January 2027",
  });
});

test("a new article, half written, shows what there is: no date, no category, no cover yet", () => {
  const preview = articlePreview(
    { title: { it: "Una bozza" }, body: { it: "## Primo" }, tags: { it: ["uno", " "] }, publishedAt: "2027-05-04" },
    "it",
    lookup,
    after,
  );
  expect(preview).toMatchObject({
    title: "Una bozza",
    lead: "",
    categoryLabel: "",
    published: null,
    status: "published",
    image: "",
    tags: ["uno"],
    body: "## Primo",
  });
  expect(preview.author).toMatchObject({ jsonId: "", name: "", role: "" });
  expect(articlePreview({ title: { it: "Una bozza" } }, "en", lookup, after)).toMatchObject({ title: "", body: "", tags: [] });
  expect(articlePreview(undefined, "it", lookup, after).title).toBe("");
});

test("a category or author the CMS does not know yet (added after /admin was built) shows its id", () => {
  expect(articlePreview({ ...stored, category: "nuova-categoria", author: "nuova-persona" }, "it", lookup, after)).toMatchObject({
    categoryLabel: "nuova-categoria",
    author: { jsonId: "nuova-persona", name: "nuova-persona", role: "" },
  });
});
