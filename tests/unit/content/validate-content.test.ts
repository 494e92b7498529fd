/**
 * The content check an editor meets when a data file is wrong: each kind of mistake
 * must stop the build with a message naming the file, the entry and the field.
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

type Json = Record<string, unknown>;
const edit = (data: string, file: string, change: (json: Json) => void) => {
  const target = path.join(data, file);
  const json = readJson<Json>(target);
  change(json);
  fs.writeFileSync(target, JSON.stringify(json, null, 2));
};

const messages = (data: string, project: string): string[] => validateContent(data, project).map(formatContentError);

type Course = Record<string, unknown> & { id: string; modules: Record<string, unknown>[] };
/** The course files, in name order (`courses/ai-101.json`…). */
const courseFiles = () =>
  fs
    .readdirSync(path.join(DATA_DIR, "courses"))
    .sort()
    .map((name) => `courses/${name}`);
const editCourse = (data: string, index: number, change: (course: Course) => void): Course => {
  const file = courseFiles()[index];
  const course = readJson<Course>(path.join(data, file));
  change(course);
  fs.writeFileSync(path.join(data, file), JSON.stringify(course, null, 2));
  return course;
};
type Entry = Record<string, unknown> & { id: string };
/** Changes one entry of a folder collection (`editEntry(data, "faq", "pmi-e-scale-up", …)`). */
const editEntry = (data: string, collection: string, id: string, change: (entry: Entry) => void): void => {
  const file = path.join(data, collection, `${id}.json`);
  const entry = readJson<Entry>(file);
  change(entry);
  fs.writeFileSync(file, JSON.stringify(entry, null, 2));
};
/** The ids of a folder collection's entries, in file name order. */
const entryIds = (collection: string): string[] =>
  fs
    .readdirSync(path.join(DATA_DIR, collection))
    .sort()
    .map((name) => name.replace(/\.json$/, ""));

let project: string;
let data: string;
beforeEach(() => ({ project, data } = copyData()));
afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

test("the project's own content is valid", () => {
  expect(messages(DATA_DIR, path.dirname(DATA_DIR))).toEqual([]);
});

test("a wrong enum value names the file, the entry's id and the allowed values", () => {
  const { id } = editCourse(data, 3, (course) => {
    course.level = "intermedio";
  });
  expect(messages(data, project)).toEqual([`data/courses/${id}.json (id "${id}"): level deve essere uno tra base, avanzato, executive`]);
});

test("a missing required field is named", () => {
  editCourse(data, 0, (course) => {
    delete course.priceEur;
  });
  expect(messages(data, project)).toEqual([expect.stringMatching(/^data\/courses\/[a-z0-9-]+\.json \(id "[a-z0-9-]+"\): manca priceEur, che è obbligatorio$/)]);
});

test("a missing or empty translation names the file, the entry, the field and the language", () => {
  const { id } = editCourse(data, 0, (course) => {
    course.title = { it: (course.title as { it: string }).it, en: "" };
    delete (course.description as Record<string, string>).it;
    (course.audience as Record<string, string[]>).en = [];
    (course.modules[1].title as Record<string, string>).en = "   ";
  });
  expect(messages(data, project)).toEqual([
    `data/courses/${id}.json (id "${id}"): title in inglese (en) è vuoto`,
    `data/courses/${id}.json (id "${id}"): description in italiano (it) manca`,
    `data/courses/${id}.json (id "${id}"): audience in inglese (en) è vuoto`,
    `data/courses/${id}.json (id "${id}"): modules[2].title in inglese (en) è vuoto`,
  ]);
});

test("a document's, a page's and a legal page's missing translations name the file, the page, the field and the language", () => {
  type Localized = Record<string, unknown>;
  edit(data, "site.json", (json) => {
    (json.tagline as Localized).en = "";
  });
  edit(data, "about.json", (json) => {
    delete ((json.mission as Localized).text as Localized).en;
  });
  edit(data, "pages/privacy.json", (json) => {
    delete (json.intro as Localized).en;
  });
  edit(data, "legal/privacy.json", (json) => {
    const sections = json.sections as Array<{ heading: Localized; links?: Array<{ label: Localized }> }>;
    sections[1].heading.it = " ";
    const withLink = sections.findIndex((section) => section.links);
    (sections[withLink].links as Array<{ label: Localized }>)[0].label.en = "";
  });
  const withLink = readJson<{ sections: Array<{ links?: unknown }> }>(path.join(DATA_DIR, "legal", "privacy.json")).sections.findIndex((s) => s.links) + 1;
  expect(messages(data, project)).toEqual([
    'data/pages/privacy.json (id "privacy"): intro in inglese (en) manca',
    'data/legal/privacy.json (id "privacy"): sections[2].heading in italiano (it) è vuoto',
    `data/legal/privacy.json (id "privacy"): sections[${withLink}].links[1].label in inglese (en) è vuoto`,
    "data/site.json: tagline in inglese (en) è vuoto",
    "data/about.json: mission.text in inglese (en) manca",
  ]);
});

