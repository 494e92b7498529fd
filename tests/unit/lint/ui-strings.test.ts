/** The `altura/ui-strings` lint rule (scripts/lint/ui-strings.cjs): the interface's words come from the dictionaries. */
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { looksItalian, rule } from "../../../scripts/lint/ui-strings.cjs";

const languageOptions = { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } };
const FILE = "src/components/example.tsx";
const tsx = (code: string) => ({ code, filename: FILE });

new RuleTester({ languageOptions }).run("altura/ui-strings", rule, {
  valid: [
    // Words from the dictionary.
    tsx(`const A = () => { const { shared } = useDictionary(); return <a href="#contatti" aria-label={shared.bookNow}>{shared.bookNow}</a>; };`),
    tsx(`<Section id="corsi" eyebrow={words.eyebrow} title={words.title} lead={words.lead} />`),
    // Identifiers, paths, style values and markers outside the places that show text.
    tsx(`<Box as="span" id="in-breve" href="/servizi?service=1" variant="cta" color="brand.fg" data-case="" />`),
    tsx(`const ID = "servizi-schede"; const to = \`\${routePath("home", locale)}#contatti\`;`),
    tsx(`<svg><rect fill="#F59E0B" /></svg>`),
    // Text without letters, imports and GraphQL.
    tsx(`<p>{" "}·{" "}</p>`),
    tsx(`import { Seo } from "../components/layout/seo";`),
    tsx("export const query = graphql`query CoursePage($id: String!) { course(id: { eq: $id }) { title } }`;"),
    // English code words that are not Italian.
    tsx(`throw new Error("The site cannot render without its settings.");`),
  ],
  invalid: [
    { ...tsx(`<a href="#corsi">Scopri i corsi</a>`), errors: [{ messageId: "jsxText" }] },
    { ...tsx(`<a href="/">Return to Home</a>`), errors: [{ messageId: "jsxText" }] },
    { ...tsx(`<Section eyebrow="Catalogo" title={words.title} />`), errors: [{ messageId: "textProp" }] },
    { ...tsx(`<nav aria-label="Percorso" />`), errors: [{ messageId: "textProp" }] },
    { ...tsx(`const facts = [{ term: "Durata", children: hours }];`), errors: [{ messageId: "textProp" }] },
    { ...tsx(`<Section title={many ? "I docenti" : "Il docente"} />`), errors: [{ messageId: "textProp" }, { messageId: "textProp" }] },
    { ...tsx("const lead = `${count} moduli per un totale di ${hours}.`;"), errors: [{ messageId: "italian" }] },
    { ...tsx(`console.warn("Vetrina dei casi: animazione non disponibile");`), errors: [{ messageId: "italian" }] },
  ],
});

test("Italian reads as Italian; English, codes and single words do not", () => {
  expect(looksItalian("Chi insegna nell'Academy")).toBe(true);
  expect(looksItalian("Modalità")).toBe(true);
  expect(looksItalian("Tutti i corsi di formazione")).toBe(true);
  expect(looksItalian("Book a call")).toBe(false);
  expect(looksItalian("E-mail")).toBe(false);
  expect(looksItalian("#F59E0B")).toBe(false);
  expect(looksItalian("Catalogo")).toBe(false);
});
