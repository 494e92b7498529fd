/**
 * The legal pages (/privacy, /cookie-policy) and the accessibility statement (/accessibilita) with
 * their text from data/legal/<id>.json, the links
 * to them (footer, cookie banner, the contact form's notice) and "Gestisci cookie", which
 * shows the cookie choice again.
 */
import type { Page } from "@playwright/test";
import { routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { dataDocument, dataItems, dataItemsIn } from "../support/content";
import { cookieBanner, expect, expectNoCssFaults, expectPathname, pageContent, storedConsent, test, visit } from "./fixtures";

interface LegalSection {
  id: string;
  heading: string;
}
interface LegalDocument {
  id: string;
  updatedOn: string;
  sections: LegalSection[];
}

const legalDocument = (id: string): LegalDocument => {
  const found = dataItems<LegalDocument>("legal.json").find((item) => item.id === id);
  if (!found) throw new Error(`data/legal/${id}.json is missing`);
  return found;
};
const site = dataDocument<{
  email: string;
  legal: { companyName: string; vatNumber: string; pec: string; address: { street: string; postalCode: string; city: string } };
}>("site.json");

const italianDate = (iso: string) =>
  new Intl.DateTimeFormat("it-IT", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));

const footer = (page: Page) => page.getByRole("contentinfo");

/** The title, the date it was last updated and every section of data/legal/<id>.json, with the firm's details. */
const expectLegalDocument = async (page: Page, route: string, id: string) => {
  const doc = legalDocument(id);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageContent(route).heading);
  const main = page.getByRole("main");
  await expect(main.getByText(`Ultimo aggiornamento: ${italianDate(doc.updatedOn)}`)).toBeVisible();
  await expect(main.locator("time")).toHaveAttribute("datetime", doc.updatedOn);
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(doc.sections.map((s) => s.heading));
  // The firm's details come from data/site.json, as in the footer.
  const details = main.locator("dl");
  await expect(details).toContainText(site.legal.companyName);
  await expect(details).toContainText(`${site.legal.address.street}, ${site.legal.address.postalCode} ${site.legal.address.city}`);
  await expect(details).toContainText(site.legal.vatNumber);
  await expect(details.getByRole("link", { name: site.legal.pec })).toHaveAttribute("href", `mailto:${site.legal.pec}`);
};

// Each legal page opened once for all its checks, each a step named as its test was: first those that only read it, then the one that acts on it.
test("/privacy: titolo, data e sezioni di data/legal/privacy.json; l'informativa dell'art. 13", async ({ page }) => {
  await visit(page, "/privacy");
  await test.step("/privacy: titolo, data di aggiornamento e ogni sezione di data/legal/privacy.json", () => expectLegalDocument(page, "/privacy", "privacy"));
  // The cssGuard reads the page the test ends on, /cookie-policy: /privacy is checked here.
  await expectNoCssFaults(page);
  await test.step("/privacy: l'informativa dell'art. 13 nomina fornitori, basi giuridiche, diritti e il Garante", async () => {
    const main = page.getByRole("main");
    for (const text of [
      "Supabase",
      "Resend",
      "art. 6, par. 1, lett. b",
      "24 mesi",
      "Portabilità",
      "Opposizione",
      "Garante per la protezione dei dati personali",
      // Page analytics and lead attribution: what, on which basis, for how long.
      "Statistiche delle visite",
      "Provenienza della visita",
      "Do Not Track",
      "25 mesi",
    ]) {
      await expect(main.getByText(text).first(), text).toBeVisible();
    }
    const garante = main.getByRole("link", { name: /Sito del Garante/ });
    await expect(garante).toHaveAttribute("href", "https://www.garanteprivacy.it");
    await expect(garante).toHaveAttribute("target", "_blank");
    await main.getByRole("link", { name: "Cookie policy", exact: true }).click();
    await expectPathname(page, "/cookie-policy");
  });
});

