/**
 * The Academy page: hero with turning keywords, figures, the course catalogue
 * with its filters (counts computed here from data/courses/), the custom-path request,
 * teachers, testimonials and the newsletter box.
 */
import type { Page } from "@playwright/test";
import { formatEuro } from "../../src/lib/format/italian";
import { dataItems } from "../support/content";
import { expect, layoutShift, nextFrames, pressKeysInOneFrame, scrollToY, scrollY, test, visit, waitForHydration } from "./fixtures";

interface Course {
  id: string;
  title: string;
  description: string;
  durationHours: number;
  level: string;
  mode: string;
  priceEur: number;
  category: string;
}
interface Choice {
  id: string;
  label: string;
}
const courses = () => dataItems<Course>("courses.json");
const categories = () => dataItems<Choice>("course-categories.json");
const levels = () => dataItems<Choice>("course-levels.json");
const modes = () => dataItems<Choice>("course-modes.json");
const label = (list: Choice[], id: string) => list.find((c) => c.id === id)!.label;
const academyPage = () => dataItems<{ id: string; heroKeywords?: string[] }>("pages.json").find((p) => p.id === "academy")!;

interface Filters {
  category?: string;
  level?: string;
  mode?: string;
}
/** The expected result, straight from the data: every filter given must match (AND). */
const expected = (f: Filters) =>
  courses().filter((c) => (!f.category || c.category === f.category) && (!f.level || c.level === f.level) && (!f.mode || c.mode === f.mode));
const countText = (n: number) => (n === 0 ? "Nessun corso" : n === 1 ? "1 corso" : `${n} corsi`);

const catalogue = (page: Page) => page.locator("#corsi");
const categoryTab = (page: Page, name: string) => page.getByRole("tablist", { name: "Categorie dei corsi" }).getByRole("tab", { name, exact: true });
const levelSelect = (page: Page) => catalogue(page).getByLabel("Livello", { exact: true });
const modeSelect = (page: Page) => catalogue(page).getByLabel("Modalità", { exact: true });
const count = (page: Page) => catalogue(page).getByRole("status");
// Every card stays in the page; a filter hides the others.
const cards = (page: Page) => catalogue(page).locator("[data-course]:visible");

const applyFilters = async (page: Page, f: Filters) => {
  await categoryTab(page, f.category ? label(categories(), f.category) : "Tutti i corsi").click();
  await levelSelect(page).selectOption(f.level ?? "all");
  await modeSelect(page).selectOption(f.mode ?? "all");
};

const expectResults = async (page: Page, f: Filters) => {
  const list = expected(f);
  await expect(count(page)).toHaveText(countText(list.length));
  await expect(cards(page)).toHaveCount(list.length);
  if (list.length > 0) await expect(catalogue(page).getByRole("heading", { level: 3 })).toHaveText(list.map((c) => c.title));
};

