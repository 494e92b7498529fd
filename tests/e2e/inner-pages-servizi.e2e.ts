/**
 * The services page: the three services as tabs chosen by `?service=`, every
 * service in the server's HTML, the process, sectors, partners and the closing call to action.
 */
import type { Page } from "@playwright/test";
import { dataItems } from "../support/content";
import {
  decodeEntities,
  expect,
  holdAppScripts,
  isHydrated,
  nextFrames,
  pressKeysInOneFrame,
  scrollToY,
  scrollY,
  test,
  visit,
  waitForHydration,
} from "./fixtures";

interface Service {
  id: string;
  title: string;
  subtitle: string;
  longDescription: string;
  details: { title: string; description: string }[];
  benefits: string[];
  ctaLabel: string;
}
const services = () => dataItems<Service>("services.json");
const processSteps = () => dataItems<{ title: string; description: string }>("process-steps.json");
const sectors = () => dataItems<{ name: string }>("sectors.json");
const partners = () => dataItems<{ name: string; description: string }>("partners.json");

const tab = (page: Page, title: string) => page.getByRole("tablist", { name: "Scegli un servizio" }).getByRole("tab", { name: title });

/** The selected tab is `index`, its panel is shown and the other two are hidden. */
const expectSelected = async (page: Page, index: number) => {
  const all = services();
  for (const [i, service] of all.entries()) {
    await expect(tab(page, service.title)).toHaveAttribute("aria-selected", String(i === index));
    const panel = page.locator(`[data-service-panel="${i}"]`);
    if (i === index) await expect(panel).toBeVisible();
    else await expect(panel).toBeHidden();
  }
  await expect(page.getByRole("tabpanel", { name: all[index].title })).toContainText(all[index].subtitle);
};

test.describe("servizi: contenuti", () => {
  test("l'HTML del server contiene tutti e tre i servizi, completi", async ({ request }) => {
    const html = decodeEntities(await (await request.get("/servizi")).text());
    for (const service of services()) {
      for (const text of [service.title, service.subtitle, service.longDescription, service.ctaLabel, ...service.benefits]) expect(html).toContain(text);
      for (const detail of service.details) {
        expect(html).toContain(detail.title);
        expect(html).toContain(detail.description);
      }
    }
    // Three panels, two of them hidden (not absent).
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3);
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2);
  });

  // Each ?service= address opened once, for the choice it makes and for the panel it shows.
  test("?service=0, 1 e 2 aprono il loro servizio, che mostra sottotitolo, descrizione, contenuti, quattro vantaggi e la call to action", async ({ page }) => {
    for (const [index, service] of services().entries()) {
      await visit(page, `/servizi?service=${index}`);
      if (index === 2) await expect(tab(page, "Eventi Aziendali"), "?service=2 apre Eventi Aziendali").toHaveAttribute("aria-selected", "true");
      await expectSelected(page, index);
      const panel = page.getByRole("tabpanel", { name: service.title });
      await expect(panel.getByRole("heading", { level: 3, name: service.title })).toBeVisible();
      await expect(panel).toContainText(service.subtitle);
      await expect(panel).toContainText(service.longDescription);
      expect(service.details.length).toBeGreaterThanOrEqual(3);
      for (const detail of service.details) await expect(panel.getByRole("heading", { level: 5, name: detail.title })).toBeVisible();
      const benefits = panel.getByRole("complementary", { name: "Cosa ottieni" }).getByRole("listitem");
      await expect(benefits).toHaveText(service.benefits);
      expect(service.benefits).toHaveLength(4);
      await expect(panel.getByRole("link", { name: service.ctaLabel })).toHaveAttribute("href", "#inizia");
      // Cards for the other two services.
      for (const [otherIndex, other] of services().entries()) {
        if (otherIndex !== index)
          await expect(panel.getByRole("link", { name: `Scopri ${other.title}` })).toHaveAttribute("href", `/servizi?service=${otherIndex}`);
      }
      await expect(panel.getByRole("link", { name: /^Scopri / })).toHaveCount(2);
    }
  });

  // The checks that only read the page share one load of it, each a step.
  test("senza parametro si apre il primo servizio; processo in quattro fasi, otto settori, sei partner e il link ai contatti", async ({ page }) => {
    await visit(page, "/servizi");
    await test.step("processo in quattro fasi, otto settori, sei partner e il link ai contatti", async () => {
      const steps = page.locator("#processo ol > li");
      await expect(steps).toHaveCount(4);
      await expect(page.locator("#processo").getByRole("heading", { level: 3 })).toHaveText(["Discovery", "Strategia", "Esecuzione", "Ottimizzazione"]);
      for (const step of processSteps()) await expect(page.locator("#processo")).toContainText(step.description);

      const sectorItems = page.locator("#settori li");
      await expect(sectorItems).toHaveText(sectors().map((s) => s.name));
      expect(sectors()).toHaveLength(8);

      await expect(page.locator("#partner").getByRole("heading", { level: 3 })).toHaveText(partners().map((p) => p.name));
      expect(partners()).toHaveLength(6);

      const closing = page.locator("#inizia");
      await expect(closing.getByRole("heading", { level: 2, name: "Pronto a iniziare?" })).toBeVisible();
      await expect(closing.getByRole("link", { name: /Richiedi una consulenza/ })).toHaveAttribute("href", "/#contatti");
      await expect(closing.getByRole("link", { name: /Prenota ora/ })).toHaveAttribute("target", "_blank");
    });
    await test.step("senza parametro si apre il primo servizio", async () => {
      await expectSelected(page, 0);
    });
  });
});

