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
type Course = Record<string, unknown> & { id: string; order: number; title: Record<string, string>; modules: Array<{ hours: number }>; teachers: string[] };
const courseFiles = Object.keys(snapshot.files)
  .filter((name) => name.startsWith("courses/"))
  .sort();
const course = (name = courseFiles[0]): Course => JSON.parse(snapshot.files[name]);
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

test("a valid edit passes, in either language", () => {
  const json = course();
  json.priceEur = 1590;
  json.title = { ...json.title, en: "A new English title" };
  expect(errorsAddedBy(snapshot, courseFiles[0], text(json))).toEqual([]);
});

test("a new course in both languages passes; its file is named after its id", () => {
  const json = { ...course(), id: "nuovo-101", order: 99, slug: { it: "nuovo-corso", en: "new-course" } };
  expect(errorsAddedBy(snapshot, "courses/nuovo-101.json", text(json))).toEqual([]);
  expect(errorsAddedBy(snapshot, "courses/altro-nome.json", text(json))).toEqual([
    'data/courses/altro-nome.json (id "nuovo-101"): id è "nuovo-101", ma il file si chiama altro-nome.json: il nome del file deve essere l\'id seguito da .json',
  ]);
});

test("a missing or empty translation is refused with the build's message: file, entry, field, language", () => {
  const json = course();
  json.title = { it: json.title.it, en: " " };
  delete (json.modules[0] as unknown as { title: Record<string, string> }).title.en;
  const refused = errorsAddedBy(snapshot, courseFiles[0], text(json));
  expect(refused).toEqual([
    `data/${courseFiles[0]} (id "${json.id}"): title in inglese (en) è vuoto`,
    `data/${courseFiles[0]} (id "${json.id}"): modules[1].title in inglese (en) manca`,
  ]);
  expect(refused).toEqual(buildSays(courseFiles[0], text(json)));
});

test("a legal page's or the site's missing translation is refused with the build's message", () => {
  const legal = JSON.parse(snapshot.files["legal/accessibilita.json"]) as { sections: Array<{ paragraphs: Record<string, string[]> }> };
  legal.sections[0].paragraphs.en = [];
  expect(errorsAddedBy(snapshot, "legal/accessibilita.json", text(legal))).toEqual([
    'data/legal/accessibilita.json (id "accessibilita"): sections[1].paragraphs in inglese (en) è vuoto',
  ]);
  expect(errorsAddedBy(snapshot, "legal/accessibilita.json", text(legal))).toEqual(buildSays("legal/accessibilita.json", text(legal)));
  const site = JSON.parse(snapshot.files["site.json"]) as { city: Record<string, string> };
  delete site.city.en;
  expect(errorsAddedBy(snapshot, "site.json", text(site))).toEqual(["data/site.json: city in inglese (en) manca"]);
});

test("a position or an English address already used by another course is refused with the build's message", () => {
  const other = course(courseFiles[1]);
  const json = { ...course(), order: other.order, slug: { ...(course().slug as Record<string, string>), en: (other.slug as Record<string, string>).en } };
  const refused = errorsAddedBy(snapshot, courseFiles[0], text(json));
  // Said once, on the later of the two files, naming the other.
  expect(refused).toEqual([
    `data/${courseFiles[1]} (id "${other.id}"): order ${other.order} è già usato da data/${courseFiles[0]}; ogni order deve essere unico`,
    `data/${courseFiles[1]} (id "${other.id}"): slug.en "${(other.slug as Record<string, string>).en}" è già usato da data/${courseFiles[0]}; ogni slug deve essere unico in ogni lingua`,
  ]);
  expect(refused).toEqual(buildSays(courseFiles[0], text(json)));
});

test("modules that do not add up to the course's duration are refused with the build's message", () => {
  const json = course();
  json.modules[0].hours += 2;
  const refused = errorsAddedBy(snapshot, courseFiles[0], text(json));
  expect(refused).toEqual([
    expect.stringMatching(
      /^data\/courses\/[a-z0-9-]+\.json \(id "[a-z0-9-]+"\): durationHours è \d+, ma la somma di hours in modules è \d+; falli coincidere$/,
    ),
  ]);
  expect(refused).toEqual(buildSays(courseFiles[0], text(json)));
});

test("an event time with the wrong Rome offset and a missing image are refused", () => {
  const file = "events/kick-off-strategico-2027.json";
  const json = JSON.parse(snapshot.files[file]);
  json.startDate = json.startDate.replace(/[+-]\d{2}:\d{2}$/, "+05:00");
  json.image = "images/events/non-esiste.jpg";
  const refused = errorsAddedBy(snapshot, file, text(json));
  expect(refused).toEqual(buildSays(file, text(json)));
  expect(refused).toHaveLength(2);
});

