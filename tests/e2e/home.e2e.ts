/**
 * The home page: its sections, the count-up figures, the case showcase, the
 * FAQ accordion, the pointer effects and the brochure.
 */
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { brochurePath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { dataItems } from "../support/content";
import { decodeEntities, expect, expectNoCssFaults, nextFrames, scrollToY, test, visit } from "./fixtures";

const services = () => dataItems<{ id: string; title: string }>("services.json");
const faq = () => dataItems<{ id: string; question: string; answer: string }>("faq.json");
const cases = () => dataItems<{ id: string; title: string; metric: number }>("cases.json");
const homeStats = () => dataItems<{ id: string; group: string; value: number; animated: boolean }>("stats.json").filter((s) => s.group === "home");

const SECTION_ORDER = ["hero", "servizi", "metodo", "numeri", "casi", "faq", "insights", "contatti"];

const countUp = (page: import("@playwright/test").Page, statId: string) =>
  page.locator(`[data-stat="${statId}"] [data-count-up]`).getAttribute("data-count-up");

test.describe("home: struttura e contenuti", () => {
  // The checks that only read the page share one load of it, each a step; then the 'Scopri di più' links,
  // whose last press leaves the page.
  test("le sezioni in ordine con i loro id, i quattro passi del metodo, i contatti e i link 'Scopri di più'", async ({ page }) => {
    await visit(page, "/");
    await test.step("le sezioni sono nell'ordine previsto, con i loro id", async () => {
      const ids = await page.evaluate(() => Array.from(document.querySelectorAll("main section[id]"), (s) => s.id));
      expect(ids).toEqual(SECTION_ORDER);
    });
    await test.step("il metodo ha quattro passi numerati, ciascuno 'Step completato'", async () => {
      const steps = page.locator("#metodo ol > li");
      await expect(steps).toHaveCount(4);
      await expect(page.locator("#metodo").getByText("Step completato")).toHaveCount(4);
      await expect(page.getByRole("heading", { name: "Come lavoriamo" })).toBeVisible();
    });
    await test.step("i contatti: e-mail, telefono, Milano e 'Prenota ora' in una nuova scheda", async () => {
      const contact = page.locator("#contatti");
      await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(contact.locator('a[href^="tel:+39"]')).toHaveCount(1);
      await expect(contact.getByText("Milano", { exact: true })).toBeVisible();
      const book = contact.getByRole("link", { name: /Prenota ora/ });
      await expect(book).toHaveAttribute("target", "_blank");
      await expect(book).toHaveAttribute("rel", /noopener/);
    });
    // The cssGuard reads the page the test ends on, /servizi: the home page is checked here.
    await expectNoCssFaults(page);
    await test.step("ogni 'Scopri di più' porta al servizio giusto", async () => {
      for (const [index, service] of services().entries()) {
        const link = page.getByRole("link", { name: `Scopri di più su ${service.title}` });
        await expect(link).toHaveAttribute("href", `/servizi?service=${index}`);
      }
      await page.getByRole("link", { name: `Scopri di più su ${services()[2].title}` }).click();
      await expect(page).toHaveURL(/\/servizi\?service=2$/);
    });
  });

  test("l'HTML del server contiene tutti i testi e le cifre finali", async ({ request }) => {
    const raw = await (await request.get("/")).text();
    const html = decodeEntities(raw);
    for (const stat of homeStats()) expect(raw).toContain(`data-count-up="${stat.value}"`);
    for (const item of cases()) expect(raw).toContain(`data-count-up="${item.metric}"`);
    for (const item of faq()) {
      expect(html).toContain(item.question);
      expect(html).toContain(item.answer);
    }
    expect(html).toContain("Risultati concreti");
    expect(html).toContain("I nostri clienti ottengono risultati misurabili e sostenibili. Scopri i casi di successo.");
    expect(html).toContain("Step completato");
  });

  test("'Parla con un consulente' porta alla sezione contatti", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "Parla con un consulente" }).click();
    await expect.poll(() => page.evaluate(() => document.getElementById("contatti")!.getBoundingClientRect().top), { timeout: 10_000 }).toBeLessThan(120);
  });

  test("'Scarica la brochure' scarica un PDF con il nome dell'azienda", async ({ page }) => {
    await visit(page, "/");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Scarica la brochure/ }).click()]);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { extractText } = await import("unpdf");
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain("Altura Consulting");
  });

  test("la home inglese scarica la brochure inglese, e quella italiana resta la sua", async ({ page }) => {
    await visit(page, routePath("home", "en"));
    const link = page.getByRole("link", { name: /Download the brochure/ });
    await expect(link).toHaveAttribute("href", brochurePath("en"));
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const { extractText } = await import("unpdf");
    const { text } = await extractText(new Uint8Array(fs.readFileSync(await download.path())), { mergePages: true });
    expect(text).toContain("The course catalogue");
    expect(text).not.toContain("Il catalogo dei corsi");
    await visit(page, routePath("home", "it"));
    await expect(page.getByRole("link", { name: /Scarica la brochure/ })).toHaveAttribute("href", brochurePath("it"));
  });
});