test.describe("servizi: scelta del servizio", () => {
  test("?service= con un valore che non è un servizio (7, -1, abc, 01, vuoto) apre il primo servizio", async ({ page }) => {
    for (const value of ["7", "-1", "abc", "01", ""]) {
      await test.step(`?service=${value}`, async () => {
        await visit(page, `/servizi?service=${value}`);
        await expectSelected(page, 0);
      });
    }
  });

  test("una scheda premuta mentre gli script della pagina si scaricano ancora non si perde: si apre appena la pagina è attiva", async ({ page }) => {
    // A phone's network: the scripts take a while to arrive (and `load` waits for them).
    const release = await holdAppScripts(page);
    await page.goto("/servizi", { waitUntil: "domcontentloaded" });
    const second = tab(page, services()[1].title);
    await second.scrollIntoViewIfNeeded();
    await second.click();
    expect(await isHydrated(page)).toBe(false);
    await expect(second).toHaveAttribute("aria-selected", "false");

    await release();
    await expectSelected(page, 1);
    await expect(second).toBeFocused();
  });

  test("scegliere una scheda aggiorna l'indirizzo senza saltare in cima; Indietro e Avanti ripristinano il servizio", async ({ page }) => {
    await visit(page, "/servizi");
    await tab(page, "Formazione & Academy").scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(100);

    await tab(page, "Formazione & Academy").click();
    await expect(page).toHaveURL(/\/servizi\?service=1$/);
    await expectSelected(page, 1);
    await nextFrames(page);
    expect(Math.abs((await scrollY(page)) - before)).toBeLessThan(5);

    await tab(page, "Eventi Aziendali").click();
    await expect(page).toHaveURL(/\/servizi\?service=2$/);
    await expectSelected(page, 2);

    await page.goBack();
    await expect(page).toHaveURL(/\/servizi\?service=1$/);
    await expectSelected(page, 1);

    await page.goBack();
    await expect(page).toHaveURL(/\/servizi$/);
    await expectSelected(page, 0);

    await page.goForward();
    await expect(page).toHaveURL(/\/servizi\?service=1$/);
    await expectSelected(page, 1);
  });

  test("le schede degli altri servizi passano al servizio scelto e portano il focus sulla sua scheda", async ({ page }) => {
    await visit(page, "/servizi");
    await page.getByRole("tabpanel", { name: "Consulenza Strategica" }).getByRole("link", { name: "Scopri Eventi Aziendali" }).click();
    await expect(page).toHaveURL(/\/servizi\?service=2$/);
    await expectSelected(page, 2);
    await expect(tab(page, "Eventi Aziendali")).toBeFocused();
    await page.goBack();
    await expectSelected(page, 0);
  });

  test("un link dalla home apre il servizio richiesto, e il link 'Servizi' del menu torna al primo", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "Scopri di più su Eventi Aziendali" }).click();
    await expect(page).toHaveURL(/\/servizi\?service=2$/);
    await expectSelected(page, 2);
    await page.getByRole("navigation", { name: "Menu principale" }).getByRole("link", { name: "Servizi", exact: true }).click();
    await expect(page).toHaveURL(/\/servizi$/);
    await expectSelected(page, 0);
  });

  test("solo tastiera: un solo tab stop, frecce, Home e Fine cambiano servizio e indirizzo", async ({ page }) => {
    await visit(page, "/servizi");
    await page.getByRole("link", { name: "Parla con un consulente" }).focus();
    await page.keyboard.press("Tab");
    const first = tab(page, "Consulenza Strategica");
    await expect(first).toBeFocused();
    // Roving tabindex: only the selected tab is in the Tab sequence.
    await expect(first).toHaveAttribute("tabindex", "0");
    await expect(tab(page, "Eventi Aziendali")).toHaveAttribute("tabindex", "-1");

    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Formazione & Academy")).toBeFocused();
    await expect(page).toHaveURL(/\?service=1$/);
    await expectSelected(page, 1);

    await page.keyboard.press("End");
    await expect(tab(page, "Eventi Aziendali")).toBeFocused();
    await expect(page).toHaveURL(/\?service=2$/);

    await page.keyboard.press("ArrowRight");
    await expect(first).toBeFocused();
    await expectSelected(page, 0);

    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, "Eventi Aziendali")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(first).toBeFocused();
    await expect(page).toHaveURL(/\?service=0$/);
    await expectSelected(page, 0);

    // Tab leaves the tab list for the panel's first control.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Consulenza Strategica" }).getByRole("link", { name: services()[0].ctaLabel })).toBeFocused();
  });

  test("tasti premuti in fretta: vince l'ultimo, e tab, pannello e indirizzo concordano", async ({ page }) => {
    await visit(page, "/servizi");
    await tab(page, "Consulenza Strategica").focus();
    await pressKeysInOneFrame(page, ["End", "Home"]);
    await expect(tab(page, "Consulenza Strategica")).toBeFocused();
    await expect(page).toHaveURL(/\?service=0$/);
    await expectSelected(page, 0);
  });

  test("la call to action del servizio porta in fondo alla pagina", async ({ page }) => {
    await visit(page, "/servizi?service=1");
    const cta = page.getByRole("tabpanel", { name: "Formazione & Academy" }).getByRole("link", { name: services()[1].ctaLabel });
    await cta.click();
    await expect.poll(() => page.evaluate(() => document.getElementById("inizia")!.getBoundingClientRect().top), { timeout: 10_000 }).toBeLessThan(200);
    // The service stays the chosen one.
    await expectSelected(page, 1);
  });

  test("si apre in cima alla pagina, anche dopo un ricaricamento a metà pagina", async ({ page }) => {
    await visit(page, "/servizi?service=2");
    // The visitor reads the chosen service halfway down, then reloads.
    await expectSelected(page, 2);
    await scrollToY(page, 1500);
    await page.reload({ waitUntil: "load" });
    // At the top from the first paint, before any of the page's scripts run…
    expect(await scrollY(page)).toBe(0);
    await waitForHydration(page);
    await expectSelected(page, 2);
    // …and still there once they have (the router saved 1500 for this history entry).
    await nextFrames(page);
    expect(await scrollY(page)).toBe(0);
  });

  test("chi scorre prima che la pagina sia interattiva non viene riportato in cima", async ({ page }) => {
    await page.goto("/servizi");
    // The first scroll is also what starts the page's scripts: the page must not answer it with a jump.
    await page.mouse.wheel(0, 900);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(800);
    await waitForHydration(page);
    await nextFrames(page);
    expect(await scrollY(page)).toBeGreaterThan(800);
  });

  test("entrando da un'altra pagina a metà scorrimento si apre in cima, anche tornando Indietro", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("link", { name: "Scopri di più su Eventi Aziendali" }).click();
    await expect(page).toHaveURL(/\/servizi\?service=2$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expectSelected(page, 2);
    await scrollToY(page, 1500);
    await page.getByRole("navigation", { name: "Menu principale" }).getByRole("link", { name: "Academy", exact: true }).click();
    await expect(page).toHaveURL(/\/academy$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/servizi\?service=2$/);
    await expectSelected(page, 2);
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});

test.describe("servizi @mobile", () => {
  test("@mobile le schede funzionano al tocco e aggiornano l'indirizzo", async ({ page }) => {
    await visit(page, "/servizi");
    await tab(page, "Eventi Aziendali").tap();
    await expect(page).toHaveURL(/\?service=2$/);
    await expectSelected(page, 2);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
