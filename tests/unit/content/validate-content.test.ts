/**
 * The content check an editor meets when a data file is wrong: each kind of mistake
 * must stop the build with a message naming the file, the item and the field.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatContentError, formatContentReport, validateContent } from "../../../src/lib/content/validate-content";
import { readJson } from "../../../src/lib/files/file-io";
import { DATA_DIR } from "../../support/content";

/** A throw-away copy of the project's data/ to break on purpose. */
const copyData = (): { project: string; data: string } => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  const data = path.join(project, "data");
  fs.cpSync(DATA_DIR, data, { recursive: true });
  return { project, data };
};

type Json = Record<string, unknown> & { items: Record<string, unknown>[] };
const edit = (data: string, file: string, change: (json: Json) => void) => {
  const target = path.join(data, file);
  const json = readJson<Json>(target);
  change(json);
  fs.writeFileSync(target, JSON.stringify(json, null, 2));
};

const messages = (data: string, project: string): string[] => validateContent(data, project).map(formatContentError);

let project: string;
let data: string;
beforeEach(() => ({ project, data } = copyData()));
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

test("the project's own content is valid", () => {
  expect(messages(DATA_DIR, path.dirname(DATA_DIR))).toEqual([]);
});

test("a wrong enum value names the file, the item, its id and the allowed values", () => {
  edit(data, "courses.json", (json) => {
    json.items[3].level = "intermedio";
  });
  const id = readJson<Json>(path.join(data, "courses.json")).items[3].id;
  expect(messages(data, project)).toEqual([`data/courses.json, voce 4 (id "${id}"): level deve essere uno tra base, avanzato, executive`]);
});

test("a missing required field is named", () => {
  edit(data, "courses.json", (json) => {
    delete json.items[0].priceEur;
  });
  expect(messages(data, project)).toEqual([expect.stringMatching(/^data\/courses\.json, voce 1 \(id "[a-z0-9-]+"\): manca priceEur, che è obbligatorio$/)]);
});

test("a missing field inside a nested object gets its full path", () => {
  edit(data, "site.json", (json) => {
    delete (json.legal as { address: Record<string, unknown> }).address.postalCode;
  });
  expect(messages(data, project)).toEqual(["data/site.json: manca legal.address.postalCode, che è obbligatorio"]);
});

test("a value of the wrong type is named with the expected type", () => {
  edit(data, "courses.json", (json) => {
    json.items[1].priceEur = "1.490 €";
  });
  expect(messages(data, project)).toEqual([expect.stringMatching(/^data\/courses\.json, voce 2 \(id "[a-z0-9-]+"\): priceEur deve essere un numero$/)]);
});

test("duplicate ids and duplicate slugs are caught, pointing at the first use", () => {
  edit(data, "courses.json", (json) => {
    json.items[5].id = json.items[2].id;
    json.items[6].slug = json.items[0].slug;
  });
  const result = messages(data, project);
  expect(result).toContainEqual(expect.stringMatching(/voce 6 \(id "[a-z0-9-]+"\): id "[a-z0-9-]+" è già usato dalla voce 3; ogni id deve essere unico$/));
  expect(result).toContainEqual(expect.stringMatching(/voce 7 \(id "[a-z0-9-]+"\): slug "[a-z0-9-]+" è già usato dalla voce 1; ogni slug deve essere unico$/));
});

test("an image path that points nowhere is caught", () => {
  edit(data, "team.json", (json) => {
    json.items[0].image = "images/team/nessuno.jpg";
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/^data\/team\.json, voce 1 \(id "[a-z0-9-]+"\): image punta a data\/images\/team\/nessuno\.jpg, che non esiste$/),
  ]);
});

test("a reference to an entry of another file that does not exist is caught", () => {
  edit(data, "courses.json", (json) => {
    json.items[0].teachers = ["mario-nessuno"];
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/voce 1 \(id "[a-z0-9-]+"\): teachers\[1\] "mario-nessuno" non corrisponde all'id di nessuna voce di data\/teachers\.json$/),
  ]);
});

test("a course whose modules do not add up to its duration is caught", () => {
  edit(data, "courses.json", (json) => {
    json.items[0].durationHours = Number(json.items[0].durationHours) + 2;
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/^data\/courses\.json, voce 1 \(id "[a-z0-9-]+"\): durationHours è \d+, ma la somma di hours in modules è \d+; falli coincidere$/),
  ]);
});