test.describe("home: cifre che contano", () => {
  test("partono da 0, arrivano al valore quando il blocco è visibile e non ripartono", async ({ page }) => {
    await visit(page, "/");
    const animated = homeStats().filter((s) => s.animated);
    expect(animated.map((s) => s.value).sort((a, b) => a - b)).toEqual([32, 68, 120]);
    // Before the block is seen: at 0.
    for (const stat of animated) await expect.poll(() => countUp(page, stat.id)).toBe("0");
    // Screen readers get the final value all along.
    await expect(page.locator(`[data-stat="${animated[0].id}"]`)).toContainText(String(animated[0].value));

    await page.locator("#numeri").scrollIntoViewIfNeeded();
    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          const value = Number(await countUp(page, animated[0].id));
          seen.push(value);
          return value;
        },
        { timeout: 6_000, intervals: [100] },
      )
      .toBe(animated[0].value);
    expect(seen.some((v) => v > 0 && v < animated[0].value)).toBe(true);
    for (const stat of animated) await expect.poll(() => countUp(page, stat.id)).toBe(String(stat.value));

    // Away and back (client-side navigation): the figures are final at once.
    await scrollToY(page, 0);
    await page.getByRole("navigation", { name: "Menu principale" }).getByRole("link", { name: "Servizi" }).click();
    await expect(page).toHaveURL(/\/servizi$/);
    await page.getByRole("navigation", { name: "Menu principale" }).getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await nextFrames(page);
    for (const stat of animated) expect(await countUp(page, stat.id)).toBe(String(stat.value));
  });

  test("con movimento ridotto mostrano subito i valori finali", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/");
    await nextFrames(page);
    for (const stat of homeStats()) expect(await countUp(page, stat.id)).toBe(String(stat.value));
  });
});

test.describe("home: casi di successo", () => {
  test("su desktop la sezione si blocca e passa da 'Caso 1 di 3' a 'Caso 3 di 3'", async ({ page }) => {
    await visit(page, "/");
    const showcase = page.locator("[data-case-track]");
    await expect(page.locator("[data-case-stage]")).toHaveCSS("position", "sticky");
    await expect(page.getByRole("progressbar", { name: "Scorri" })).toBeAttached();
    await expect(page.getByText("Scorri per esplorare")).toBeAttached();
    // The counters of the cases on stage (during a cross-fade, two are).
    const onStage = () => page.locator("[data-case-counter]:visible").allTextContents();

    const top = await showcase.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollToY(page, Math.round(top) + 10);
    await expect.poll(onStage, { timeout: 10_000 }).toEqual(["Caso 1 di 3"]);
    // Pinned: the section stays at the top of the viewport while the page scrolls.
    const viewport = page.viewportSize()!.height;
    await scrollToY(page, Math.round(top + viewport * 2.5 * 3 * 0.95));
    await expect.poll(onStage, { timeout: 15_000 }).toEqual(["Caso 3 di 3"]);
    await expect.poll(() => page.locator("#casi-titolo").evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(viewport);
    await expect(page.getByRole("progressbar", { name: "Scorri" })).not.toHaveAttribute("aria-valuenow", "0");
  });

  test("con movimento ridotto i tre casi sono in sequenza, senza blocco", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/");
    await expect(page.locator("[data-case-stage]")).not.toHaveCSS("position", "sticky");
    for (const [index, item] of cases().entries()) {
      const card = page.locator(`[data-case="${item.id}"]`);
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      await expect(card.getByText(`Caso ${index + 1} di 3`)).toBeVisible();
      await expect(card.getByRole("link", { name: "Leggi il caso" })).toHaveAttribute("href", "#contatti");
    }
  });

  test("su telefono i tre casi sono in sequenza, senza blocco @mobile", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator("[data-case-stage]")).not.toHaveCSS("position", "sticky");
    for (const item of cases()) {
      const card = page.locator(`[data-case="${item.id}"]`);
      await card.scrollIntoViewIfNeeded();
      await expect(card).toBeVisible();
      await expect(card.locator("[data-case-metric]")).toContainText(String(item.metric));
    }
  });
});

