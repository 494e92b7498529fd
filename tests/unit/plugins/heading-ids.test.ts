/**
 * The headings' ids (plugins/gatsby-remark-heading-ids): stable, ASCII, unique in a text, from the
 * heading's words alone, on the places gatsby-transformer-remark and mdast-util-toc read them.
 */
import headingIds from "../../../plugins/gatsby-remark-heading-ids/index.cjs";

type Node = Parameters<typeof headingIds.addHeadingIds>[0];
const text = (value: string): Node => ({ type: "text", value });
const heading = (depth: number, ...children: Node[]): Node => ({ type: "heading", depth, children });
const tree = (...children: Node[]): Node => ({ type: "root", children });

test("a heading's id is its words, lower case, without accents, one hyphen between them", () => {
  expect(headingIds.headingSlug("Perché l'AI non basta?")).toBe("perche-l-ai-non-basta");
  expect(headingIds.headingSlug("Settimana per settimana")).toBe("settimana-per-settimana");
  expect(headingIds.headingSlug("  KPI & Roadmap: 2027  ")).toBe("kpi-roadmap-2027");
  expect(headingIds.headingSlug("Più qualità, meno rilavorazioni")).toBe("piu-qualita-meno-rilavorazioni");
  expect(headingIds.headingSlug("→ ★")).toBe("section");
});

test("an apostrophe joins an English contraction and separates an Italian elision", () => {
  expect(headingIds.headingSlug("After the course: the manager's part")).toBe("after-the-course-the-managers-part");
  expect(headingIds.headingSlug("From automation to AI, when it’s needed")).toBe("from-automation-to-ai-when-its-needed");
  expect(headingIds.headingSlug("Il programma segue l'obiettivo")).toBe("il-programma-segue-l-obiettivo");
  expect(headingIds.headingSlug("Come scegliamo i primi casi d'uso")).toBe("come-scegliamo-i-primi-casi-d-uso");
});

test("every heading of the text gets its id, in order; a repeated heading is numbered from 2", () => {
  const root = tree(
    heading(2, text("In sintesi")),
    { type: "paragraph", children: [text("Testo.")] },
    heading(3, text("Il "), { type: "inlineCode", value: "draft" }, text(" di un articolo")),
    heading(2, text("In sintesi")),
    heading(2, text("In sintesi")),
  );
  expect(headingIds.addHeadingIds(root)).toEqual(["in-sintesi", "il-draft-di-un-articolo", "in-sintesi-2", "in-sintesi-3"]);
  const first = root.children?.[0];
  // `data.id` for MarkdownRemark's headings, `hProperties.id` for the HTML and the table of contents.
  expect(first?.data).toEqual({ id: "in-sintesi", hProperties: { id: "in-sintesi" } });
});

test("as gatsby-transformer-remark's sub-plugin it returns the same tree, and keeps what other plugins set", () => {
  const root = tree({ type: "heading", depth: 2, children: [text("Da dove cominciare")], data: { hProperties: { className: "x" } } });
  expect(headingIds({ markdownAST: root })).toBe(root);
  expect(root.children?.[0].data).toEqual({ id: "da-dove-cominciare", hProperties: { className: "x", id: "da-dove-cominciare" } });
});
