/**
 * The nodes made from data/ under `gatsby develop`: a save with a mistake keeps that file's last
 * good content in the pages, the other files follow their edits, and a fix shows at once.
 * Runs on a copy of data/ in a temporary folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node, Reporter } from "gatsby";
import { createContentNodes, recheckContent, stopOnContentErrors, watchContent } from "../../../src/gatsby-node/content-nodes";
import { readJson } from "../../../src/lib/files/file-io";
import { DATA_DIR } from "../../support/content";

const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-nodes-"));
fs.cpSync(DATA_DIR, path.join(siteDir, "data"), { recursive: true });
const coursesFile = path.join(siteDir, "data", "courses.json");
const faqFile = path.join(siteDir, "data", "faq.json");
const asFound = { courses: fs.readFileSync(coursesFile, "utf8"), faq: fs.readFileSync(faqFile, "utf8") };
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

const reporter = { warn: jest.fn(), panic: jest.fn(), error: jest.fn(), info: jest.fn() } as unknown as Reporter;
jest.spyOn(process.stderr, "write").mockImplementation(() => true);

/** The transformer's node for a data file, as gatsby-transformer-json makes it. */
const fileNode = (type: string, file: string): Node =>
  ({
    ...readJson<Record<string, unknown>>(file),
    id: `${type}-node`,
    parent: "file",
    children: [],
    internal: { type, contentDigest: "x", owner: "gatsby-transformer-json" },
  }) as unknown as Node;

/** Runs createContentNodes on a node and returns what it created. */
const created = (node: Node): Array<Record<string, unknown>> => {
  const nodes: Array<Record<string, unknown>> = [];
  createContentNodes(siteDir, {
    node,
    actions: { createNode: (n: Record<string, unknown>) => nodes.push(n), createParentChildLink: () => undefined } as never,
    createNodeId: (seed: string) => seed,
    createContentDigest: () => "digest",
  });
  return nodes;
};

const save = (file: string, content: unknown) => fs.writeFileSync(file, typeof content === "string" ? content : `${JSON.stringify(content, null, 2)}\n`);
const courses = () => JSON.parse(asFound.courses) as { items: Array<Record<string, unknown>> };

beforeAll(() => {
  stopOnContentErrors(siteDir, reporter);
  watchContent();
});
afterEach(() => {
  save(coursesFile, asFound.courses);
  save(faqFile, asFound.faq);
  // The editor saves the original back: it becomes the last good content again.
  expect(recheckContent(siteDir, reporter)).toBe(true);
});

test("a valid edit reaches the nodes", () => {
  const edited = courses();
  edited.items[0].title = "Titolo modificato";
  save(coursesFile, edited);
  expect(recheckContent(siteDir, reporter)).toBe(true);
  expect(created(fileNode("CoursesFile", coursesFile))[0].title).toBe("Titolo modificato");
});

test("a save with a mistake keeps the file's last good content, and says so", () => {
  const broken = courses();
  broken.items[0].title = "Titolo con un errore";
  broken.items[1].id = broken.items[0].id;
  save(coursesFile, broken);
  expect(recheckContent(siteDir, reporter)).toBe(false);
  expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("ultimo contenuto valido"));
  const nodes = created(fileNode("CoursesFile", coursesFile));
  expect(nodes[0].title).toBe(courses().items[0].title);
  expect(nodes.map((n) => n.jsonId)).toEqual(courses().items.map((item) => item.id));
});

test("meanwhile another file's valid edit still shows", () => {
  const broken = courses();
  broken.items[1].id = broken.items[0].id;
  save(coursesFile, broken);
  const faq = JSON.parse(asFound.faq) as { items: Array<Record<string, unknown>> };
  faq.items[0].answer = "Una risposta nuova.";
  save(faqFile, faq);
  recheckContent(siteDir, reporter);
  expect(created(fileNode("FaqFile", faqFile))[0].answer).toBe("Una risposta nuova.");
});

test("a file that is not JSON at all: its last good content hangs from the file node", () => {
  save(coursesFile, asFound.courses.slice(0, 200));
  recheckContent(siteDir, reporter);
  const file = {
    id: "file",
    dir: path.join(siteDir, "data"),
    name: "courses",
    absolutePath: coursesFile,
    children: [],
    internal: { type: "File", contentDigest: "x" },
  } as unknown as Node;
  const nodes = created(file);
  expect(nodes).toHaveLength(courses().items.length);
  expect(nodes[0]).toMatchObject({ parent: "file", title: courses().items[0].title });
});

test("a document becomes one node of its type, without $schema", () => {
  const [site] = created(fileNode("SiteFile", path.join(siteDir, "data", "site.json")));
  expect(site.internal).toMatchObject({ type: "SiteSettings" });
  expect(site).not.toHaveProperty("$schema");
  expect(site.brandName).toBe("Altura Consulting");
});
