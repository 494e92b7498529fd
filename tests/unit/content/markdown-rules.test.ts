/**
 * What an article's Markdown may not contain (src/lib/content/markdown-rules.ts), with the line to
 * look at: the content check reports each one naming the file, the entry, the field and the language.
 */
import { markdownProblems } from "../../../src/lib/content/markdown-rules";

const lines = (...text: string[]) => text.join("\n");

test("a text with sections, lists, tables, links and emphasis is fine", () => {
  const text = lines(
    "Un paragrafo con un [link](/academy) e del **grassetto**.",
    "",
    "## Una sezione",
    "",
    "- una voce",
    "- un'altra, con `<codice>`",
    "",
    "| Settimana | Cosa |",
    "| --- | --- |",
    "| 1 | Interviste |",
    "",
    "Titolo di sezione",
    "-----------------",
    "",
    "Tre è meno di 5, e 5 > 3.",
  );
  expect(markdownProblems(text)).toEqual([]);
});

test("a first-level heading is refused, written with # or underlined with =", () => {
  expect(markdownProblems(lines("Introduzione.", "", "# Il titolo", "", "Testo", "===", ""))).toEqual([
    { line: 3, message: expect.stringMatching(/^ha un titolo di primo livello \(#\): .* le sezioni cominciano con ##$/) },
    { line: 5, message: expect.stringMatching(/^ha un titolo di primo livello/) },
  ]);
  expect(markdownProblems("#hashtag non è un titolo")).toEqual([]);
});

test("an empty section heading is refused: its entry in the table of contents would have no words", () => {
  expect(markdownProblems(lines("Introduzione.", "", "## ", "", "Testo.", "###", "## ##"))).toEqual([
    { line: 3, message: "ha un titolo di sezione vuoto (## senza testo): scrivi il titolo o togli la riga" },
    { line: 6, message: expect.stringMatching(/^ha un titolo di sezione vuoto/) },
    { line: 7, message: expect.stringMatching(/^ha un titolo di sezione vuoto/) },
  ]);
  expect(markdownProblems(lines("## Una sezione", "", "##hashtag non è un titolo"))).toEqual([]);
});

test("HTML and pictures are refused, each on its line", () => {
  expect(markdownProblems(lines("Testo.", '<div class="box">riquadro</div>', "Un <!-- commento -->", "![Un grafico](images/x.png)"))).toEqual([
    { line: 2, message: "contiene HTML (<…>): scrivi solo in Markdown" },
    { line: 3, message: "contiene HTML (<…>): scrivi solo in Markdown" },
    { line: 4, message: expect.stringMatching(/^contiene un'immagine \(!\[…\]\(…\)\): .*copertina$/) },
  ]);
});

test("code is not read as Markdown: a fence or inline code may show HTML and headings", () => {
  expect(markdownProblems(lines("Un esempio:", "", "```html", "<script>alert(1)</script>", "# non un titolo", "```", "", "E `<br>` in linea."))).toEqual([]);
});

test("a first line of --- would be taken for front matter by gatsby-transformer-remark", () => {
  expect(markdownProblems(lines("---", "Testo.", "---"))).toEqual([{ line: 1, message: expect.stringMatching(/^comincia con ---, .*\*\*\*/) }]);
});
