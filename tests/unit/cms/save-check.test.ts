/**
 * The CMS refuses a save that would stop the build, with the build's own message, and only for
 * what that save breaks.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { errorsAddedBy } from "../../../src/cms/save-check";
import { formatContentError, readContentSnapshot, validateContent } from "../../../src/lib/content/validate-content";

const ROOT = path.resolve(__dirname, "../../..");
const snapshot = readContentSnapshot(path.join(ROOT, "data"), ROOT);
type Courses = { items: Array<Record<string, unknown> & { modules: Array<{ hours: number }> }> };
const courses = (): Courses => JSON.parse(snapshot.files["courses.json"]);
const text = (json: unknown) => `${JSON.stringify(json, null, 2)}\n`;

/** What `npm run build` says about data/ with `file` replaced by `content`. */
const buildSays = (file: string, content: string): string[] => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "save-check-"));
  try {
    fs.cpSync(path.join(ROOT, "data"), path.join(project, "data"), { recursive: true });
    fs.writeFileSync(path.join(project, "data", file), content);
    return validateContent(path.join(project, "data"), project).map(formatContentError);
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
};

test("a valid edit passes", () => {
  const json = courses();
  json.items[0].priceEur = 1590;
  expect(errorsAddedBy(snapshot, "courses.json", text(json))).toEqual([]);
});

test("a duplicate course id is refused with the build's message", () => {
  const json = courses();
  json.items[1].id = json.items[0].id;
  const refused = errorsAddedBy(snapshot, "courses.json", text(json));
  expect(refused).toEqual([
    `data/courses.json, voce 2 (id "${json.items[0].id}"): id "${json.items[0].id}" è già usato dalla voce 1; ogni id deve essere unico`,
  ]);
  expect(refused).toEqual(buildSays("courses.json", text(json)));
});

test("modules that do not add up to the course's duration are refused with the build's message", () => {
  const json = courses();
  json.items[0].modules[0].hours += 2;
  const refused = errorsAddedBy(snapshot, "courses.json", text(json));
  expect(refused).toEqual([
    expect.stringMatching(/^data\/courses\.json, voce 1 \(id "[a-z0-9-]+"\): durationHours è \d+, ma la somma di hours in modules è \d+; falli coincidere$/),
  ]);
  expect(refused).toEqual(buildSays("courses.json", text(json)));
});

test("an event time with the wrong Rome offset and a missing image are refused", () => {
  const json = JSON.parse(snapshot.files["events.json"]);
  json.items[0].startDate = json.items[0].startDate.replace(/[+-]\d{2}:\d{2}$/, "+05:00");
  json.items[0].image = "images/events/non-esiste.jpg";
  const refused = errorsAddedBy(snapshot, "events.json", text(json));
  expect(refused).toEqual(buildSays("events.json", text(json)));
  expect(refused).toHaveLength(2);
});

test("removing a teacher that a course still lists is refused, though the error is in courses.json", () => {
  const json = JSON.parse(snapshot.files["teachers.json"]);
  const used = courses().items[0].teachers as string[];
  json.items = json.items.filter((teacher: { id: string }) => teacher.id !== used[0]);
  const refused = errorsAddedBy(snapshot, "teachers.json", text(json));
  expect(refused.length).toBeGreaterThan(0);
  expect(refused[0]).toMatch(/^data\/courses\.json, voce \d+/);
});

test("errors data/ already had are not this save's to refuse", () => {
  const broken = { ...snapshot, files: { ...snapshot.files, "faq.json": "{" } };
  const json = courses();
  json.items[0].priceEur = 1590;
  expect(errorsAddedBy(broken, "courses.json", text(json))).toEqual([]);
});
