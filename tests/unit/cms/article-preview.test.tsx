/**
 * @jest-environment jsdom
 */
/**
 * The CMS's preview of an article, mounted as Decap mounts a preview template (made with
 * create-react-class, given the entry as an Immutable-like map and `getAsset`): the article's page as
 * the site draws it, in Italian and, at a press, in English, following every edit.
 */
import * as React from "react";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import createClass from "create-react-class";
import { fireEvent, screen, within } from "@testing-library/react";
import { articlePreviewTemplate, type DecapPreviewProps } from "../../../src/cms/article-preview-template";
import type { ContentLookup } from "../../../src/cms/article-preview-data";
import { renderMarkdown } from "../../../src/lib/articles/render-markdown";
import { dataEntry, dataFile } from "../../support/content";

type Localized<T = string> = Record<"it" | "en", T>;
interface StoredArticle {
  title: Localized;
  lead: Localized;
  category: string;
  author: string;
  image: string;
  imageAlt: Localized;
  tags: Localized<string[]>;
  body: Localized;
  [field: string]: unknown;
}

const stored = dataEntry<StoredArticle>("articles", "go-to-market-in-sei-settimane");
const category = dataEntry<{ label: Localized }>("article-categories", stored.category);
const author = dataEntry<{ name: string }>("team", stored.author);
const lookup: ContentLookup = (file) => dataFile<Record<string, unknown>>(file);

/** The entry as Decap hands it to a template: `entry.get("data")` is an Immutable.js map. */
const decapProps = (data: unknown): DecapPreviewProps => ({
  entry: { get: (key: string) => (key === "data" ? { toJS: () => data } : undefined) },
  getAsset: (path: string) => ({ toString: () => `blob:http://127.0.0.1/${path}` }),
});

const Template = articlePreviewTemplate(createClass, React.createElement as never, lookup) as React.ComponentType<DecapPreviewProps>;

let decap: Root;
let pane: HTMLElement;
const show = (data: unknown) => act(() => decap.render(<Template {...decapProps(data)} />));

beforeEach(() => {
  pane = document.body.appendChild(document.createElement("div"));
  decap = createRoot(pane);
});

afterEach(async () => {
  // The preview's own root goes a moment after Decap's element (article-preview-template.tsx).
  await act(async () => {
    decap.unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  pane.remove();
});

test("the article's page in Italian: title, category, author, reading time, cover, table of contents, text with the site's heading ids, keywords", () => {
  show(stored);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(stored.title.it);
  expect(screen.getByText(category.label.it)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: author.name })).toBeInTheDocument();
  expect(screen.getByText(/min di lettura$/)).toBeInTheDocument();
  expect(screen.getByRole("img", { name: stored.imageAlt.it })).toHaveAttribute("src", `blob:http://127.0.0.1/${stored.image}`);
  const sections = renderMarkdown(stored.body.it).headings.filter((heading) => heading.depth === 2);
  const contents = screen.getByRole("navigation", { name: "In questo articolo" });
  expect(
    within(contents)
      .getAllByRole("link")
      .slice(0, 2)
      .map((link) => link.getAttribute("href")),
  ).toEqual(sections.slice(0, 2).map((s) => `#${s.id}`));
  const body = document.querySelector("[data-article-body]");
  expect([...(body?.querySelectorAll("h2") ?? [])].map((h2) => h2.id)).toEqual(sections.map((s) => s.id));
  for (const tag of stored.tags.it) expect(screen.getByText(tag)).toBeInTheDocument();
  // The site's design system is in the preview's document, and the page paints in Manrope.
  expect(document.head.querySelector("style[data-emotion]")).not.toBeNull();
  expect(document.documentElement).toHaveAttribute("data-web-font");
});

test("a press shows it in English; the CMS around it stays Italian", () => {
  document.documentElement.lang = "it";
  show(stored);
  fireEvent.click(screen.getByRole("button", { name: "Inglese" }));
  expect(screen.getByRole("button", { name: "Inglese" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(stored.title.en);
  expect(screen.getByRole("heading", { level: 1 }).closest("[lang]")).toHaveAttribute("lang", "en");
  expect(screen.getByText(/min read$/)).toBeInTheDocument();
  expect(screen.getByRole("img", { name: stored.imageAlt.en })).toBeInTheDocument();
  expect(document.documentElement.lang).toBe("it");
});

test("it follows the edit: a new title and a new section show at once, in the language shown", () => {
  show(stored);
  show({ ...stored, title: { ...stored.title, it: "Un titolo nuovo" }, body: { ...stored.body, it: `${stored.body.it}\n\n## Una sezione in più\n\nTesto.` } });
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Un titolo nuovo");
  expect(document.getElementById("una-sezione-in-piu")).toHaveTextContent("Una sezione in più");
});

test("a new article, half written, and a draft: what there is, the draft marked as on the site", () => {
  show({ title: { it: "Solo il titolo" }, body: { it: "Un paragrafo.\n\n## " }, draft: true });
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Solo il titolo");
  expect(screen.getByText("Bozza")).toBeInTheDocument();
  expect(screen.queryByRole("img")).toBeNull();
  expect(screen.queryByRole("navigation", { name: "In questo articolo" })).toBeNull();
});