test("every page's texts and every legal page have their file", () => {
  fs.rmSync(path.join(data, "pages", "accessibilita.json"));
  fs.rmSync(path.join(data, "legal", "cookie-policy.json"));
  expect(messages(data, project)).toEqual([
    'data/pages/accessibilita.json (id "accessibilita"): il file manca (ogni pagina del sito ha il suo)',
    'data/legal/cookie-policy.json (id "cookie-policy"): il file manca (ogni pagina del sito ha il suo)',
  ]);
});

test("a translated field written as plain text is explained", () => {
  const { id } = editCourse(data, 0, (course) => {
    course.title = "Solo in italiano";
  });
  expect(messages(data, project)).toContain(`data/courses/${id}.json (id "${id}"): title deve essere un oggetto`);
});

test("a course file must be named after its id, and its position be its own", () => {
  const files = courseFiles();
  const first = readJson<Course>(path.join(data, files[0]));
  editCourse(data, 1, (course) => {
    course.order = first.order;
  });
  fs.renameSync(path.join(data, files[2]), path.join(data, "courses", "rinominato.json"));
  const id2 = readJson<Course>(path.join(data, "courses", "rinominato.json")).id;
  const id1 = readJson<Course>(path.join(data, files[1])).id;
  expect(messages(data, project)).toEqual([
    `data/courses/rinominato.json (id "${id2}"): id è "${id2}", ma il file si chiama rinominato.json: il nome del file deve essere l'id seguito da .json`,
    `data/${files[1]} (id "${id1}"): order ${first.order} è già usato da data/${files[0]}; ogni order deve essere unico`,
  ]);
});

test("a missing field inside a nested object gets its full path", () => {
  edit(data, "site.json", (json) => {
    delete (json.legal as { address: Record<string, unknown> }).address.postalCode;
  });
  expect(messages(data, project)).toEqual(["data/site.json: manca legal.address.postalCode, che è obbligatorio"]);
});

test("a value of the wrong type is named with the expected type", () => {
  editCourse(data, 1, (course) => {
    course.priceEur = "1.490 €";
  });
  expect(messages(data, project)).toEqual([expect.stringMatching(/^data\/courses\/[a-z0-9-]+\.json \(id "[a-z0-9-]+"\): priceEur deve essere un numero$/)]);
});

test("an event's address is unique in each language, the later file naming the earlier", () => {
  editEntry(data, "events", "team-building-lago-di-como", (event) => {
    (event.slug as Record<string, string>).en = "strategy-kick-off-2027";
  });
  expect(messages(data, project)).toEqual([
    'data/events/team-building-lago-di-como.json (id "team-building-lago-di-como"): slug.en "strategy-kick-off-2027" è già usato da data/events/kick-off-strategico-2027.json; ogni slug deve essere unico in ogni lingua',
  ]);
});

test("a position already used in its collection is caught (teachers, course categories…)", () => {
  editEntry(data, "teachers", "paolo-ricci", (teacher) => {
    teacher.order = 1;
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(
      /^data\/teachers\/[a-z-]+\.json \(id "[a-z-]+"\): order 1 è già usato da data\/teachers\/[a-z-]+\.json; ogni order deve essere unico$/,
    ),
  ]);
});

test("a missing English text of an event, a teacher or a category is named by file, entry, field and language", () => {
  editEntry(data, "events", "ai-leadership-summit", (event) => {
    (event.location as Record<string, Record<string, string>>).city.en = "";
  });
  editEntry(data, "teachers", "sara-galli", (teacher) => {
    delete (teacher.bio as Record<string, string>).en;
  });
  editEntry(data, "course-categories", "cybersecurity", (category) => {
    (category.label as Record<string, string>).en = " ";
  });
  expect(messages(data, project)).toEqual([
    'data/course-categories/cybersecurity.json (id "cybersecurity"): label in inglese (en) è vuoto',
    'data/events/ai-leadership-summit.json (id "ai-leadership-summit"): location.city in inglese (en) è vuoto',
    'data/teachers/sara-galli.json (id "sara-galli"): bio in inglese (en) manca',
  ]);
});