test.describe("academy: hero e contenuti", () => {
  test("i pulsanti portano al catalogo e alla richiesta su misura", async ({ page }) => {
    await visit(page, "/academy");
    const hero = page.locator("section").first();
    await expect(hero.getByRole("link", { name: "Richiedi un percorso su misura" })).toHaveAttribute("href", "#personalizzati");
    await hero.getByRole("link", { name: "Scopri i corsi" }).click();
    await expect.poll(() => page.evaluate(() => document.getElementById("corsi")!.getBoundingClientRect().top), { timeout: 10_000 }).toBeLessThan(120);
  });

  test("le parole chiave si alternano senza spostare nulla e si possono mettere in pausa", async ({ page }) => {
    const words = academyPage().heroKeywords ?? [];
    expect(words.length).toBeGreaterThan(1);
    await visit(page, "/academy");
    await expect(page.getByText(`Formazione pratica su ${words.join(", ")}`)).toBeAttached();
    const slot = page.locator("[data-keywords]");
    const active = slot.locator("[data-active]");
    const width = (await slot.boundingBox())!.width;
    await expect(active).toHaveText(words[0]);
    await expect(active).toHaveText(words[1], { timeout: 6_000 });
    expect((await slot.boundingBox())!.width).toBe(width);

    await page.getByRole("button", { name: "Metti in pausa l'animazione delle parole" }).click();
    const shown = await active.textContent();
    await page.waitForTimeout(3_000);
    await expect(active).toHaveText(shown!);
    await expect(page.getByRole("button", { name: "Riprendi l'animazione delle parole" })).toBeVisible();
  });

  test("con movimento ridotto mostra la prima parola, ferma, senza pulsante di pausa", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const words = academyPage().heroKeywords ?? [];
    await visit(page, "/academy");
    const active = page.locator("[data-keywords] [data-active]");
    await expect(active).toHaveText(words[0]);
    await page.waitForTimeout(3_000);
    await expect(active).toHaveText(words[0]);
    await expect(page.getByRole("button", { name: /animazione delle parole/ })).toBeHidden();
  });

  // The checks that only read the page share one load of it, each a step; the teachers' last, as
  // they scroll their photos into view.
  test("numeri, corsi, schede del catalogo, testimonianze e docenti sono quelli dei dati", async ({ page }) => {
    await visit(page, "/academy");
    await test.step("i numeri dell'Academy: 200+, 97%, 50+, 15+", async () => {
      const stats = dataItems<{ id: string; group: string; value: number; label: string }>("stats.json").filter((s) => s.group === "academy");
      const band = page.getByRole("region", { name: "L'Academy in numeri" });
      for (const stat of stats) {
        const figure = band.locator(`[data-stat="${stat.id}"]`);
        await expect(figure).toContainText(stat.label);
        await expect(figure).toContainText(String(stat.value));
      }
      expect(stats.map((s) => s.value)).toEqual([200, 97, 50, 15]);
    });
    await test.step("ogni corso mostra categoria, titolo, descrizione, durata, livello, modalità e prezzo in italiano", async () => {
      await expect(cards(page)).toHaveCount(15);
      for (const course of courses()) {
        const card = catalogue(page).locator(`[data-course="${course.id}"]`);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(course.title);
        await expect(card).toContainText(course.description);
        await expect(card).toContainText(label(categories(), course.category));
        await expect(card).toContainText(`${course.durationHours} ore`);
        await expect(card).toContainText(label(levels(), course.level));
        await expect(card).toContainText(label(modes(), course.mode));
        await expect(card).toContainText(formatEuro(course.priceEur));
      }
      // The price range the product specification fixes, 490 to 2.490 euro, written the Italian way.
      await expect(catalogue(page)).toContainText("2.490\u00a0€");
      await expect(catalogue(page)).toContainText("490\u00a0€");
    });
    await test.step("le schede: tutti i corsi più le cinque categorie, con le etichette italiane", async () => {
      await expect(page.getByRole("tablist", { name: "Categorie dei corsi" }).getByRole("tab")).toHaveText([
        "Tutti i corsi",
        ...categories().map((c) => c.label),
      ]);
      await expect(categoryTab(page, "Tutti i corsi")).toHaveAttribute("aria-selected", "true");
      await expect(levelSelect(page)).toHaveValue("all");
      await expect(modeSelect(page)).toHaveValue("all");
      await expect(count(page)).toHaveText("15 corsi");
      await expect(count(page)).toHaveAttribute("aria-live", "polite");
    });
    await test.step("tre testimonianze con 5 stelle su 5", async () => {
      const testimonials = dataItems<{ page: string; name: string; company: string; text: string; rating: number }>("testimonials.json").filter(
        (t) => t.page === "academy",
      );
      expect(testimonials).toHaveLength(3);
      const section = page.locator("#testimonianze");
      await expect(section.getByRole("img", { name: "Valutazione: 5 su 5" })).toHaveCount(3);
      for (const t of testimonials) {
        await expect(section).toContainText(t.text);
        await expect(section).toContainText(t.name);
        await expect(section).toContainText(t.company);
      }
    });
    await test.step("quattro docenti con foto, ruolo e competenze", async () => {
      const teachers = dataItems<{ id: string; name: string; role: string; expertise: string[]; imageAlt: string }>("teachers.json");
      expect(teachers).toHaveLength(4);
      await expect(page.locator("#docenti").getByRole("heading", { level: 3 })).toHaveText(teachers.map((t) => t.name));
      for (const teacher of teachers) {
        const card = page.locator(`[data-teacher="${teacher.id}"]`);
        await expect(card).toContainText(teacher.role);
        await expect(card.getByRole("list", { name: `Competenze di ${teacher.name}` }).getByRole("listitem")).toHaveText(teacher.expertise);
        const photo = card.getByRole("img", { name: teacher.imageAlt });
        await photo.scrollIntoViewIfNeeded();
        await expect(photo).toBeVisible();
      }
    });
  });
});

