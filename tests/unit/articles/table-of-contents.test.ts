/** An article's table of contents: its sections and subsections, only from three sections up. */
import { tableOfContents, TABLE_OF_CONTENTS_MIN_SECTIONS } from "../../../src/lib/articles/table-of-contents";
import { readEntries } from "../../../src/lib/content/read-entries";
import { DATA_DIR } from "../../support/content";

const h = (depth: number, value: string) => ({ depth, value, id: value.toLowerCase().replace(/\W+/g, "-") });

test("three sections or more get a table of contents; fewer get none", () => {
  expect(TABLE_OF_CONTENTS_MIN_SECTIONS).toBe(3);
  expect(tableOfContents([h(2, "Uno"), h(2, "Due")])).toEqual([]);
  expect(tableOfContents([h(2, "Uno"), h(2, "Due"), h(2, "Tre")]).map((entry) => entry.id)).toEqual(["uno", "due", "tre"]);
});

test("subsections (###) sit under their section and do not count as sections", () => {
  expect(tableOfContents([h(2, "Uno"), h(3, "Uno a"), h(3, "Uno b"), h(2, "Due")])).toEqual([]);
  expect(tableOfContents([h(2, "Uno"), h(3, "Uno a"), h(2, "Due"), h(2, "Tre"), h(4, "Dettaglio")])).toEqual([
    { id: "uno", title: "Uno", subsections: [{ id: "uno-a", title: "Uno a" }] },
    { id: "due", title: "Due", subsections: [] },
    { id: "tre", title: "Tre", subsections: [] },
  ]);
});

test("a heading without an id stops the build: its entry would lead nowhere", () => {
  expect(() => tableOfContents([h(2, "Uno"), { depth: 2, value: "Due", id: null }, h(2, "Tre")])).toThrow('the heading "Due" has no id');
});

test("every article of data/ has three sections or more, in both languages, so each shows its table of contents", () => {
  for (const locale of ["it", "en"] as const) {
    for (const article of readEntries<{ id: string; body: string }>(DATA_DIR, "articles", locale)) {
      const sections = article.body.split("\n").filter((line) => line.startsWith("## ")).length;
      expect({ article: article.id, locale, enough: sections >= TABLE_OF_CONTENTS_MIN_SECTIONS }).toEqual({ article: article.id, locale, enough: true });
    }
  }
});