test.describe("home: FAQ", () => {
  const question = (page: Page, text: string) => page.locator("summary", { hasText: text });
  const isOpen = (page: Page, text: string) => question(page, text).evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open);

  test("una risposta aperta alla volta, richiudibile con un secondo clic", async ({ page }) => {
    await visit(page, "/");
    const [first, second] = faq();
    expect(await isOpen(page, first.question)).toBe(false);
    await expect(page.getByText(first.answer)).toBeHidden();
    await question(page, first.question).click();
    await expect.poll(() => isOpen(page, first.question)).toBe(true);
    await expect(page.getByText(first.answer)).toBeVisible();
    await question(page, second.question).click();
    await expect.poll(() => isOpen(page, second.question)).toBe(true);
    expect(await isOpen(page, first.question)).toBe(false);
    await expect(page.getByText(first.answer)).toBeHidden();
    await question(page, second.question).click();
    await expect.poll(() => isOpen(page, second.question)).toBe(false);
    await expect(page.getByText(second.answer)).toBeHidden();
  });

  test("la prima pressione apre la risposta, anche prima che gli script della pagina partano", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const [first] = faq();
    await question(page, first.question).click();
    await expect(page.getByText(first.answer)).toBeVisible();
  });

  test("frecce, Home e Fine spostano il focus tra le domande", async ({ page }) => {
    await visit(page, "/");
    const questions = faq().map((item) => question(page, item.question));
    await questions[0].focus();
    await page.keyboard.press("ArrowDown");
    await expect(questions[1]).toBeFocused();
    await page.keyboard.press("End");
    await expect(questions[questions.length - 1]).toBeFocused();
    await page.keyboard.press("Home");
    await expect(questions[0]).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(questions[questions.length - 1]).toBeFocused();
    await page.keyboard.press("Enter");
    await expect.poll(() => isOpen(page, faq()[faq().length - 1].question)).toBe(true);
  });
});

test.describe("home: effetti del puntatore", () => {
  const tiltOf = (style: string) => {
    const match = /rotateX\((-?[\d.]+)deg\) rotateY\((-?[\d.]+)deg\)/.exec(style);
    return match ? { x: Number(match[1]), y: Number(match[2]) } : { x: 0, y: 0 };
  };

  test("le card si inclinano verso il mouse, mai oltre 6 gradi", async ({ page }) => {
    await visit(page, "/");
    const card = page.locator("[data-service-card]").first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    let strongest = 0;
    for (const [fx, fy] of [
      [0.02, 0.02],
      [0.98, 0.02],
      [0.98, 0.98],
      [0.02, 0.98],
      [0.5, 0.5],
    ]) {
      await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 4 });
      await nextFrames(page);
      const tilt = tiltOf(await card.evaluate((el) => el.style.transform));
      expect(Math.abs(tilt.x)).toBeLessThanOrEqual(6);
      expect(Math.abs(tilt.y)).toBeLessThanOrEqual(6);
      strongest = Math.max(strongest, Math.abs(tilt.x), Math.abs(tilt.y));
    }
    expect(strongest).toBeGreaterThan(4);
    await page.mouse.move(0, 0);
    await expect.poll(() => card.evaluate((el) => el.style.transform)).toBe("");
  });

  test("parallasse entro 30 px e al massimo 11 punti nella scia", async ({ page }) => {
    await visit(page, "/");
    const hero = page.locator("#hero");
    const box = (await hero.boundingBox())!;
    for (let i = 0; i <= 20; i += 1) {
      await page.mouse.move(box.x + (box.width * i) / 20, box.y + box.height * 0.9);
      await nextFrames(page);
    }
    expect(await page.locator("[data-trail-dot]").count()).toBeLessThanOrEqual(11);
    expect(await page.locator("[data-trail-dot]").count()).toBeGreaterThan(0);
    const offset = await page.locator("[data-parallax-layer]").evaluate((el) => {
      const match = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec(el.style.transform);
      return match ? { x: Number(match[1]), y: Number(match[2]) } : null;
    });
    expect(offset).not.toBeNull();
    expect(Math.abs(offset!.x)).toBeLessThanOrEqual(30);
    expect(Math.abs(offset!.y)).toBeLessThanOrEqual(30);
    expect(Math.abs(offset!.x)).toBeGreaterThan(20);
  });

  test("sul touch niente parallasse né scia @mobile", async ({ page }) => {
    await visit(page, "/");
    await page.locator("#hero").tap({ position: { x: 100, y: 300 } });
    await expect(page.locator("[data-trail-dot]")).toHaveCount(0);
    expect(await page.locator("[data-parallax-layer]").evaluate((el) => el.style.transform)).toBe("");
  });

  test("con movimento ridotto le card non si inclinano", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visit(page, "/");
    const card = page.locator("[data-service-card]").first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + 5, { steps: 3 });
    await nextFrames(page);
    expect(await card.evaluate((el) => el.style.transform)).toBe("");
    await expect(page.locator("[data-trail-dot]")).toHaveCount(0);
  });
});
