import path from "node:path";
import { buildSchema, type GraphQLObjectType } from "graphql";
import type { ModelFile } from "../../../src/content-model/json-schema";
import { contentModelToSdl } from "../../../src/content-model/json-schema-to-sdl";
import { loadContentModel } from "../../../src/content-model/load-content-model";
import { collections, documents, fileTypeName } from "../../../src/content-model/collections";

/** The parts of Gatsby's schema the generated SDL relies on, so graphql-js can check it alone. */
const GATSBY_PRELUDE = `
  directive @dontInfer on OBJECT
  directive @link(by: String) on FIELD_DEFINITION
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @dateformat on FIELD_DEFINITION
  directive @mimeTypes(types: [String!]!) on OBJECT
  scalar Date
  interface Node { id: ID! }
  type File implements Node { id: ID! }
  type Query { _: Boolean }
`;

/** graphql-js wants the Node interface's fields repeated; Gatsby adds them itself. */
const withNodeFields = (sdl: string) =>
  sdl.replace(
    /implements Node @dontInfer((?: @mimeTypes\([^)]*\))?)( \{)?/g,
    (_m, mime, brace) => `implements Node @dontInfer${mime} {\n  id: ID!${brace ? "" : "\n}"}`,
  );

const sdl = contentModelToSdl(loadContentModel(path.resolve(__dirname, "../../../data")), fileTypeName);
const schema = buildSchema(GATSBY_PRELUDE + withNodeFields(sdl));

test("the generated SDL is valid GraphQL and declares every type of the content model", () => {
  for (const { type } of [...collections, ...documents]) expect(schema.getType(type)).toBeDefined();
});

test("every generated type and field carries a description", () => {
  for (const { type } of [...collections, ...documents]) {
    const gqlType = schema.getType(type) as GraphQLObjectType;
    expect(gqlType.description).toBeTruthy();
    for (const field of Object.values(gqlType.getFields())) {
      if (field.name === "id") continue; // Gatsby's own node id
      expect({ type, field: field.name, description: field.description }).toEqual(expect.objectContaining({ description: expect.stringMatching(/\S/) }));
    }
  }
});

test("required fields are non-null, images are Files, references are links, dates are Dates", () => {
  const course = sdl.slice(sdl.indexOf("type Course implements Node"));
  expect(course).toMatch(/title: String!/);
  expect(course).toMatch(/priceEur: Float!/);
  expect(course).toMatch(/durationHours: Int!/);
  // Teachers have one node per language too: the course holds the same language's node ids.
  expect(course).toMatch(/teachers: \[Teacher!\]! @link\n/);
  expect(course).toMatch(/jsonId: String!/);
  expect(course).toMatch(/position: Int!/);
  // One node per language: a translated field is that language's text, the facts as they are.
  expect(course).toMatch(/locale: String!/);
  expect(course).toMatch(/audience: \[String!\]!/);
  expect(sdl).toMatch(/image: File! @fileByRelativePath/);
  expect(sdl).toMatch(/startDate: Date! @dateformat/);
});

test("events follow their dates: their type has a locale but no position", () => {
  const event = sdl.slice(sdl.indexOf("type Event implements Node"), sdl.indexOf("}", sdl.indexOf("type Event implements Node")));
  expect(event).toMatch(/locale: String!/);
  expect(event).toMatch(/slug: String!/);
  expect(event).toMatch(/teachingLanguage: String!/);
  expect(event).not.toMatch(/position:/);
  const teacher = sdl.slice(sdl.indexOf("type Teacher implements Node"), sdl.indexOf("}", sdl.indexOf("type Teacher implements Node")));
  expect(teacher).toMatch(/position: Int!/);
});

