/**
 * What a Markdown text of the content (an article's body) may not contain, in words content staff
 * know, with the line to look at. The page gives the text its title (the article's `title`, the page's
 * only first-level heading) and renders it at build with gatsby-transformer-remark, so:
 * - no first-level heading (`# …`, or a line underlined with `===`): sections start at `##`;
 * - no empty heading (`## ` and nothing after it): the table of contents would have an entry with no
 *   words, and the article's page stops the build rather than show one;
 * - no HTML: the text is Markdown only, so that nothing in it can add a script or a style to the page;
 * - no picture: pictures inside the text are not rendered yet (the article has its cover image);
 * - no `---` on the first line: gatsby-transformer-remark would read what follows as front matter and
 *   drop it from the text.
 * Fenced code blocks and inline code are left alone. Framework-free: the build and the CMS run it.
 */

export interface MarkdownProblem {
  /** Line of the text, from 1. */
  line: number;
  message: string;
}

/** The text's lines with fenced code blocks blanked and inline code removed, so neither is read as Markdown. */
const proseLines = (text: string): string[] => {
  let fence: string | undefined;
  return text.split(/\r?\n/).map((line) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      return "";
    }
    if (marker) {
      fence = marker;
      return "";
    }
    return line.replace(/(`+)[^`]*?\1/g, "");
  });
};

const HTML = /<\/?[A-Za-z][A-Za-z0-9-]*(\s[^>]*)?\/?>|<!--/;
const IMAGE = /!\[[^\]]*\]\(/;

/** Every problem of a Markdown text, by line. */
export const markdownProblems = (text: string): MarkdownProblem[] => {
  const problems: MarkdownProblem[] = [];
  const lines = proseLines(text);
  if (/^---\s*$/.test(text.split(/\r?\n/)[0] ?? "")) {
    problems.push({
      line: 1,
      message: "comincia con ---, che verrebbe letto come intestazione e tolto dal testo: togli la riga o scrivi *** per una linea di separazione",
    });
  }
  lines.forEach((line, index) => {
    const at = index + 1;
    const previous = index > 0 ? lines[index - 1] : "";
    if (/^\s{0,3}#(\s|$)/.test(line) || (/^\s{0,3}=+\s*$/.test(line) && previous.trim() !== "")) {
      problems.push({
        line: /^\s{0,3}=+\s*$/.test(line) ? index : at,
        message: "ha un titolo di primo livello (#): il titolo dell'articolo è già Titolo, le sezioni cominciano con ##",
      });
    }
    if (/^\s{0,3}#{2,6}(\s+#*)?\s*$/.test(line)) {
      problems.push({ line: at, message: "ha un titolo di sezione vuoto (## senza testo): scrivi il titolo o togli la riga" });
    }
    if (HTML.test(line)) problems.push({ line: at, message: "contiene HTML (<…>): scrivi solo in Markdown" });
    if (IMAGE.test(line))
      problems.push({ line: at, message: "contiene un'immagine (![…](…)): il testo per ora non ne mostra; l'immagine dell'articolo è quella di copertina" });
  });
  return problems;
};