test("a course's address is unique in each language", () => {
  const files = courseFiles();
  const first = readJson<Course>(path.join(data, files[0]));
  editCourse(data, 4, (course) => {
    (course.slug as Record<string, string>).it = (first.slug as Record<string, string>).it;
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(
      new RegExp(`^data/${files[4]} .*: slug\\.it "[a-z0-9-]+" è già usato da data/${files[0]}; ogni slug deve essere unico in ogni lingua$`),
    ),
  ]);
});

test("an image path that points nowhere is caught", () => {
  editEntry(data, "team", "giulia-ferrari", (member) => {
    member.image = "images/team/nessuno.jpg";
  });
  expect(messages(data, project)).toEqual(['data/team/giulia-ferrari.json (id "giulia-ferrari"): image punta a data/images/team/nessuno.jpg, che non esiste']);
});

test("a reference to an entry of another file that does not exist is caught", () => {
  editCourse(data, 0, (course) => {
    course.teachers = ["mario-nessuno"];
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/\(id "[a-z0-9-]+"\): teachers\[1\] "mario-nessuno" non corrisponde all'id di nessuna voce di data\/teachers\/$/),
  ]);
});

test("a partner's category must be one of the partner categories", () => {
  const [id] = entryIds("partners");
  editEntry(data, "partners", id, (partner) => {
    partner.category = "nessuna";
  });
  expect(messages(data, project)).toEqual([
    `data/partners/${id}.json (id "${id}"): category "nessuna" non corrisponde all'id di nessuna voce di data/partner-categories/`,
  ]);
});

test("the consulting and company entries name a missing translation, in a list of texts too", () => {
  editEntry(data, "services", "consulenza-strategica", (service) => {
    (service.benefits as Record<string, string[]>).en = [];
    ((service.details as Record<string, unknown>[])[0].title as Record<string, string>).en = "";
  });
  editEntry(data, "team", "giulia-ferrari", (member) => {
    delete (member.imageAlt as Record<string, string>).en;
  });
  expect(messages(data, project)).toEqual([
    'data/services/consulenza-strategica.json (id "consulenza-strategica"): details[1].title in inglese (en) è vuoto',
    'data/services/consulenza-strategica.json (id "consulenza-strategica"): benefits in inglese (en) è vuoto',
    'data/team/giulia-ferrari.json (id "giulia-ferrari"): imageAlt in inglese (en) manca',
  ]);
});

test("the timeline follows the years: its entries have no position of their own, and two of them may share a year", () => {
  const [first, second] = entryIds("timeline");
  const year = readJson<Entry>(path.join(data, "timeline", `${first}.json`)).year;
  editEntry(data, "timeline", second, (milestone) => {
    milestone.year = year;
  });
  expect(messages(data, project)).toEqual([]);
  editEntry(data, "timeline", first, (milestone) => {
    milestone.order = 1;
  });
  expect(messages(data, project)).toEqual([`data/timeline/${first}.json (id "${first}"): il campo "order" non esiste nello schema (controlla come è scritto)`]);
});

test("a position already taken in a collection of the home page is caught", () => {
  const [first, second] = entryIds("faq");
  const order = readJson<Entry>(path.join(data, "faq", `${first}.json`)).order;
  editEntry(data, "faq", second, (entry) => {
    entry.order = order;
  });
  expect(messages(data, project)).toEqual([
    `data/faq/${second}.json (id "${second}"): order ${String(order)} è già usato da data/faq/${first}.json; ogni order deve essere unico`,
  ]);
});

test("a course whose modules do not add up to its duration is caught", () => {
  editCourse(data, 0, (course) => {
    course.durationHours = Number(course.durationHours) + 2;
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(
      /^data\/courses\/[a-z0-9-]+\.json \(id "[a-z0-9-]+"\): durationHours è \d+, ma la somma di hours in modules è \d+; falli coincidere$/,
    ),
  ]);
});

test("a module without its hours is caught by the schema", () => {
  editCourse(data, 1, (course) => {
    delete course.modules[0].hours;
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(/^data\/courses\/[a-z0-9-]+\.json \(id "[a-z0-9-]+"\): manca modules\[1\]\.hours, che è obbligatorio$/),
  ]);
});