// In English too, each notice says what page analytics and lead attribution are, on which basis and for how long.
for (const [id, phrases] of [
  ["privacy", ["Visit statistics", "Where requests come from", "Do Not Track", "25 months", "Proof of your consent"]],
  ["cookie-policy", ["Visit statistics, without cookies", "Guidelines of 10 June 2021"]],
] as const) {
  test(`/en/${id}: le sezioni inglesi di data/legal/${id}.json, con le statistiche delle visite`, async ({ page }) => {
    await visit(page, routePath(id, "en"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const main = page.getByRole("main");
    const sections = dataItemsIn<LegalDocument>("legal.json", "en").find((item) => item.id === id)!.sections;
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(sections.map((section) => section.heading));
    for (const phrase of phrases) await expect(main.getByText(phrase).first(), phrase).toBeVisible();
  });
}

test("/cookie-policy: titolo, data e sezioni di data/legal/cookie-policy.json; cosa salva cookie-consent; il pulsante che riapre la scelta", async ({
  page,
}) => {
  await visit(page, "/cookie-policy");
  await test.step("/cookie-policy: titolo, data di aggiornamento e ogni sezione di data/legal/cookie-policy.json", () =>
    expectLegalDocument(page, "/cookie-policy", "cookie-policy"));
  await test.step("/cookie-policy: spiega cosa salva cookie-consent e con quali valori", async () => {
    const main = page.getByRole("main");
    await expect(main.getByText("Nome: cookie-consent.")).toBeVisible();
    await expect(main.getByText(/Valore: accepted se hai scelto «Accetta», rejected se hai scelto «Rifiuta»/)).toBeVisible();
    await expect(main.getByText(/localStorage/).first()).toBeVisible();
  });
  await test.step("/cookie-policy: le statistiche delle visite non usano cookie e non salvano nulla sul dispositivo; la provenienza resta nella scheda", async () => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Statistiche delle visite, senza cookie" })).toBeVisible();
    await expect(main.getByText(/Non usa cookie e non salva nulla sul tuo dispositivo/)).toBeVisible();
    await expect(main.getByText("Nome: altura-visit.")).toBeVisible();
    await expect(main.getByText(/Anche le statistiche delle visite restano come sono/)).toBeVisible();
  });
  await test.step("piè di pagina › anche la cookie policy ha il pulsante che riapre la scelta", async () => {
    await page.getByRole("main").getByRole("button", { name: "Gestisci cookie" }).click();
    await expect(cookieBanner(page)).toBeVisible();
    await expect(cookieBanner(page).getByRole("button", { name: "Rifiuta", exact: true })).toBeFocused();
  });
});

test("/accessibilita: la dichiarazione, con il livello WCAG, le verifiche, i limiti, l'e-mail del sito per le segnalazioni e la sua data", async ({ page }) => {
  await visit(page, "/accessibilita");
  const doc = legalDocument("accessibilita");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageContent("/accessibilita").heading);
  const main = page.getByRole("main");
  await expect(main.getByText(`Ultimo aggiornamento: ${italianDate(doc.updatedOn)}`)).toBeVisible();
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(doc.sections.map((s) => s.heading));
  for (const text of ["WCAG", "axe", "Nu HTML Checker", "Lighthouse", "Limiti noti"]) await expect(main.getByText(text).first(), text).toBeVisible();
  // The address to write to is the site's, from data/site.json.
  await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
});

test.describe("piè di pagina", () => {
  test("dati legali da data/site.json e link a privacy, cookie policy e accessibilità su ogni pagina", async ({ page }) => {
    for (const route of ["/", "/academy", "/privacy"]) {
      await visit(page, route);
      const bottom = footer(page);
      await expect(bottom).toContainText(site.legal.companyName);
      await expect(bottom).toContainText(`${site.legal.address.street}, ${site.legal.address.postalCode} ${site.legal.address.city}`);
      await expect(bottom).toContainText(`P.IVA ${site.legal.vatNumber}`);
      const legalNav = bottom.getByRole("navigation", { name: "Note legali" });
      await expect(legalNav.getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy");
      await expect(legalNav.getByRole("link", { name: "Cookie policy" })).toHaveAttribute("href", "/cookie-policy");
      await expect(legalNav.getByRole("link", { name: "Accessibilità" })).toHaveAttribute("href", "/accessibilita");
      await expect(legalNav.getByRole("button", { name: "Gestisci cookie" })).toBeVisible();
    }
    await footer(page).getByRole("link", { name: "Cookie policy" }).click();
    await expectPathname(page, "/cookie-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageContent("/cookie-policy").heading);
  });

  test("'Gestisci cookie' riapre la scelta, porta il focus nel banner e poi lo restituisce", async ({ page }) => {
    await visit(page, "/");
    await expect(cookieBanner(page)).toBeHidden();
    const manage = footer(page).getByRole("button", { name: "Gestisci cookie" });
    await manage.focus();
    await page.keyboard.press("Enter");
    await expect(cookieBanner(page)).toBeVisible();
    // innerText: the banner holds every choice's label and CSS shows the stored one.
    await expect(cookieBanner(page)).toContainText("Scelta attuale: «Accetta»", { useInnerText: true });
    await expect(cookieBanner(page).getByRole("button", { name: "Rifiuta", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(cookieBanner(page)).toBeHidden();
    expect(await storedConsent(page)).toBe("rejected");
    await expect(manage).toBeFocused();

    await manage.click();
    await expect(cookieBanner(page)).toContainText("Scelta attuale: «Rifiuta»", { useInnerText: true });
    await cookieBanner(page).getByRole("button", { name: "Accetta", exact: true }).click();
    expect(await storedConsent(page)).toBe("accepted");
  });
});

test.describe("banner dei cookie, prima visita", () => {
  test.use({ cookieConsent: null });

  test("rimanda alla cookie policy e all'informativa sulla privacy", async ({ page }) => {
    await visit(page, "/");
    const region = cookieBanner(page);
    await expect(region.getByRole("link", { name: "cookie policy" })).toHaveAttribute("href", "/cookie-policy");
    await expect(region.getByRole("link", { name: "informativa sulla privacy" })).toHaveAttribute("href", "/privacy");
    await region.getByRole("link", { name: "cookie policy" }).click();
    await expectPathname(page, "/cookie-policy");
    // Reading the policy is not a choice: the banner is still there.
    await expect(cookieBanner(page)).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
  });
});

test("l'informativa breve del modulo di contatto rimanda a quella completa in una nuova scheda", async ({ page }) => {
  await visit(page, "/");
  const notice = page.locator("#informativa-privacy");
  await notice.getByText("Informativa sulla privacy").click();
  const full = notice.getByRole("link", { name: /Leggi l'informativa completa/ });
  await expect(full).toHaveAttribute("href", "/privacy");
  await expect(full).toHaveAttribute("target", "_blank");
});
