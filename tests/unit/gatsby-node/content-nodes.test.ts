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
const courseFiles = fs.readdirSync(path.join(siteDir, "data", "courses")).sort();
const coursePath = (name: string) => path.join(siteDir, "data", "courses", name);
const [firstName, secondName] = courseFiles;
const firstFile = coursePath(firstName);
const secondFile = coursePath(secondName);
const entryFile = (collection: string, index = 0): string => {
  const name = fs.readdirSync(path.join(siteDir, "data", collection)).sort()[index];
  return path.join(siteDir, "data", collection, name);
};
const faqFile = entryFile("faq");
const asFound = { first: fs.readFileSync(firstFile, "utf8"), second: fs.readFileSync(secondFile, "utf8"), faq: fs.readFileSync(faqFile, "utf8") };
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

const reporter = { warn: jest.fn(), panic: jest.fn(), error: jest.fn(), info: jest.fn() } as unknown as Reporter;
jest.spyOn(process.stderr, "write").mockImplementation(() => true);

/** The File node of a data file, as gatsby-source-filesystem makes it. */
const fileOf = (file: string): Node =>
  ({
    id: `file:${file}`,
    dir: path.dirname(file),
    name: path.basename(file, ".json"),
    absolutePath: file,
    children: [],
    internal: { type: "File", contentDigest: "x" },
  }) as unknown as Node;

/** The transformer's node for a data file, as gatsby-transformer-json makes it (a child of the File node). */
const fileNode = (type: string, file: string): Node => {
  const content = readJson<Record<string, unknown>>(file);
  return {
    ...content,
    ...(content.id ? { jsonId: content.id } : {}),
    id: `${type}-node`,
    parent: `file:${file}`,
    children: [],
    internal: { type, contentDigest: "x", owner: "gatsby-transformer-json" },
  } as unknown as Node;
};

/** Runs createContentNodes on a node and returns what it created. */
const created = (node: Node): Array<Record<string, unknown>> => {
  const nodes: Array<Record<string, unknown>> = [];
  createContentNodes(siteDir, {
    node,
    actions: { createNode: (n: Record<string, unknown>) => nodes.push(n), createParentChildLink: () => undefined } as never,
    createNodeId: (seed: string) => seed,
    createContentDigest: () => "digest",
    getNode: (id: string) => (id.startsWith("file:") ? fileOf(id.slice("file:".length)) : undefined),
  });
  return nodes;
};

type Localized = Record<"it" | "en", string>;
type Entry = Record<string, unknown> & { id: string; title: Localized };
const save = (file: string, content: unknown) => fs.writeFileSync(file, typeof content === "string" ? content : `${JSON.stringify(content, null, 2)}\n`);
const first = () => JSON.parse(asFound.first) as Entry;
const second = () => JSON.parse(asFound.second) as Entry;

beforeAll(() => {
  stopOnContentErrors(siteDir, reporter);
  watchContent();
});
afterEach(() => {
  save(firstFile, asFound.first);
  save(secondFile, asFound.second);
  save(faqFile, asFound.faq);
  // The editor saves the original back: it becomes the last good content again.
  expect(recheckContent(siteDir, reporter)).toBe(true);
});

test("an entry of a folder collection becomes one node per language, each with its texts and the same facts", () => {
  const nodes = created(fileNode("CoursesFile", firstFile));
  expect(nodes.map((n) => n.locale)).toEqual(["it", "en"]);
  const [it, en] = nodes;
  expect(it).toMatchObject({ jsonId: first().id, title: first().title.it, position: first().order, internal: { type: "Course" } });
  expect(en).toMatchObject({ jsonId: first().id, title: first().title.en, priceEur: first().priceEur });
  expect(it.id).not.toBe(en.id);
  expect(it).not.toHaveProperty("$schema");
});

test("a reference between two folder collections points to the node of the same language", () => {
  const partnerFile = entryFile("partners");
  const partner = readJson<{ id: string; category: string }>(partnerFile);
  const nodes = created(fileNode("PartnersFile", partnerFile));
  expect(nodes.map((n) => [n.locale, n.category])).toEqual([
    ["it", `PartnerCategory >>> it >>> ${partner.category}`],
    ["en", `PartnerCategory >>> en >>> ${partner.category}`],
  ]);
});

test("an entry's image, written relative to data/, is found from the entry's own folder, where GraphQL looks for it", () => {
  const memberFile = entryFile("team");
  const member = readJson<{ image: string }>(memberFile);
  const [it, en] = created(fileNode("TeamFile", memberFile));
  expect(it.image).toBe(`../${member.image}`);
  expect(en.image).toBe(it.image);
  expect(fs.existsSync(path.join(path.dirname(memberFile), String(it.image)))).toBe(true);
});

test("the timeline's entries follow the years: a node per language with its year, and no position", () => {
  const milestoneFile = entryFile("timeline");
  const milestone = readJson<{ id: string; year: number; title: Localized }>(milestoneFile);
  const nodes = created(fileNode("TimelineFile", milestoneFile));
  expect(nodes.map((n) => [n.locale, n.year, n.title])).toEqual([
    ["it", milestone.year, milestone.title.it],
    ["en", milestone.year, milestone.title.en],
  ]);
  for (const node of nodes) expect(node).not.toHaveProperty("position");
});

