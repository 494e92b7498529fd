/**
 * An article's days in GraphQL (src/gatsby-node/dates-in-language.ts): written at build in the node's
 * language by the site's one date format, so that no page builds an Intl date formatter to show them.
 */
import { buildSchema, type GraphQLObjectType, parse } from "graphql";
import { dayInLanguageExtension, dayInLanguageTypeDefinitions } from "../../../src/gatsby-node/dates-in-language";
import { ARTICLE_TYPE } from "../../../src/gatsby-node/article-publication";
import { formatsFor } from "../../../src/lib/format/formats";

const day = (of: string, source: Record<string, unknown>): unknown => dayInLanguageExtension.extend({ of }).resolve(source);

test("the day of the field it names, in the node's language, as the site writes dates", () => {
  const facts = { publishedAt: "2026-03-10T09:00:00+01:00", updatedAt: "2026-09-08T10:00:00+02:00" };
  expect(day("publishedAt", { locale: "it", ...facts })).toBe("10 marzo 2026");
  expect(day("publishedAt", { locale: "en", ...facts })).toBe("10 March 2026");
  expect(day("updatedAt", { locale: "it", ...facts })).toBe(formatsFor("it").formatDate(facts.updatedAt));
});

test("the day in Italy, whatever the offset the instant is written with", () => {
  // 23:30 UTC on 9 March is already 10 March in Rome.
  expect(day("publishedAt", { locale: "it", publishedAt: "2026-03-09T23:30:00Z" })).toBe("10 marzo 2026");
});

test("an empty field has no day; a node without a language, or a field that is not a date, stops the query", () => {
  expect(day("updatedAt", { locale: "it" })).toBeNull();
  expect(day("updatedAt", { locale: "it", updatedAt: null })).toBeNull();
  expect(() => day("publishedAt", { publishedAt: "2026-03-10T09:00:00+01:00" })).toThrow(/no language/);
  expect(() => day("publishedAt", { locale: "it", publishedAt: 7 })).toThrow(/not a date-time/);
});

test("publishedDay and updatedDay are declared on Article, described, each resolved by the extension", () => {
  const schema = buildSchema(
    `directive @dayInLanguage(of: String!) on FIELD_DEFINITION\ndirective @dontInfer on OBJECT\ninterface Node { id: ID! }\ntype Query { _: Boolean }\n${dayInLanguageTypeDefinitions.replace("@dontInfer {", "@dontInfer {\n  id: ID!")}`,
  );
  const article = schema.getType(ARTICLE_TYPE) as GraphQLObjectType;
  expect(String(article.getFields().publishedDay.type)).toBe("String!");
  expect(String(article.getFields().updatedDay.type)).toBe("String");
  for (const field of Object.values(article.getFields()).filter((f) => f.name !== "id")) expect(field.description).toMatch(/\S/);
  expect(dayInLanguageTypeDefinitions).toMatch(/publishedDay: String! @dayInLanguage\(of: "publishedAt"\)/);
  expect(dayInLanguageTypeDefinitions).toMatch(/updatedDay: String @dayInLanguage\(of: "updatedAt"\)/);
  expect(() => parse(dayInLanguageTypeDefinitions)).not.toThrow();
});