test("a module without its hours is caught by the schema", () => {
  edit(data, "courses.json", (json) => {
    delete (json.items[1].modules as Record<string, unknown>[])[0].hours;
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/^data\/courses\.json, voce 2 \(id "[a-z0-9-]+"\): manca modules\[1\]\.hours, che è obbligatorio$/),
  ]);
});

test("an event time written with the wrong Italian offset is caught", () => {
  edit(data, "events.json", (json) => {
    // A date in January with the summer offset.
    json.items[0].startDate = "2027-01-20T09:30:00+02:00";
    json.items[0].endDate = "2027-01-20T18:00:00+01:00";
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(
      /^data\/events\.json, voce 1 \(id "[a-z0-9-]+"\): startDate ha la differenza da UTC \+02:00, ma quel giorno l'ora italiana è \+01:00/,
    ),
  ]);
});

test("a date that is not ISO 8601 is explained with an example", () => {
  edit(data, "events.json", (json) => {
    json.items[2].startDate = "12 marzo 2027";
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(
      /voce 3 \(id "[a-z0-9-]+"\): startDate deve essere una data e un'ora ISO 8601 con la differenza da UTC, per esempio 2027-03-18T09:30:00\+01:00$/,
    ),
  ]);
});

test("a value that breaks a pattern is explained in the schema's own words, with an example", () => {
  edit(data, "courses.json", (json) => {
    json.items[0].slug = "Corso AI";
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(
      /^data\/courses\.json, voce 1 \(id "[a-z0-9-]+"\): slug deve essere un testo di sole lettere minuscole, cifre e trattini, per esempio [a-z0-9-]+$/,
    ),
  ]);
});

test("every pattern in the schemas has its hint in Italian", () => {
  const hints: string[] = [];
  const collect = (node: unknown): void => {
    if (!node || typeof node !== "object") return;
    const schema = node as Record<string, unknown>;
    if (typeof schema.pattern === "string") hints.push(String(schema["x-pattern-hint"]));
    Object.values(schema).forEach(collect);
  };
  for (const name of fs.readdirSync(path.join(DATA_DIR, "schemas"))) collect(readJson(path.join(DATA_DIR, "schemas", name)));
  expect(hints.length).toBeGreaterThan(20);
  for (const hint of hints) expect(hint).toMatch(/per esempio|^uno tra |^un percorso di questo sito /);
});

test("a misspelt field is reported as unknown", () => {
  edit(data, "faq.json", (json) => {
    json.items[0].risposta = json.items[0].answer;
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/^data\/faq\.json, voce 1 \(id "[a-z0-9-]+"\): il campo "risposta" non esiste nello schema \(controlla come è scritto\)$/),
  ]);
});

test("broken JSON gives the line and column", () => {
  const file = path.join(data, "values.json");
  const text = fs.readFileSync(file, "utf8").replace(/"items": \[/, '"items": [,');
  fs.writeFileSync(file, text);
  expect(messages(data, project)).toEqual([expect.stringMatching(/^data\/values\.json: non è un JSON valido: riga 3, colonna \d+ \(manca un valore\)$/)]);
});

test("a file outside the content model and a missing file are both reported", () => {
  fs.writeFileSync(path.join(data, "promo.json"), "{}");
  fs.rmSync(path.join(data, "sectors.json"));
  expect(messages(data, project)).toEqual([
    "data/sectors.json: il file manca (ogni file del modello dei contenuti deve esistere, anche con l'elenco items vuoto)",
    "data/promo.json: questo file non fa parte del modello dei contenuti: aggiungilo a src/content-model/collections.ts con uno schema in data/schemas/, oppure eliminalo",
  ]);
});

test("the report the build stops with lists every error", () => {
  const report = formatContentReport([
    { file: "data/courses.json", item: 4, itemId: "ai-101", field: "level", message: "level deve essere uno tra base, avanzato, executive" },
    { file: "data/site.json", message: "email deve essere un indirizzo e-mail valido" },
  ]);
  expect(report).toBe(
    [
      "I contenuti in data/ hanno 2 errori; correggili e salva i file:",
      '  - data/courses.json, voce 4 (id "ai-101"): level deve essere uno tra base, avanzato, executive',
      "  - data/site.json: email deve essere un indirizzo e-mail valido",
    ].join("\n"),
  );
});