test("an article: its references linked, its dates Dates, its cover a File, no position (newest first), its body a Markdown node per language", () => {
  const article = sdl.slice(sdl.indexOf("type Article implements Node"), sdl.indexOf("}", sdl.indexOf("type Article implements Node")));
  expect(article).toMatch(/category: ArticleCategory! @link\n/);
  expect(article).toMatch(/author: TeamMember! @link\n/);
  expect(article).toMatch(/service: Service! @link\n/);
  expect(article).toMatch(/relatedCourses: \[Course!\] @link\n/);
  expect(article).toMatch(/publishedAt: Date! @dateformat/);
  expect(article).toMatch(/updatedAt: Date @dateformat/);
  expect(article).toMatch(/draft: Boolean\n/);
  expect(article).toMatch(/image: File! @fileByRelativePath/);
  expect(article).toMatch(/tags: \[String!\]!/);
  expect(article).toMatch(/body: ArticleBody! @link\n/);
  expect(article).not.toMatch(/position:/);
  // gatsby-transformer-remark hangs its MarkdownRemark from every node of a type that declares the Markdown media type.
  expect(sdl).toMatch(/type ArticleBody implements Node @dontInfer @mimeTypes\(types: \["text\/markdown"\]\) \{\n[\s\S]*?locale: String!\n\}/);
  const body = schema.getType("ArticleBody") as GraphQLObjectType;
  expect(body.description).toMatch(/childMarkdownRemark/);
});

test("a Markdown text of an entry links to a node per language, which gatsby-transformer-remark renders", () => {
  const text = (description: string) => ({
    description,
    "x-localized": true,
    type: "object",
    additionalProperties: { type: "string", contentMediaType: "text/markdown" },
  });
  const model: ModelFile[] = [
    {
      file: "notes",
      type: "Note",
      kind: "collection",
      schema: { description: "A note.", type: "object", required: ["body"], properties: { body: text("The note."), aside: { ...text("An aside.") } } },
    },
  ];
  const notes = contentModelToSdl(model, fileTypeName);
  expect(notes).toMatch(/body: NoteBody! @link\n/);
  expect(notes).toMatch(/aside: NoteAside @link\n/);
  // gatsby-transformer-remark hangs its MarkdownRemark from every node of a type that declares the Markdown media type.
  expect(notes).toMatch(/type NoteBody implements Node @dontInfer @mimeTypes\(types: \["text\/markdown"\]\) \{\n[\s\S]*?locale: String!\n\}/);
  const built = buildSchema(GATSBY_PRELUDE + withNodeFields(notes));
  expect((built.getType("NoteBody") as GraphQLObjectType).description).toMatch(/childMarkdownRemark/);
});

test("a Markdown text inside a nested object is refused: it needs an entry to hang from", () => {
  const markdown = { type: "string", contentMediaType: "text/markdown", description: "Text." };
  const model: ModelFile[] = [
    {
      file: "demo",
      type: "Demo",
      kind: "collection",
      schema: {
        description: "A demo.",
        type: "object",
        properties: { part: { $ref: "#/definitions/Part", description: "A part." } },
        definitions: { Part: { type: "object", description: "A part.", properties: { text: markdown } } },
      },
    },
  ];
  expect(() => contentModelToSdl(model, fileTypeName)).toThrow(
    /Part\.text: a Markdown text \("contentMediaType": "text\/markdown"\) must be a property of the entry itself/,
  );
});

test("a field without a description is refused", () => {
  const model: ModelFile[] = [
    {
      file: "demo",
      type: "Demo",
      kind: "document",
      schema: { description: "A demo.", type: "object", properties: { title: { type: "string" } } },
    },
  ];
  expect(() => contentModelToSdl(model, fileTypeName)).toThrow('data/schemas/demo.schema.json.title: every field needs a "description".');
});

test("an inline nested object is refused: it must be a named definition", () => {
  const model: ModelFile[] = [
    {
      file: "demo",
      type: "Demo",
      kind: "document",
      schema: { description: "A demo.", type: "object", properties: { place: { type: "object", description: "Where." } } },
    },
  ];
  expect(() => contentModelToSdl(model, fileTypeName)).toThrow(/nested objects go in "definitions"/);
});

test("a reference must name a collection's type", () => {
  const model: ModelFile[] = [
    {
      file: "demo",
      type: "Demo",
      kind: "document",
      schema: { description: "A demo.", type: "object", properties: { owner: { type: "string", description: "Who.", "x-link": "SiteSettings" } } },
    },
  ];
  expect(() => contentModelToSdl(model, fileTypeName)).toThrow(
    'data/schemas/demo.schema.json.owner: "x-link": "SiteSettings" names no collection of the content model.',
  );
});
