/**
 * The content check an editor meets when a data file is wrong: each kind of mistake
 * must stop the build with a message naming the file, the item and the field.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatContentError, formatContentReport, validateContent } from "../../../src/lib/content/validate-content";

const DATA = path.resolve(__dirname, "../../../data");

/** A throw-away copy of the project's data/ to break on purpose. */
const copyData = (): { project: string; data: string } => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  const data = path.join(project, "data");
  fs.cpSync(DATA, data, { recursive: true });
  return { project, data };
};

type Json = Record<string, unknown> & { items: Record<string, unknown>[] };
const edit = (data: string, file: string, change: (json: Json) => void) => {
  const target = path.join(data, file);
  const json = JSON.parse(fs.readFileSync(target, "utf8")) as Json;
  change(json);
  fs.writeFileSync(target, JSON.stringify(json, null, 2));
};

const messages = (data: string, project: string): string[] => validateContent(data, project).map(formatContentError);

let project: string;
let data: string;
beforeEach(() => ({ project, data } = copyData()));
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

test("the project's own content is valid", () => {
  expect(messages(DATA, path.dirname(DATA))).toEqual([]);
});

test("a wrong enum value names the file, the item, its id and the allowed values", () => {
  edit(data, "courses.json", (json) => {
    json.items[3].level = "intermedio";
  });
  const id = JSON.parse(fs.readFileSync(path.join(data, "courses.json"), "utf8")).items[3].id;
  expect(messages(data, project)).toEqual([`data/courses.json, item 4 (id "${id}"): level must be one of base, avanzato, executive`]);
});

test("a missing required field is named", () => {
  edit(data, "courses.json", (json) => {
    delete json.items[0].priceEur;
  });
  expect(messages(data, project)).toEqual([expect.stringMatching(/^data\/courses\.json, item 1 \(id "[a-z0-9-]+"\): priceEur is required$/)]);
});

test("a missing field inside a nested object gets its full path", () => {
  edit(data, "site.json", (json) => {
    delete (json.legal as { address: Record<string, unknown> }).address.postalCode;
  });
  expect(messages(data, project)).toEqual(["data/site.json: legal.address.postalCode is required"]);
});

test("a value of the wrong type is named with the expected type", () => {
  edit(data, "courses.json", (json) => {
    json.items[1].priceEur = "1.490 €";
  });
  expect(messages(data, project)).toEqual([expect.stringMatching(/^data\/courses\.json, item 2 \(id "[a-z0-9-]+"\): priceEur must be a number$/)]);
});

test("duplicate ids and duplicate slugs are caught, pointing at the first use", () => {
  edit(data, "courses.json", (json) => {
    json.items[5].id = json.items[2].id;
    json.items[6].slug = json.items[0].slug;
  });
  const result = messages(data, project);
  expect(result).toContainEqual(expect.stringMatching(/item 6 \(id "[a-z0-9-]+"\): id "[a-z0-9-]+" is already used by item 3; each id must be unique$/));
  expect(result).toContainEqual(expect.stringMatching(/item 7 \(id "[a-z0-9-]+"\): slug "[a-z0-9-]+" is already used by item 1; each slug must be unique$/));
});

test("an image path that points nowhere is caught", () => {
  edit(data, "team.json", (json) => {
    json.items[0].image = "images/team/nessuno.jpg";
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/^data\/team\.json, item 1 \(id "[a-z0-9-]+"\): image points to data\/images\/team\/nessuno\.jpg, which does not exist$/),
  ]);
});

test("a reference to an entry of another file that does not exist is caught", () => {
  edit(data, "courses.json", (json) => {
    json.items[0].teachers = ["mario-nessuno"];
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/item 1 \(id "[a-z0-9-]+"\): teachers\[1\] "mario-nessuno" does not match the id of any entry in data\/teachers\.json$/),
  ]);
});

test("a course whose modules do not add up to its duration is caught", () => {
  edit(data, "courses.json", (json) => {
    json.items[0].durationHours = Number(json.items[0].durationHours) + 2;
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/^data\/courses\.json, item 1 \(id "[a-z0-9-]+"\): durationHours is \d+, but the hours of modules add up to \d+; make them agree$/),
  ]);
});

test("a module without its hours is caught by the schema", () => {
  edit(data, "courses.json", (json) => {
    delete (json.items[1].modules as Record<string, unknown>[])[0].hours;
  });
  expect(messages(data, project)).toEqual([expect.stringMatching(/^data\/courses\.json, item 2 \(id "[a-z0-9-]+"\): modules\[1\]/)]);
});

test("an event time written with the wrong Italian offset is caught", () => {
  edit(data, "events.json", (json) => {
    // A date in January with the summer offset.
    json.items[0].startDate = "2027-01-20T09:30:00+02:00";
    json.items[0].endDate = "2027-01-20T18:00:00+01:00";
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/^data\/events\.json, item 1 \(id "[a-z0-9-]+"\): startDate has offset \+02:00, but on that day Europe\/Rome is at \+01:00/),
  ]);
});

test("a date that is not ISO 8601 is explained with an example", () => {
  edit(data, "events.json", (json) => {
    json.items[2].startDate = "12 marzo 2027";
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/item 3 \(id "[a-z0-9-]+"\): startDate must be an ISO 8601 date and time with its offset, e\.g\. 2027-03-18T09:30:00\+01:00$/),
  ]);
});

test("a misspelt field is reported as unknown", () => {
  edit(data, "faq.json", (json) => {
    json.items[0].risposta = json.items[0].answer;
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/^data\/faq\.json, item 1 \(id "[a-z0-9-]+"\): unknown field "risposta" \(check the spelling against the schema\)$/),
  ]);
});

test("broken JSON gives the line and column", () => {
  const file = path.join(data, "values.json");
  const text = fs.readFileSync(file, "utf8").replace(/"items": \[/, '"items": [,');
  fs.writeFileSync(file, text);
  expect(messages(data, project)).toEqual([expect.stringMatching(/^data\/values\.json: is not valid JSON: line 3, column \d+/)]);
});

test("a file outside the content model and a missing file are both reported", () => {
  fs.writeFileSync(path.join(data, "promo.json"), "{}");
  fs.rmSync(path.join(data, "sectors.json"));
  expect(messages(data, project)).toEqual([
    "data/sectors.json: the file is missing (every file of the content model must exist, even with an empty items list)",
    "data/promo.json: this file is not part of the content model: add it to src/schema/collections.ts with a schema in data/schemas/, or remove it",
  ]);
});

test("the report the build stops with lists every error", () => {
  const report = formatContentReport([
    { file: "data/courses.json", item: 4, itemId: "ai-101", field: "level", message: "level must be one of base, avanzato, executive" },
    { file: "data/site.json", message: "email must be a valid e-mail address" },
  ]);
  expect(report).toBe(
    [
      "The content in data/ has 2 errors; fix them and save the file:",
      '  - data/courses.json, item 4 (id "ai-101"): level must be one of base, avanzato, executive',
      "  - data/site.json: email must be a valid e-mail address",
    ].join("\n"),
  );
});
