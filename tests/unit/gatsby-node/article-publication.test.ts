/**
 * The rule in GraphQL (src/gatsby-node/article-publication.ts): the run of a production build and of
 * `npm start`, and the `status` and `shown` fields resolved from each article node's own facts.
 */
import { buildSchema, type GraphQLObjectType, parse } from "graphql";
import { ARTICLE_TYPE, publicationFieldExtensions, publicationRun, publicationTypeDefinitions } from "../../../src/gatsby-node/article-publication";

const NOW = new Date("2026-11-27T12:00:00+01:00");
const node = (facts: { publishedAt: string; draft?: boolean }) => ({ id: "Article >>> it >>> x", locale: "it", ...facts });
const PAST = "2026-11-17T09:00:00+01:00";
const FUTURE = "2026-12-15T09:00:00+01:00";

test("gatsby build is a production run, which previews nothing; gatsby develop previews every article", () => {
  expect(publicationRun({ NODE_ENV: "production" }, NOW)).toEqual({ now: NOW, preview: false });
  expect(publicationRun({ NODE_ENV: "development" }, NOW)).toEqual({ now: NOW, preview: true });
  expect(publicationRun({}, NOW).preview).toBe(true);
});

/** The value a field extension gives a node, as Gatsby resolves it. */
const resolved = (name: string, preview: boolean, source: ReturnType<typeof node>): unknown => {
  const extension = publicationFieldExtensions({ now: NOW, preview }).find((e) => e.name === name);
  if (!extension) throw new Error(`no extension ${name}`);
  return extension.extend().resolve(source);
};

test("status: published, draft or scheduled, at the moment the run began", () => {
  expect(resolved("publicationStatus", false, node({ publishedAt: PAST }))).toBe("published");
  expect(resolved("publicationStatus", false, node({ publishedAt: FUTURE }))).toBe("scheduled");
  expect(resolved("publicationStatus", true, node({ publishedAt: PAST, draft: true }))).toBe("draft");
});

test("shown: in a production build only a published article, under npm start every one", () => {
  expect(resolved("shownInThisRun", false, node({ publishedAt: PAST }))).toBe(true);
  expect(resolved("shownInThisRun", false, node({ publishedAt: FUTURE }))).toBe(false);
  expect(resolved("shownInThisRun", false, node({ publishedAt: PAST, draft: true }))).toBe(false);
  expect(resolved("shownInThisRun", true, node({ publishedAt: FUTURE }))).toBe(true);
  expect(resolved("shownInThisRun", true, node({ publishedAt: PAST, draft: true }))).toBe(true);
});

test("the two fields are declared on Article, described, each with the extension that resolves it", () => {
  const directives = publicationFieldExtensions({ now: NOW, preview: false }).map((e) => `directive @${e.name} on FIELD_DEFINITION`);
  const schema = buildSchema(
    `${directives.join("\n")}\ndirective @dontInfer on OBJECT\ninterface Node { id: ID! }\ntype Query { _: Boolean }\n${publicationTypeDefinitions.replace("@dontInfer {", "@dontInfer {\n  id: ID!")}`,
  );
  const article = schema.getType(ARTICLE_TYPE) as GraphQLObjectType;
  expect(String(article.getFields().status.type)).toBe("String!");
  expect(String(article.getFields().shown.type)).toBe("Boolean!");
  for (const field of Object.values(article.getFields()).filter((f) => f.name !== "id")) expect(field.description).toMatch(/\S/);
  expect(publicationTypeDefinitions).toMatch(/status: String! @publicationStatus/);
  expect(publicationTypeDefinitions).toMatch(/shown: Boolean! @shownInThisRun/);
  expect(() => parse(publicationTypeDefinitions)).not.toThrow();
});
