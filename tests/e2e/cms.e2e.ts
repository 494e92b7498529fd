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
import { dataFile } from "../support/content";
import { expect, test } from "./fixtures";

const ROOT = path.resolve(__dirname, "../..");
const TEST_PORT = 8095;
const BUILT_BACKEND = cmsSettings().localBackendUrl;
const TEST_BACKEND = `http://127.0.0.1:${TEST_PORT}/api/v1`;

// One worker and one decap-server for the file: the edits build on each other, in order. Each test
// starts Decap's 5 MB bundle once (seconds, many more on a busy machine) and may reload it once (see
// openFile): a budget of its own instead of test.slow()'s 90 s.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let workTree: string;
let server: ChildProcess | undefined;
const original = (file: string) => fs.readFileSync(path.join(ROOT, "data", file), "utf8");
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

/** Opens one data file's form in the CMS, signed in to the local backend (no account). */
const openFile = async (page: Page, file: string) => {
  // Answered from Node (fetch + fulfil), not re-targeted in the browser: a cross-port CORS preflight stays out of it.
  await page.route(`${BUILT_BACKEND}**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(BUILT_BACKEND, TEST_BACKEND) });
    await route.fulfill({ response });
  });
  // A fresh document each time: moving to another file by its #address alone keeps the last file's form.
  await page.goto("about:blank");
  await page.goto(`/admin/#/collections/${file}/entries/${file}`);
  // The first visit asks to sign in (one button, no account); Decap then remembers it.
  const signIn = page.getByRole("button", { name: "Accedi" });
  const editor = page.getByText(/Scrivendo nella raccolta/);
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

/** The message the build gives for data/ with `change` applied to `file`. */
const buildMessage = (file: string, change: (json: { items: Record<string, unknown>[] }) => void): string => {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-expected-"));
  try {
    fs.cpSync(path.join(workTree, "data"), path.join(copy, "data"), { recursive: true });
    const target = path.join(copy, "data", file);
    const json = readJson<{ items: Record<string, unknown>[] }>(target);
    change(json);
    fs.writeFileSync(target, JSON.stringify(json, null, 2));
    const errors = validateContent(path.join(copy, "data"), copy).map(formatContentError);
    expect(errors).toHaveLength(1);
    return errors[0];
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
};

/** The nodes Gatsby makes of a collection file (the same module as the build): what the pages' queries read. */
const nodesOf = (file: string, type: string): Record<string, unknown>[] => {
  const nodes: Record<string, unknown>[] = [];
  const json = readJson<Record<string, unknown>>(path.join(workTree, "data", file));
  const fileNode = { ...json, id: file, children: [], internal: { type, contentDigest: "" } } as unknown as Node;
  createContentNodes(workTree, {
    node: fileNode,
    actions: { createNode: (node: Record<string, unknown>) => nodes.push(node), createParentChildLink: () => undefined } as never,
    createNodeId: (seed: string) => seed,
    createContentDigest: () => "",
  });
  return nodes;
};

test.describe("gestione contenuti (/admin, in locale)", () => {
  // Decap logs a refused save to the console as well as showing it; that log is expected here.
  test.use({ allowedConsoleError: /il sito non si potrebbe pubblicare/ });

  test("il prezzo di un corso e la risposta di una FAQ cambiano solo lì, e arrivano alle pagine", async ({ page }) => {
    await openFile(page, "courses");
    const course = await openItem(page, "Go-to-market per prodotti digitali");
    await course.getByLabel("Prezzo (€)").fill("1590");
    await publish(page);
    await expect(page.getByText("Voce salvata")).toBeVisible();
    await expect.poll(() => edited("courses.json")).not.toBe(original("courses.json"));
    // Only the value changed: key order, two-space indentation, $schema and the final newline are the project's.
    expect(edited("courses.json")).toBe(original("courses.json").replace('"priceEur": 1490,', '"priceEur": 1590,'));

    const faq = dataFile<{ items: { question: string; answer: string }[] }>("faq.json").items[0];
    const answer = "Dipende dal progetto: dopo una prima call gratuita proponiamo un preventivo a corpo o a giornate.";
    // A fresh start of Decap on the FAQ file, with openFile's one reload: Decap's own navigation from the
    // courses' form sometimes stays on "Caricando la voce…" on a busy machine.
    await openFile(page, "faq");
    const question = await openItem(page, faq.question);
    await question.getByLabel("Risposta").fill(answer);
    await publish(page);
    await expect(page.getByText("Voce salvata")).toBeVisible();
    await expect.poll(() => edited("faq.json")).not.toBe(original("faq.json"));
    expect(edited("faq.json")).toBe(original("faq.json").replace(JSON.stringify(faq.answer), JSON.stringify(answer)));

    // What a rebuild reads: the build's check passes and Gatsby's nodes carry the new values.
    expect(validateContent(path.join(workTree, "data"), workTree)).toEqual([]);
    const gtm = nodesOf("courses.json", "CoursesFile").find((node) => node.jsonId === "gtm-201");
    expect(gtm?.priceEur).toBe(1590);
    expect(formatEuro(gtm?.priceEur as number)).toBe(formatEuro(1590));
    expect(nodesOf("faq.json", "FaqFile")[0].answer).toBe(answer);
  });

  // Both refusals in one visit: each opening of /admin costs a start of Decap's bundle.
  test("un id già usato e moduli che non sommano alla durata sono rifiutati con il messaggio della build", async ({ page }) => {
    const before = edited("courses.json");
    const courses = JSON.parse(before).items;
    await openFile(page, "courses");

    const duplicate = buildMessage("courses.json", (json) => (json.items[1].id = courses[0].id));
    const second = await openItem(page, courses[1].title);
    await second.getByLabel("Identificativo", { exact: true }).fill(courses[0].id);
    await publish(page);
    await expect(page.getByText(duplicate)).toBeVisible();
    expect(edited("courses.json")).toBe(before);
    await second.getByLabel("Identificativo", { exact: true }).fill(courses[1].id);

    const hours = courses[0].modules[0].hours + 2;
    const sum = buildMessage("courses.json", (json) => ((json.items[0].modules as { hours: number }[])[0].hours = hours));
    await openItem(page, courses[0].title);
    const module = await openItem(page, courses[0].modules[0].title);
    await module.getByLabel("Durata del modulo (ore)").fill(String(hours));
    await publish(page);
    await expect(page.getByText(sum)).toBeVisible();
    expect(edited("courses.json")).toBe(before);
  });
});