test("a course's teachers are the same language's teacher nodes; a teacher's name and portrait are one, the role in each language", () => {
  const [it, en] = created(fileNode("CoursesFile", firstFile));
  const teachers = first().teachers as string[];
  expect(it.teachers).toEqual(teachers.map((id) => `Teacher >>> it >>> ${id}`));
  expect(en.teachers).toEqual(teachers.map((id) => `Teacher >>> en >>> ${id}`));
  const teacherFile = path.join(siteDir, "data", "teachers", `${teachers[0]}.json`);
  const stored = readJson<{ name: string; order: number; role: Localized; image: string }>(teacherFile);
  const [teacherIt, teacherEn] = created(fileNode("TeachersFile", teacherFile));
  expect(teacherIt).toMatchObject({ id: `Teacher >>> it >>> ${teachers[0]}`, name: stored.name, role: stored.role.it, position: stored.order });
  // The portrait's path, written from data/, as the node's file (data/teachers/<id>.json) finds it.
  expect(teacherIt.image).toBe(`../${stored.image}`);
  expect(fs.existsSync(path.join(path.dirname(teacherFile), teacherIt.image as string))).toBe(true);
  expect(teacherEn).toMatchObject({ id: `Teacher >>> en >>> ${teachers[0]}`, name: stored.name, role: stored.role.en, position: stored.order });
});

test("an event: its address, texts, city and region in each language, the venue and dates once, no position (it follows its date)", () => {
  const eventFile = path.join(siteDir, "data", "events", "kick-off-strategico-2027.json");
  const stored = readJson<{ slug: Localized; startDate: string; location: { venue: string; city: Localized; region: Localized } }>(eventFile);
  const [it, en] = created(fileNode("EventsFile", eventFile));
  for (const [node, locale] of [
    [it, "it"],
    [en, "en"],
  ] as const) {
    expect(node).toMatchObject({
      locale,
      internal: { type: "Event" },
      slug: stored.slug[locale],
      startDate: stored.startDate,
      teachingLanguage: "it",
      location: { venue: stored.location.venue, city: stored.location.city[locale], region: stored.location.region[locale] },
    });
    expect(node).not.toHaveProperty("position");
  }
});

test("a valid edit reaches the nodes", () => {
  const edited = first();
  edited.title = { it: "Titolo modificato", en: "Edited title" };
  save(firstFile, edited);
  expect(recheckContent(siteDir, reporter)).toBe(true);
  expect(created(fileNode("CoursesFile", firstFile)).map((n) => n.title)).toEqual(["Titolo modificato", "Edited title"]);
});

test("a save with a mistake keeps the file's last good content, and says so", () => {
  const broken = first();
  broken.title = { it: "Titolo con un errore", en: "" };
  save(firstFile, broken);
  expect(recheckContent(siteDir, reporter)).toBe(false);
  expect(reporter.warn).toHaveBeenCalledWith(expect.stringContaining("ultimo contenuto valido"));
  const nodes = created(fileNode("CoursesFile", firstFile));
  expect(nodes.map((n) => n.title)).toEqual([first().title.it, first().title.en]);
});

test("meanwhile another file's valid edit still shows", () => {
  save(firstFile, { ...first(), title: { it: "Titolo con un errore", en: "" } });
  const edited = second();
  edited.title = { it: "Un altro titolo", en: "Another title" };
  save(secondFile, edited);
  const faq = JSON.parse(asFound.faq) as { answer: Localized };
  faq.answer = { ...faq.answer, it: "Una risposta nuova." };
  save(faqFile, faq);
  expect(recheckContent(siteDir, reporter)).toBe(false);
  expect(created(fileNode("CoursesFile", secondFile)).map((n) => n.title)).toEqual(["Un altro titolo", "Another title"]);
  expect(created(fileNode("FaqFile", faqFile)).map((n) => n.answer)).toEqual(["Una risposta nuova.", faq.answer.en]);
  expect(created(fileNode("CoursesFile", firstFile))[1].title).toBe(first().title.en);
});

test("a file that is not JSON at all: its last good content hangs from the file node", () => {
  save(firstFile, asFound.first.slice(0, 200));
  recheckContent(siteDir, reporter);
  const nodes = created(fileOf(firstFile));
  expect(nodes).toHaveLength(2);
  expect(nodes[0]).toMatchObject({ parent: `file:${firstFile}`, title: first().title.it });
});

test("a document becomes one node of its type per language, without $schema, each translated field in its language", () => {
  const [it, en] = created(fileNode("SiteFile", path.join(siteDir, "data", "site.json")));
  for (const site of [it, en]) {
    expect(site.internal).toMatchObject({ type: "SiteSettings" });
    expect(site).not.toHaveProperty("$schema");
    expect(site.brandName).toBe("Altura Consulting");
  }
  expect([it.locale, en.locale]).toEqual(["it", "en"]);
  expect([it.city, en.city]).toEqual(["Milano", "Milan"]);
  // A postal address is a fact: the same in both.
  expect(en.legal).toEqual(it.legal);
  expect(it.id).not.toBe(en.id);
});
