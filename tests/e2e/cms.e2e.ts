/**
 * The CMS at /admin in its local mode, as content staff use it under `npm start`: the built
 * /admin page talks to decap-server, which here edits a throw-away copy of data/ (never the
 * repository's). Decap is built to call decap-server on the `npm start` port; the test's own
 * server listens on TEST_PORT and the browser's requests are routed there, so a developer's
 * running `npm start` is never touched.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Node } from "gatsby";
import type { Locator, Page } from "@playwright/test";
import { cmsSettings } from "../../src/cms/cms-settings";
import { createContentNodes } from "../../src/gatsby-node/content-nodes";
import { formatContentError, validateContent } from "../../src/lib/content/validate-content";
import { readJson } from "../../src/lib/files/file-io";
import { formatEuro } from "../../src/lib/format/italian";
import { dataItems } from "../support/content";
import { expect, test } from "./fixtures";

const ROOT = path.resolve(__dirname, "../..");
const TEST_PORT = 8095;
const BUILT_BACKEND = cmsSettings().localBackendUrl;
const TEST_BACKEND = `http://127.0.0.1:${TEST_PORT}/api/v1`;

// One worker and one decap-server for the file: the edits build on each other, in order. Each test
// starts Decap's 5 MB bundle once (seconds, many more on a busy machine) and may reload it once (see
// openCms): a budget of its own instead of test.slow()'s 90 s.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let workTree: string;
let server: ChildProcess | undefined;
const original = (file: string) => fs.readFileSync(path.join(ROOT, "data", file), "utf8");
const exists = (file: string) => fs.existsSync(path.join(workTree, "data", file));
const edited = (file: string) => fs.readFileSync(path.join(workTree, "data", file), "utf8");

test.beforeAll(async () => {
  workTree = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(workTree, "data"), { recursive: true });
  server = spawn(process.execPath, [require.resolve("decap-server")], {
    cwd: workTree,
    env: { ...process.env, GIT_REPO_DIRECTORY: workTree, PORT: String(TEST_PORT), BIND_HOST: "127.0.0.1", MODE: "fs", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A server already on TEST_PORT would answer the poll below: fail instead of editing someone else's files.
  let exited = false;
  server.once("exit", () => (exited = true));
  await expect
    .poll(
      () =>
        fetch(TEST_BACKEND, { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' }).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(exited, `decap-server could not listen on ${TEST_PORT}`).toBe(false);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  fs.rmSync(workTree, { recursive: true, force: true });
});

/** Opens one page of the CMS (`collections/faq/entries/pmi-e-scale-up`, `collections/courses/new`), signed in to the local backend (no account). */
const openCms = async (page: Page, address: string, shown: (page: Page) => Locator = (p) => p.getByText(/Scrivendo nella raccolta/)) => {
  // Answered from Node (fetch + fulfil), not re-targeted in the browser: a cross-port CORS preflight stays out of it.
  await page.route(`${BUILT_BACKEND}**`, async (route) => {
    const url = route.request().url().replace(BUILT_BACKEND, TEST_BACKEND);
    // Node's client reuses a kept-alive connection, and decap-server may close it as idle at that very
    // moment: the request never reached the server ("read ECONNRESET"), so it goes once more, on a new connection.
    const response = await route.fetch({ url }).catch((error: unknown) => {
      if (error instanceof Error && /ECONNRESET/.test(error.message)) return route.fetch({ url });
      throw error;
    });
    // A request of a document the test has already left (the next `page.goto`): its answer has nowhere to go.
    await route.fulfill({ response }).catch((error: unknown) => {
      if (error instanceof Error && /Fetch response has been disposed/.test(error.message)) return;
      throw error;
    });
  });
  // A fresh document each time: moving to another file by its #address alone keeps the last file's form.
  await page.goto("about:blank");
  await page.goto(`/admin/#/${address}`);
  // The first visit asks to sign in (one button, no account); Decap then remembers it.
  const signIn = page.getByRole("button", { name: "Accedi" });
  const editor = shown(page);
  await expect(signIn.or(editor)).toBeVisible({ timeout: 30_000 });
  if (await signIn.isVisible()) await signIn.click();
  // Decap 3.16 now and then stays on "Caricando la voce…" when the shared machine is busy (every
  // request answered, nothing rendered); an editor reloads, and so does the test, once.
  const loaded = await editor.waitFor({ timeout: 30_000 }).then(
    () => true,
    () => false,
  );
  if (!loaded) await page.reload();
  await expect(editor).toBeVisible({ timeout: 30_000 });
};