test("an event time written with the wrong Italian offset is caught", () => {
  editEntry(data, "events", "kick-off-strategico-2027", (event) => {
    // A date in January with the summer offset.
    event.startDate = "2027-01-20T09:30:00+02:00";
    event.endDate = "2027-01-20T18:00:00+01:00";
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(
      /^data\/events\/kick-off-strategico-2027\.json \(id "kick-off-strategico-2027"\): startDate ha la differenza da UTC \+02:00, ma quel giorno l'ora italiana è \+01:00/,
    ),
  ]);
});

test("a date that is not ISO 8601 is explained with an example", () => {
  editEntry(data, "events", "team-building-lago-di-como", (event) => {
    event.startDate = "12 marzo 2027";
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(
      /^data\/events\/team-building-lago-di-como\.json \(id "team-building-lago-di-como"\): startDate deve essere una data e un'ora ISO 8601 con la differenza da UTC, per esempio 2027-03-18T09:30:00\+01:00$/,
    ),
  ]);
});

test("a value that breaks a pattern is explained in the schema's own words, with an example", () => {
  editCourse(data, 0, (course) => {
    (course.slug as Record<string, string>).en = "AI Course";
  });
  expect(messages(data, project)).toEqual([
    expect.stringMatching(
      /^data\/courses\/[a-z0-9-]+\.json \(id "[a-z0-9-]+"\): slug\.en deve essere un testo di sole lettere minuscole, cifre e trattini, per esempio [a-z0-9-]+$/,
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
  const [id] = entryIds("faq");
  editEntry(data, "faq", id, (entry) => {
    entry.risposta = entry.answer;
  });
  expect(messages(data, project)).toEqual([`data/faq/${id}.json (id "${id}"): il campo "risposta" non esiste nello schema (controlla come è scritto)`]);
});

test("broken JSON gives the line and column", () => {
  const [id] = entryIds("values");
  const file = path.join(data, "values", `${id}.json`);
  const text = fs.readFileSync(file, "utf8").replace(/"id": /, '"id": ,');
  fs.writeFileSync(file, text);
  expect(messages(data, project)).toEqual([
    expect.stringMatching(new RegExp(`^data/values/${id}\\.json: non è un JSON valido: riga 3, colonna \\d+ \\(manca un valore\\)$`)),
  ]);
});

test("a file outside the content model and a missing file are both reported", () => {
  fs.writeFileSync(path.join(data, "promo.json"), "{}");
  fs.writeFileSync(path.join(data, "courses.json"), "{}");
  fs.rmSync(path.join(data, "about.json"));
  expect(messages(data, project)).toEqual([
    "data/about.json: il file manca (ogni file del modello dei contenuti deve esistere)",
    "data/courses.json: questo file non fa parte del modello dei contenuti: aggiungilo a src/content-model/collections.ts con uno schema in data/schemas/, oppure eliminalo",
    "data/promo.json: questo file non fa parte del modello dei contenuti: aggiungilo a src/content-model/collections.ts con uno schema in data/schemas/, oppure eliminalo",
  ]);
});

describe("an article", () => {
  const ARTICLE = "go-to-market-in-sei-settimane";
  const OTHER = "kick-off-aziendale-obiettivo";
  const at = (id: string) => `data/articles/${id}.json (id "${id}")`;
  type Localized = Record<string, string>;

  test("a missing or empty translation names the field and the language: its title, its body, a tag", () => {
    editEntry(data, "articles", ARTICLE, (article) => {
      delete (article.title as Localized).en;
      (article.body as Localized).it = " ";
      (article.tags as Record<string, string[]>).en = [];
      (article.imageAlt as Localized).it = "";
    });
    expect(messages(data, project)).toEqual([
      `${at(ARTICLE)}: title in inglese (en) manca`,
      `${at(ARTICLE)}: tags in inglese (en) è vuoto`,
      `${at(ARTICLE)}: imageAlt in italiano (it) è vuoto`,
      `${at(ARTICLE)}: body in italiano (it) è vuoto`,
    ]);
  });

  test("its author, category, service and related courses must exist", () => {
    editEntry(data, "articles", ARTICLE, (article) => {
      article.author = "mario-rossi";
      article.category = "marketing";
      article.service = "consulenza";
      article.relatedCourses = ["gtm-201", "gtm-999"];
    });
    expect(messages(data, project)).toEqual([
      `${at(ARTICLE)}: category "marketing" non corrisponde all'id di nessuna voce di data/article-categories/`,
      `${at(ARTICLE)}: author "mario-rossi" non corrisponde all'id di nessuna voce di data/team/`,
      `${at(ARTICLE)}: service "consulenza" non corrisponde all'id di nessuna voce di data/services/`,
      `${at(ARTICLE)}: relatedCourses[2] "gtm-999" non corrisponde all'id di nessuna voce di data/courses/`,
    ]);
  });

  test("its address is a slug, unique in each language", () => {
    editEntry(data, "articles", ARTICLE, (article) => {
      (article.slug as Localized).it = "Go-to-market B2B";
    });
    editEntry(data, "articles", OTHER, (article) => {
      (article.slug as Localized).en = readJson<{ slug: Localized }>(path.join(data, "articles", `${ARTICLE}.json`)).slug.en;
    });
    expect(messages(data, project)).toEqual([
      `${at(ARTICLE)}: slug.it deve essere un testo di sole lettere minuscole, cifre e trattini, per esempio go-to-market-in-sei-settimane`,
      `${at(OTHER)}: slug.en "b2b-go-to-market-in-six-weeks" è già usato da data/articles/${ARTICLE}.json; ogni slug deve essere unico in ogni lingua`,
    ]);
  });

  test("a category's address is a slug too, unique in each language (the address of its list)", () => {
    editEntry(data, "article-categories", "formazione", (category) => {
      (category.slug as Localized).en = "ai-automation";
    });
    expect(messages(data, project)).toEqual([
      'data/article-categories/formazione.json (id "formazione"): slug.en "ai-automation" è già usato da data/article-categories/ai-automazione.json; ogni slug deve essere unico in ogni lingua',
    ]);
  });

  test("its dates: Italian time, and no update before the publication", () => {
    editEntry(data, "articles", ARTICLE, (article) => {
      article.publishedAt = "2026-03-10T09:00:00+02:00";
      article.updatedAt = "2026-03-01T09:00:00+01:00";
      article.draft = "sì";
    });
    expect(messages(data, project)).toEqual([
      `${at(ARTICLE)}: draft deve essere true o false`,
      `${at(ARTICLE)}: updatedAt (2026-03-01T09:00:00+01:00) viene prima di publishedAt (2026-03-10T09:00:00+02:00): deve essere la stessa data o una successiva`,
      expect.stringMatching(
        /^data\/articles\/go-to-market-in-sei-settimane\.json \(id "go-to-market-in-sei-settimane"\): publishedAt ha la differenza da UTC \+02:00, ma quel giorno l'ora italiana è \+01:00/,
      ),
    ]);
  });

  test("its body is Markdown without a first-level heading, HTML or pictures, each named with its language and line", () => {
    editEntry(data, "articles", ARTICLE, (article) => {
      const body = article.body as Localized;
      body.it = `# Go-to-market\n\n${body.it}`;
      body.en = `${body.en}\n\n<iframe src="https://example.com"></iframe>`;
    });
    const lastLine = readJson<{ body: Localized }>(path.join(data, "articles", `${ARTICLE}.json`)).body.en.split("\n").length;
    expect(messages(data, project)).toEqual([
      `${at(ARTICLE)}: body in italiano (it), riga 1: ha un titolo di primo livello (#): il titolo dell'articolo è già Titolo, le sezioni cominciano con ##`,
      `${at(ARTICLE)}: body in inglese (en), riga ${lastLine}: contiene HTML (<…>): scrivi solo in Markdown`,
    ]);
  });

  test("its cover must be in data/images/, and a category's position its own", () => {
    editEntry(data, "articles", ARTICLE, (article) => {
      article.image = "images/articles/copertina.png";
    });
    editEntry(data, "article-categories", "formazione", (category) => {
      category.order = 1;
    });
    expect(messages(data, project)).toEqual([
      'data/article-categories/strategia-go-to-market.json (id "strategia-go-to-market"): order 1 è già usato da data/article-categories/formazione.json; ogni order deve essere unico',
      `${at(ARTICLE)}: image punta a data/images/articles/copertina.png, che non esiste`,
    ]);
  });
});

test("the report the build stops with lists every error", () => {
  const report = formatContentReport([
    { file: "data/courses/ai-101.json", itemId: "ai-101", field: "level", message: "level deve essere uno tra base, avanzato, executive" },
    { file: "data/site.json", message: "email deve essere un indirizzo e-mail valido" },
  ]);
  expect(report).toBe(
    [
      "I contenuti in data/ hanno 2 errori; correggili e salva i file:",
      '  - data/courses/ai-101.json (id "ai-101"): level deve essere uno tra base, avanzato, executive',
      "  - data/site.json: email deve essere un indirizzo e-mail valido",
    ].join("\n"),
  );
});
