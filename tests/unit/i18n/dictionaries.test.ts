/**
 * The interface dictionaries. A missing key or a function with other parameters already fails `tsc`
 * (en.ts is typed by it.ts); here, what the types cannot see: an empty string, and the same shape
 * at run time (a cast would get past the compiler).
 */
import { LOCALES } from "../../../supabase/functions/_shared/site-contract/locales";
import { dictionaryFor } from "../../../src/i18n/dictionary";

type Tree = { [key: string]: Tree | string | ((...values: string[]) => string) };

/** Every leaf as "path: kind", a function's kind being its number of parameters. */
const shape = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key}`;
    if (typeof value === "string") return [`${path}: text`];
    if (typeof value === "function") return [`${path}: function of ${value.length}`];
    return shape(value, `${path}.`);
  });

/**
 * Every text, a function's as it writes "x" for each value; a text written in pieces around its
 * values (a list: the privacy notices) gives them joined.
 */
const texts = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => {
    if (typeof value === "string") return [value];
    if (typeof value !== "function") return texts(value);
    const written: unknown = value(...Array(value.length).fill("x"));
    return [Array.isArray(written) ? written.filter((piece): piece is string => typeof piece === "string").join("") : (written as string)];
  });

test("every language's dictionary has the Italian one's keys, and no others", () => {
  const italian = shape(dictionaryFor("it") as unknown as Tree);
  for (const locale of LOCALES) expect(shape(dictionaryFor(locale) as unknown as Tree)).toEqual(italian);
});

test.each(LOCALES)("no text of the %s dictionary is empty", (locale) => {
  for (const text of texts(dictionaryFor(locale) as unknown as Tree)) expect(text.trim()).not.toBe("");
});

test("the catalogue's counts say none, one and many in each language", () => {
  const counts = (locale: "it" | "en") =>
    [0, 1, 2, 15].flatMap((n) => [dictionaryFor(locale).catalogue.courseCount(n), dictionaryFor(locale).catalogue.eventCount(n)]);
  expect(counts("it")).toEqual(["Nessun corso", "Nessun evento", "1 corso", "1 evento", "2 corsi", "2 eventi", "15 corsi", "15 eventi"]);
  expect(counts("en")).toEqual(["No courses", "No events", "1 course", "1 event", "2 courses", "2 events", "15 courses", "15 events"]);
});