/** One course's form: its own file, data/courses/<id>.json. */
const openCourse = (page: Page, id: string) => openCms(page, `collections/courses/entries/${id}`);

/** An entry of the file's list, opened: its fields are then inside it. */
const openItem = async (page: Page, summary: string): Promise<Locator> => {
  const item = page.getByText(summary, { exact: true }).locator("xpath=..");
  await item.getByRole("button").first().click();
  return item;
};

const publish = async (page: Page) => {
  await page.getByRole("button", { name: "Pubblica" }).click();
  await page.getByRole("menuitem", { name: "Pubblica ora" }).click();
};

/** A translated field's two inputs (our `localized` widget), by their names "<label>, in italiano/in inglese", filled. */
const both = async (page: Page, label: string, it: string, en: string) => {
  await page.getByLabel(`${label}, in italiano`, { exact: true }).first().fill(it);
  await page.getByLabel(`${label}, in inglese`, { exact: true }).first().fill(en);
};

/** A field's label, exactly as written, with or without Decap's " (opzionale)" after it. */
const fieldLabel = (page: Page, label: string): Locator =>
  page.locator("label").filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(opzionale\\))?$`) });

/** A choice in one of Decap's drop-down lists (select and relation widgets), found by the field's label. */
const choose = async (page: Page, label: string, option: string) => {
  const field = fieldLabel(page, label).locator("xpath=ancestor::div[.//input][1]");
  await field.locator("input").first().click();
  await page.getByRole("option", { name: option, exact: true }).click();
};

/**
 * Decap's Markdown editor of a field, found by its label ("Testo, in inglese"): a Slate editor
 * (contenteditable), opened on the Markdown as written.
 */
const markdownEditor = (page: Page, label: string): Locator =>
  fieldLabel(page, label).locator("xpath=ancestor::div[.//*[@contenteditable='true']][1]").locator("[contenteditable='true']").first();

/** How often slate-react, under Decap's Markdown editor, reads the page's selection (its selectionchange handler is throttled). */
const SLATE_SELECTION_THROTTLE_MS = 100;

/** Types Markdown into an editor as a person would, key by key (Slate handles the keys itself; "\n" is Enter). */
const typeMarkdown = async (page: Page, label: string, text: string) => {
  const editor = markdownEditor(page, label);
  await editor.click();
  await editor.pressSequentially(text);
};

type Course = Record<string, unknown> & { id: string; title: Record<string, string>; modules: Array<Record<string, unknown>> };

/** The message the build gives for data/ with `change` applied to `file` (`articles/x.json`). */
const buildMessageFor = <T>(file: string, change: (json: T) => void): string => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-expected-"));
  try {
    fs.cpSync(path.join(workTree, "data"), path.join(copy, "data"), { recursive: true });
    const target = path.join(copy, "data", file);
    const json = readJson<T>(target);
    change(json);
    fs.writeFileSync(target, JSON.stringify(json, null, 2));
    const errors = validateContent(path.join(copy, "data"), copy).map(formatContentError);
    expect(errors).toHaveLength(1);
    return errors[0];
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
};

/** The message the build gives for data/ with `change` applied to the course `id`. */
const buildMessage = (id: string, change: (course: Course) => void): string => buildMessageFor<Course>(`courses/${id}.json`, change);

/** The nodes Gatsby makes of a data file (the same module as the build): what the pages' queries read. */
const nodesOf = (file: string, type: string): Record<string, unknown>[] => {
  const nodes: Record<string, unknown>[] = [];
  const absolutePath = path.join(workTree, "data", file);
  const json = readJson<Record<string, unknown>>(absolutePath);
  const fileNode = { ...json, jsonId: json.id, id: file, parent: "file", children: [], internal: { type, contentDigest: "" } } as unknown as Node;
  createContentNodes(workTree, {
    node: fileNode,
    actions: { createNode: (node: Record<string, unknown>) => nodes.push(node), createParentChildLink: () => undefined } as never,
    createNodeId: (seed: string) => seed,
    createContentDigest: () => "",
    getNode: () => ({ absolutePath }) as unknown as Node,
  });
  return nodes;
};

test.describe("gestione contenuti (/admin, in locale)", () => {
  // Decap logs a refused save to the console as well as showing it; that log is expected here.
  test.use({ allowedConsoleError: /il sito non si potrebbe pubblicare/ });

  test("i corsi sono un elenco, una voce per corso, con italiano e inglese uno accanto all'altro", async ({ page }) => {
    // No form yet: the list of courses, with a button for a new one.
    await openCms(page, "collections/courses", (p) => p.getByText("Go-to-market per prodotti digitali", { exact: true }));
    await expect(page.getByRole("link", { name: "Crea una voce di tipo corso" })).toBeVisible();
  });

  test("il prezzo e il titolo inglese di un corso e la risposta di una FAQ cambiano solo lì, e arrivano alle pagine", async ({ page }) => {
    const file = "courses/gtm-201.json";
    const before = readJson<Course>(path.join(ROOT, "data", file));
    await openCourse(page, "gtm-201");
    await page.getByLabel("Prezzo (€)").fill("1590");
    const englishTitle = page.getByLabel("Titolo, in inglese", { exact: true }).first();
    await expect(englishTitle).toHaveAttribute("lang", "en");
    await expect(page.getByLabel("Titolo, in italiano", { exact: true }).first()).toHaveValue(before.title.it);
    await englishTitle.fill("Go-to-market for digital products and services");
    await publish(page);
    await expect(page.getByText("Voce salvata")).toBeVisible();
    await expect.poll(() => edited(file)).not.toBe(original(file));
    // Only the values changed: key order, two-space indentation, $schema and the final newline are the project's.
    expect(edited(file)).toBe(
      original(file)
        .replace('"priceEur": 1490,', '"priceEur": 1590,')
        .replace('"en": "Go-to-market for digital products"', '"en": "Go-to-market for digital products and services"'),
    );

    const [faq] = dataItems<{ id: string; question: string; answer: string }>("faq.json");
    const faqFile = `faq/${faq.id}.json`;
    const answer = "Dipende dal progetto: dopo una prima call gratuita proponiamo un preventivo a corpo o a giornate.";
    await openCms(page, `collections/faq/entries/${faq.id}`);
    await expect(page.getByLabel("Domanda, in italiano", { exact: true })).toHaveValue(faq.question);
    await page.getByLabel("Risposta, in italiano", { exact: true }).fill(answer);
    await publish(page);
    await expect(page.getByText("Voce salvata")).toBeVisible();
    await expect.poll(() => edited(faqFile)).not.toBe(original(faqFile));
    // The Italian answer alone changed; the English one is as it was.
    expect(edited(faqFile)).toBe(original(faqFile).replace(JSON.stringify(faq.answer), JSON.stringify(answer)));

    // What a rebuild reads: the build's check passes and Gatsby's nodes, one per language, carry the new values.
    expect(validateContent(path.join(workTree, "data"), workTree)).toEqual([]);
    const [it, en] = nodesOf(file, "CoursesFile");
    expect(it).toMatchObject({ locale: "it", title: before.title.it, priceEur: 1590 });
    expect(en).toMatchObject({ locale: "en", title: "Go-to-market for digital products and services", priceEur: 1590 });
    expect(formatEuro(it.priceEur as number)).toBe(formatEuro(1590));
    const englishAnswer = readJson<{ answer: Record<string, string> }>(path.join(ROOT, "data", faqFile)).answer.en;
    expect(nodesOf(faqFile, "FaqFile").map((node) => [node.locale, node.answer])).toEqual([
      ["it", answer],
      ["en", englishAnswer],
    ]);
  });

  test("un evento: titolo e indirizzo inglesi cambiano solo nel suo file, e la pagina inglese li prende", async ({ page }) => {
    const file = "events/kick-off-strategico-2027.json";
    const before = readJson<{ slug: Record<string, string>; title: Record<string, string> }>(path.join(ROOT, "data", file));
    await openCms(page, "collections/events/entries/kick-off-strategico-2027");
    await expect(page.getByLabel("Titolo, in italiano", { exact: true }).first()).toHaveValue(before.title.it);
    await page.getByLabel("Titolo, in inglese", { exact: true }).first().fill("2027 strategy kick-off day");
    await page.getByLabel("Indirizzo (slug), in inglese", { exact: true }).first().fill("strategy-kick-off-day-2027");
    await publish(page);
    await expect(page.getByText("Voce salvata")).toBeVisible();
    await expect.poll(() => edited(file)).not.toBe(original(file));
    // The dates, the venue and the other language as they were.
    expect(edited(file)).toBe(
      original(file)
        .replace(JSON.stringify(before.title.en), '"2027 strategy kick-off day"')
        .replace(JSON.stringify(before.slug.en), '"strategy-kick-off-day-2027"'),
    );
    expect(validateContent(path.join(workTree, "data"), workTree)).toEqual([]);
    const [it, en] = nodesOf(file, "EventsFile");
    expect(it).toMatchObject({ locale: "it", slug: before.slug.it, title: before.title.it });
    expect(en).toMatchObject({ locale: "en", slug: "strategy-kick-off-day-2027", title: "2027 strategy kick-off day" });
  });

  test("un nuovo corso, scritto in italiano e in inglese, diventa il suo file", async ({ page }) => {
    const teacher = dataItems<{ id: string; name: string }>("teachers.json")[0];
    await openCms(page, "collections/courses/new");
    await page.getByLabel("Identificativo", { exact: true }).fill("esg-101");
    await page.getByLabel("Posizione", { exact: true }).fill("16");
    await both(page, "Indirizzo (slug)", "bilancio-di-sostenibilita", "sustainability-reporting");
    await both(page, "Titolo", "Bilancio di sostenibilità", "Sustainability reporting");
    await both(
      page,
      "Descrizione",
      "Impari a scrivere un bilancio di sostenibilità chiaro e verificabile.",
      "Learn to write a clear, verifiable sustainability report.",
    );
    await page.getByLabel("Durata (ore)", { exact: true }).fill("8");
    await choose(page, "Livello", "base");
    await choose(page, "Modalità", "online");
    await page.getByLabel("Prezzo (€)").fill("690");
    await choose(page, "Categoria", "digital-strategy");
    await choose(page, "Docenti", teacher.name);
    await both(page, "A chi è rivolto", "Responsabili sostenibilità\nCFO di PMI", "Sustainability managers\nCFOs of small and mid-sized firms");
    await page.getByRole("button", { name: /^Aggiungi/i }).click();
    await page.getByLabel("Titolo, in italiano", { exact: true }).last().fill("Standard ESRS e doppia materialità");
    await page.getByLabel("Titolo, in inglese", { exact: true }).last().fill("ESRS standards and double materiality");
    await page.getByLabel("Descrizione, in italiano", { exact: true }).last().fill("Cosa chiedono gli standard europei e come scegliere i temi materiali.");
    await page.getByLabel("Descrizione, in inglese", { exact: true }).last().fill("What the European standards require and how to choose the material topics.");
    await page.getByLabel("Durata del modulo (ore)").fill("8");
    await publish(page);
    await expect(page.getByText("Voce salvata")).toBeVisible();
    await expect.poll(() => exists("courses/esg-101.json")).toBe(true);

    const saved = readJson<Course>(path.join(workTree, "data", "courses", "esg-101.json"));
    expect(saved).toEqual({
      $schema: "../schemas/courses.schema.json",
      id: "esg-101",
      order: 16,
      slug: { it: "bilancio-di-sostenibilita", en: "sustainability-reporting" },
      title: { it: "Bilancio di sostenibilità", en: "Sustainability reporting" },
      description: {
        it: "Impari a scrivere un bilancio di sostenibilità chiaro e verificabile.",
        en: "Learn to write a clear, verifiable sustainability report.",
      },
      durationHours: 8,
      level: "base",
      mode: "online",
      teachingLanguage: "it",
      priceEur: 690,
      category: "digital-strategy",
      teachers: [teacher.id],
      audience: { it: ["Responsabili sostenibilità", "CFO di PMI"], en: ["Sustainability managers", "CFOs of small and mid-sized firms"] },
      modules: [
        {
          title: { it: "Standard ESRS e doppia materialità", en: "ESRS standards and double materiality" },
          description: {
            it: "Cosa chiedono gli standard europei e come scegliere i temi materiali.",
            en: "What the European standards require and how to choose the material topics.",
          },
          hours: 8,
        },
      ],
    });
    expect(validateContent(path.join(workTree, "data"), workTree)).toEqual([]);
    expect(nodesOf("courses/esg-101.json", "CoursesFile").map((node) => node.slug)).toEqual(["bilancio-di-sostenibilita", "sustainability-reporting"]);
  });

  test("i testi di una pagina si aprono direttamente; l'introduzione inglese della dichiarazione di accessibilità cambia solo lì", async ({ page }) => {
    const file = "pages/accessibilita.json";
    const before = readJson<{ heading: Record<string, string>; intro: Record<string, string> }>(path.join(ROOT, "data", file));
    // The page's texts open as one document, straight from the address the CMS gives its file.
    await openCms(page, "collections/pages/entries/accessibilita", (p) => p.getByLabel("Introduzione, in inglese", { exact: true }).first());
    await expect(page.getByLabel("Titolo della sezione, in italiano", { exact: true }).first()).toHaveValue(before.heading.it);
    const intro = `${before.intro.en} We review it at least once a year.`;
    const english = page.getByLabel("Introduzione, in inglese", { exact: true }).first();
    await expect(english).toHaveAttribute("lang", "en");
    await english.fill(intro);
    await publish(page);
    await expect(page.getByText("Voce salvata")).toBeVisible();
    await expect.poll(() => edited(file)).not.toBe(original(file));
    expect(edited(file)).toBe(original(file).replace(JSON.stringify(before.intro.en), JSON.stringify(intro)));
    expect(validateContent(path.join(workTree, "data"), workTree)).toEqual([]);
    const [it, en] = nodesOf(file, "PagesFile");
    expect(it).toMatchObject({ locale: "it", intro: before.intro.it });
    expect(en).toMatchObject({ locale: "en", intro });
  });

  // Both refusals in one visit: each opening of /admin costs a start of Decap's bundle.
  test("una traduzione mancante e moduli che non sommano alla durata sono rifiutati con il messaggio della build", async ({ page }) => {
    const file = "courses/ai-101.json";
    const before = edited(file);
    const course = JSON.parse(before) as Course;
    await openCourse(page, course.id);

    const missing = buildMessage(course.id, (json) => (json.title.en = ""));
    expect(missing).toBe(`data/${file} (id "${course.id}"): title in inglese (en) è vuoto`);
    const englishTitle = page.getByLabel("Titolo, in inglese", { exact: true }).first();
    await englishTitle.fill("");
    await publish(page);
    await expect(page.getByText(missing)).toBeVisible();
    expect(edited(file)).toBe(before);
    await englishTitle.fill(course.title.en);

    const hours = Number(course.modules[0].hours) + 2;
    const sum = buildMessage(course.id, (json) => (json.modules[0].hours = hours));
    const module = await openItem(page, (course.modules[0].title as Record<string, string>).it);
    await module.getByLabel("Durata del modulo (ore)").fill(String(hours));
    await publish(page);
    await expect(page.getByText(sum)).toBeVisible();
    expect(edited(file)).toBe(before);
  });

  test("un nuovo articolo, scritto in italiano e in inglese con la sua copertina, diventa il suo file; l'anteprima lo mostra come il sito", async ({
    page,
  }) => {
    const id = "dati-di-prima-parte";
    const file = `articles/${id}.json`;
    const cover = `images/articles/${id}.png`;
    // The picture the editor uploads: a cover of the site's, under the new article's name.
    const upload = path.join(workTree, `${id}.png`);
    fs.copyFileSync(path.join(ROOT, "data", "images", "articles", "go-to-market-in-sei-settimane.png"), upload);
    const [category] = dataItems<{ id: string; label: string }>("article-categories");
    const [author] = dataItems<{ id: string; name: string }>("team");
    const [service] = dataItems<{ id: string; title: string }>("services");
    const [course] = dataItems<{ id: string; title: string }>("courses");
    const title = { it: "Dati di prima parte: da dove cominciare", en: "First-party data: where to start" };
    const body = {
      it: "I dati che raccogli tu valgono più di quelli che compri.\n\n## Perché cominciare da qui\n\n- costano meno\n- sono tuoi\n\n## Come misurarli\n\n| Indicatore | Obiettivo |\n| --- | --- |\n| Contatti qualificati | +30 % |\n\n## Da dove partire\n\nDal modulo contatti del sito.",
      en: "The data you collect is worth more than the data you buy.\n\n## Why start here\n\n- it costs less\n- it is yours\n\n## How to measure it\n\n| Metric | Target |\n| --- | --- |\n| Qualified leads | +30% |\n\n## Where to begin\n\nWith the contact form on your site.",
    };

    await openCms(page, "collections/articles/new");
    await page.getByLabel("Identificativo", { exact: true }).fill(id);
    await both(page, "Indirizzo (slug)", "dati-di-prima-parte", "first-party-data");
    await both(page, "Titolo", title.it, title.en);
    await both(
      page,
      "Sommario",
      "Perché i dati che raccogli tu contano più di quelli che compri, e come cominciare a usarli in sei settimane.",
      "Why the data you collect matters more than the data you buy, and how to start using it in six weeks.",
    );
    await choose(page, "Categoria", category.label);
    await both(page, "Parole chiave", "Dati di prima parte\nCRM", "First-party data\nCRM");
    await choose(page, "Autore", author.name);
    await choose(page, "Servizio", service.title);
    await choose(page, "Corsi collegati", course.title);
    await page.getByLabel("Data di pubblicazione", { exact: true }).fill("2026-05-04T09:00");
    // The cover, uploaded through Decap's media library into the articles' folder of data/images/.
    await page.getByRole("button", { name: "Scegli un'immagine" }).click();
    // Decap's "Upload" button is a label around a file input, enabled once the library has loaded.
    const fileInput = page.locator('.nc-fileUploadButton input[type="file"]');
    await expect(fileInput).toBeEnabled();
    await fileInput.setInputFiles(upload);
    // The upload is selected as soon as it is in the library.
    const takeSelected = page.getByRole("button", { name: "Prendi selezionato" });
    await expect(takeSelected).toBeEnabled();
    await takeSelected.click();
    await both(
      page,
      "Testo alternativo dell'immagine",
      "Schema astratto di punti dati che confluiscono in un profilo cliente",
      "Abstract pattern of data points flowing into a customer profile",
    );
    await typeMarkdown(page, "Testo, in italiano", body.it);
    await typeMarkdown(page, "Testo, in inglese", body.en);

    // The preview draws the article's page as the site does: its title, its sections with the site's
    // anchors, the table of contents of its three sections, the uploaded cover; English at a press.
    const preview = page.frameLocator("#preview-pane");
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title.it);
    await expect(preview.getByText(category.label, { exact: true })).toBeVisible();
    await expect(preview.locator("[data-article-body] h2")).toHaveText(["Perché cominciare da qui", "Come misurarli", "Da dove partire"]);
    await expect(preview.locator("[data-article-body] h2").first()).toHaveAttribute("id", "perche-cominciare-da-qui");
    await expect(preview.getByRole("navigation", { name: "In questo articolo" }).getByRole("link")).toHaveCount(3);
    await expect(preview.locator("[data-article-body] table th").first()).toHaveText("Indicatore");
    await expect(preview.getByRole("img", { name: "Schema astratto di punti dati che confluiscono in un profilo cliente" })).toHaveAttribute("src", /^blob:/);
    await preview.getByRole("button", { name: "Inglese" }).click();
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title.en);
    await expect(preview.locator("[data-article-body] h2").first()).toHaveAttribute("id", "why-start-here");

    await publish(page);
    await expect(page.getByText("Voce salvata")).toBeVisible();
    await expect.poll(() => exists(file)).toBe(true);
    const saved = readJson<Record<string, unknown>>(path.join(workTree, "data", file));
    expect(saved).toEqual({
      $schema: "../schemas/articles.schema.json",
      id,
      slug: { it: "dati-di-prima-parte", en: "first-party-data" },
      title,
      lead: {
        it: "Perché i dati che raccogli tu contano più di quelli che compri, e come cominciare a usarli in sei settimane.",
        en: "Why the data you collect matters more than the data you buy, and how to start using it in six weeks.",
      },
      category: category.id,
      tags: { it: ["Dati di prima parte", "CRM"], en: ["First-party data", "CRM"] },
      author: author.id,
      service: service.id,
      relatedCourses: [course.id],
      publishedAt: "2026-05-04T09:00:00+02:00",
      draft: false,
      image: cover,
      imageAlt: {
        it: "Schema astratto di punti dati che confluiscono in un profilo cliente",
        en: "Abstract pattern of data points flowing into a customer profile",
      },
      body,
    });
    // The cover is in data/images/articles/, as uploaded.
    expect(fs.readFileSync(path.join(workTree, "data", cover)).equals(fs.readFileSync(upload))).toBe(true);

    // What a rebuild reads: the build's check passes, and Gatsby gets one article per language with its Markdown body.
    expect(validateContent(path.join(workTree, "data"), workTree)).toEqual([]);
    const nodes = nodesOf(file, "ArticlesFile");
    const articles = nodes.filter((node) => (node.internal as { type: string }).type === "Article");
    expect(articles.map((node) => [node.locale, node.slug, node.title])).toEqual([
      ["it", "dati-di-prima-parte", title.it],
      ["en", "first-party-data", title.en],
    ]);
    const bodies = nodes.filter((node) => (node.internal as { type: string }).type === "ArticleBody");
    expect(bodies.map((node) => (node.internal as { content: string }).content)).toEqual([body.it, body.en]);
  });

  test("un articolo senza il sommario inglese, o senza il testo inglese, non si salva", async ({ page }) => {
    const file = "articles/go-to-market-in-sei-settimane.json";
    const before = edited(file);
    const article = JSON.parse(before) as { id: string; lead: Record<string, string> };
    await openCms(page, `collections/articles/entries/${article.id}`);

    // The English lead emptied: refused with the build's message.
    const missing = buildMessageFor<{ lead: Record<string, string> }>(file, (json) => (json.lead.en = ""));
    expect(missing).toBe(`data/${file} (id "${article.id}"): lead in inglese (en) è vuoto`);
    const englishLead = page.getByLabel("Sommario, in inglese", { exact: true });
    await englishLead.fill("");
    await publish(page);
    await expect(page.getByText(missing)).toBeVisible();
    expect(edited(file)).toBe(before);
    await englishLead.fill(article.lead.en);

    // The English text emptied: Decap's own check of a required field refuses it first, naming the field.
    const englishBody = markdownEditor(page, "Testo, in inglese");
    // Backspace once the whole text is selected, as a person sees it before pressing (and selects again if
    // the editor was still taking the focus), and once the editor has taken that selection: slate-react
    // reads the page's selection at most every 100 ms (a throttle).
    await expect(async () => {
      await englishBody.click();
      await page.keyboard.press("ControlOrMeta+A");
      expect(await page.evaluate(() => window.getSelection()?.toString().length ?? 0)).toBeGreaterThan(article.lead.en.length);
    }).toPass({ timeout: 10_000 });
    await page.waitForTimeout(SLATE_SELECTION_THROTTLE_MS * 2);
    await page.keyboard.press("Backspace");
    await expect(englishBody).toHaveText(/^\s*$/);
    await publish(page);
    await expect(page.getByText("Testo, in inglese è richiesto.")).toBeVisible();
    expect(edited(file)).toBe(before);
  });
});