test.describe("academy: catalogo", () => {
  test("l'HTML del server contiene tutti i 15 corsi", async ({ request }) => {
    const html = (await (await request.get("/academy")).text()).replace(/&#x27;/g, "'").replace(/&amp;/g, "&");
    expect(courses()).toHaveLength(15);
    for (const course of courses()) {
      expect(html).toContain(course.title);
      expect(html).toContain(course.description);
    }
  });

  const combinations: Filters[] = [
    ...categories().map((c) => ({ category: c.id })),
    ...levels().map((l) => ({ level: l.id })),
    ...modes().map((m) => ({ mode: m.id })),
    { category: "soft-skills", level: "base" },
    { category: "cybersecurity", level: "avanzato", mode: "blended" },
    { level: "executive", mode: "presenza" },
    { category: "ai-automation", mode: "online" },
    { category: "certifications", level: "base", mode: "online" },
  ];
  // One page for every combination, each applied over the one before (applyFilters sets all three
  // filters): a visitor refines and changes filters on the page, and a page per combination would only add loads.
  test("filtri una combinazione dopo l'altra: il conteggio e l'elenco vengono dai dati", async ({ page }) => {
    await visit(page, "/academy");
    for (const f of combinations) {
      await test.step(`filtri ${JSON.stringify(f)}`, async () => {
        await applyFilters(page, f);
        await expectResults(page, f);
      });
    }
  });

  test("una combinazione vuota spiega cosa fare e 'Mostra tutti i corsi' torna a 15", async ({ page }) => {
    let empty: Filters | undefined;
    for (const c of categories())
      for (const l of levels())
        for (const m of modes())
          if (!empty && expected({ category: c.id, level: l.id, mode: m.id }).length === 0) empty = { category: c.id, level: l.id, mode: m.id };
    expect(empty, "data/courses/ should leave some combination empty").toBeDefined();
    await visit(page, "/academy");
    await applyFilters(page, empty!);
    await expect(count(page)).toHaveText("Nessun corso");
    await expect(cards(page)).toHaveCount(0);
    await expect(catalogue(page).getByRole("heading", { name: "Nessun corso con questi filtri" })).toBeVisible();
    await expect(catalogue(page).getByRole("link", { name: "Richiedi un percorso su misura" })).toHaveAttribute("href", "#personalizzati");
    await catalogue(page).getByRole("button", { name: "Mostra tutti i corsi" }).click();
    await expect(count(page)).toHaveText("15 corsi");
    await expect(cards(page)).toHaveCount(15);
    await expect(page).toHaveURL(/\/academy$/);
    await expect(categoryTab(page, "Tutti i corsi")).toBeFocused();
  });

  test("'Azzera i filtri' riporta tutto a 'tutti' e mostra i 15 corsi", async ({ page }) => {
    await visit(page, "/academy");
    const reset = catalogue(page).getByRole("button", { name: "Azzera i filtri" });
    await expect(reset).toBeDisabled();
    await applyFilters(page, { category: "digital-strategy", level: "avanzato" });
    await expectResults(page, { category: "digital-strategy", level: "avanzato" });
    await expect(reset).toBeEnabled();
    await reset.click();
    await expect(count(page)).toHaveText("15 corsi");
    await expect(levelSelect(page)).toHaveValue("all");
    await expect(modeSelect(page)).toHaveValue("all");
    await expect(categoryTab(page, "Tutti i corsi")).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/academy$/);
  });

  test("i filtri stanno nell'indirizzo e sopravvivono al ricaricamento", async ({ page }) => {
    const f = { category: "cybersecurity", level: "base" };
    await visit(page, "/academy");
    await applyFilters(page, f);
    await expect(page).toHaveURL(/\/academy\?categoria=cybersecurity&livello=base$/);
    await page.reload();
    await expect(categoryTab(page, "Cybersecurity")).toHaveAttribute("aria-selected", "true");
    await expect(levelSelect(page)).toHaveValue("base");
    await expect(modeSelect(page)).toHaveValue("all");
    await expectResults(page, f);
  });

  test("un indirizzo condiviso apre il catalogo filtrato; i valori sconosciuti sono ignorati", async ({ page }) => {
    await visit(page, "/academy?categoria=certifications&modalita=online");
    await expectResults(page, { category: "certifications", mode: "online" });
    await expect(categoryTab(page, "Certificazioni")).toHaveAttribute("aria-selected", "true");

    await visit(page, "/academy?categoria=cucina&livello=esperto&modalita=blended");
    await expectResults(page, { mode: "blended" });
    await expect(categoryTab(page, "Tutti i corsi")).toHaveAttribute("aria-selected", "true");
    await expect(levelSelect(page)).toHaveValue("all");
  });

  test("applicare i filtri dell'indirizzo non sposta nulla nella pagina", async ({ page }) => {
    await visit(page, "/academy?categoria=soft-skills&livello=executive");
    await expectResults(page, { category: "soft-skills", level: "executive" });
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test("solo tastiera: schede con le frecce, selezioni e azzeramento", async ({ page }) => {
    await visit(page, "/academy");
    await page.locator("section").first().getByRole("link", { name: "Richiedi un percorso su misura" }).focus();
    await page.keyboard.press("Tab");
    await expect(categoryTab(page, "Tutti i corsi")).toBeFocused();

    await page.keyboard.press("ArrowRight");
    const first = categories()[0];
    await expect(categoryTab(page, first.label)).toBeFocused();
    await expect(categoryTab(page, first.label)).toHaveAttribute("aria-selected", "true");
    await expectResults(page, { category: first.id });

    await page.keyboard.press("End");
    const last = categories()[categories().length - 1];
    await expect(categoryTab(page, last.label)).toHaveAttribute("aria-selected", "true");
    await expectResults(page, { category: last.id });

    // Tab leaves the tab list for the level filter; the arrow keys choose within it.
    await page.keyboard.press("Tab");
    await expect(levelSelect(page)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(levelSelect(page)).toHaveValue(levels()[0].id);
    await expectResults(page, { category: last.id, level: levels()[0].id });

    await page.keyboard.press("Tab");
    await expect(modeSelect(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(catalogue(page).getByRole("button", { name: "Azzera i filtri" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(count(page)).toHaveText("15 corsi");
    await expect(categoryTab(page, "Tutti i corsi")).toBeFocused();
  });

  test("tasti premuti in fretta: vince l'ultimo, e scheda, elenco e indirizzo concordano", async ({ page }) => {
    await visit(page, "/academy");
    await categoryTab(page, "Tutti i corsi").focus();
    await pressKeysInOneFrame(page, ["End", "Home"]);
    await expect(categoryTab(page, "Tutti i corsi")).toBeFocused();
    await expect(categoryTab(page, "Tutti i corsi")).toHaveAttribute("aria-selected", "true");
    await expect(page).not.toHaveURL(/categoria=/);
    await expectResults(page, {});
  });
});

test.describe("academy: posizione di lettura", () => {
  test("dopo un ricaricamento a metà pagina, chi continua a scorrere non viene riportato indietro", async ({ page }) => {
    await visit(page, "/academy");
    // Gatsby's router saves this position for the history entry…
    await scrollToY(page, 1500);
    await page.reload({ waitUntil: "load" });
    // …the browser restores it on reload, and the visitor reads on before the scripts start.
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1400);
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 1000);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(2300);
    await waitForHydration(page);
    await nextFrames(page);
    expect(await scrollY(page)).toBeGreaterThan(2300);
  });
});

test.describe("academy @mobile", () => {
  test("@mobile i filtri funzionano al tocco e la pagina non scorre in orizzontale", async ({ page }) => {
    await visit(page, "/academy");
    await categoryTab(page, label(categories(), "soft-skills")).tap();
    await modeSelect(page).selectOption("presenza");
    await expectResults(page, { category: "soft-skills", mode: "presenza" });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