test("an event's English text left empty is refused with the build's message", () => {
  const file = "events/ai-leadership-summit.json";
  const json = JSON.parse(snapshot.files[file]);
  json.title.en = "";
  const refused = errorsAddedBy(snapshot, file, text(json));
  expect(refused).toEqual(['data/events/ai-leadership-summit.json (id "ai-leadership-summit"): title in inglese (en) è vuoto']);
  expect(refused).toEqual(buildSays(file, text(json)));
});

test("changing the id of a teacher that a course still lists is refused, though the error is in the course's file", () => {
  const used = course().teachers[0];
  const json = { ...JSON.parse(snapshot.files[`teachers/${used}.json`]), id: `${used}-nuovo` };
  const refused = errorsAddedBy(snapshot, `teachers/${used}.json`, text(json));
  expect(refused).toContainEqual(expect.stringMatching(/^data\/courses\/[a-z0-9-]+\.json \(id "[a-z0-9-]+"\): teachers\[\d\] "[a-z-]+" non corrisponde/));
});

test("a partner saved with a category that does not exist is refused with the build's message", () => {
  const file = Object.keys(snapshot.files)
    .filter((name) => name.startsWith("partners/"))
    .sort()[0];
  const json = JSON.parse(snapshot.files[file]) as { id: string; category: string };
  json.category = "nessuna";
  const refused = errorsAddedBy(snapshot, file, text(json));
  expect(refused).toEqual([`data/${file} (id "${json.id}"): category "nessuna" non corrisponde all'id di nessuna voce di data/partner-categories/`]);
  expect(refused).toEqual(buildSays(file, text(json)));
});

test("a new question for the home page's FAQ, in both languages, passes; without its English answer it is refused", () => {
  const json = {
    $schema: "../schemas/faq.schema.json",
    id: "nuova-domanda",
    order: 99,
    question: { it: "Domanda?", en: "Question?" },
    answer: { it: "Risposta.", en: "Answer." },
  };
  expect(errorsAddedBy(snapshot, "faq/nuova-domanda.json", text(json))).toEqual([]);
  const partial = { ...json, answer: { it: "Risposta." } };
  expect(errorsAddedBy(snapshot, "faq/nuova-domanda.json", text(partial))).toEqual([
    'data/faq/nuova-domanda.json (id "nuova-domanda"): answer in inglese (en) manca',
  ]);
});

test("a new article written in both languages passes; without its English lead and with an empty English text it is refused with the build's messages", () => {
  const model = JSON.parse(snapshot.files["articles/go-to-market-in-sei-settimane.json"]);
  const json = {
    ...model,
    id: "nuovo-articolo",
    slug: { it: "nuovo-articolo", en: "new-article" },
    title: { it: "Un nuovo articolo", en: "A new article" },
    body: { it: "Un paragrafo.\n\n## Una sezione\n\n- uno\n- due", en: "A paragraph.\n\n## A section\n\n- one\n- two" },
  };
  expect(errorsAddedBy(snapshot, "articles/nuovo-articolo.json", text(json))).toEqual([]);
  const withoutEnglish = { ...json, body: { it: json.body.it, en: " " }, lead: { it: json.lead.it } };
  const refused = errorsAddedBy(snapshot, "articles/nuovo-articolo.json", text(withoutEnglish));
  expect(refused).toEqual([
    'data/articles/nuovo-articolo.json (id "nuovo-articolo"): lead in inglese (en) manca',
    'data/articles/nuovo-articolo.json (id "nuovo-articolo"): body in inglese (en) è vuoto',
  ]);
  expect(refused).toEqual(buildSays("articles/nuovo-articolo.json", text(withoutEnglish)));
});

test("an article saved with an author, a category or a course that do not exist is refused with the build's message", () => {
  const file = "articles/go-to-market-in-sei-settimane.json";
  const json = { ...JSON.parse(snapshot.files[file]), author: "nessuno", category: "nessuna", relatedCourses: ["nessun-corso"] };
  const refused = errorsAddedBy(snapshot, file, text(json));
  expect(refused).toEqual(buildSays(file, text(json)));
  expect(refused).toEqual(
    expect.arrayContaining([
      expect.stringContaining('author "nessuno" non corrisponde'),
      expect.stringContaining('category "nessuna" non corrisponde'),
      expect.stringContaining('"nessun-corso" non corrisponde'),
    ]),
  );
});

test("errors data/ already had are not this save's to refuse", () => {
  const faqEntry = Object.keys(snapshot.files).find((name) => name.startsWith("faq/")) ?? "faq.json";
  const broken = { ...snapshot, files: { ...snapshot.files, [faqEntry]: "{" } };
  const json = course();
  json.priceEur = 1590;
  expect(errorsAddedBy(broken, courseFiles[0], text(json))).toEqual([]);
});
