/**
 * Forms as a visitor sees them after pressing send: the home page's contact form sent empty (the
 * error toast and the fields' state), the same form sent successfully (the backend mocked), and the
 * Academy catalogue's filters leaving no course.
 */
import type { Locator, Page } from "@playwright/test";
import { dataItems } from "../support/content";
import { FUNCTION_URL, openContactForm, toast, validContact, visit } from "../e2e/fixtures";
import { WIDTHS, expect, shoot, test } from "./visual";

const contactForm = (page: Page) => page.getByRole("form", { name: "Modulo di contatto" });

/**
 * A toast leaves after 5 s unless the pointer is on it (src/components/ui/toaster.tsx): the pointer
 * rests on it, as on a toast being read, so it stays for the comparison.
 */
const holdToast = async (page: Page, shown: Locator): Promise<void> => {
  await expect(shown).toBeVisible();
  await shown.hover();
};

test.use(WIDTHS.desktop);

test("modulo di contatto inviato vuoto: il toast d'errore e lo stato dei campi", async ({ page }) => {
  await openContactForm(page);
  await contactForm(page).getByRole("button", { name: "Invia messaggio" }).click();
  await holdToast(page, toast(page, "Consenso richiesto", "Devi accettare la privacy policy per continuare."));
  await shoot(page, "contatto-errore-desktop");
});

test("modulo di contatto inviato: il toast di conferma e il modulo svuotato", async ({ page }) => {
  // The function answers as it does to a message it accepted; the proof-of-work challenge comes from the e2e backend.
  await page.route(FUNCTION_URL, (route) => {
    if (route.request().method() === "OPTIONS")
      return route.fulfill({ status: 204, headers: { "access-control-allow-origin": "*", "access-control-allow-headers": "*" } });
    return route.fulfill({
      status: 200,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: JSON.stringify({ ok: true, id: "00000000-0000-4000-8000-000000000000" }),
    });
  });
  await openContactForm(page);
  const form = contactForm(page);
  await form.getByLabel("Nome e cognome").fill(validContact.name);
  await form.getByLabel("Email").fill(validContact.email);
  await form.getByLabel(/Azienda/).fill(validContact.company);
  await form.getByLabel("Messaggio").fill(validContact.message);
  await form.getByText(/Ho letto l/).click();
  await form.getByRole("button", { name: "Invia messaggio" }).click();
  const sent = toast(page, "Messaggio inviato!", "Ti abbiamo inviato una email di conferma. Ti risponderemo entro 24 ore.");
  await expect(sent).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel("Messaggio")).toHaveValue("");
  await holdToast(page, sent);
  await shoot(page, "contatto-inviato-desktop");
});

interface Course {
  category: string;
  level: string;
  mode: string;
}
interface Choice {
  id: string;
  label: string;
}

/** The first category, level and mode that no course of data/courses/ has together. */
const emptyCombination = () => {
  const courses = dataItems<Course>("courses.json");
  for (const category of dataItems<Choice>("course-categories.json"))
    for (const level of dataItems<Choice>("course-levels.json"))
      for (const mode of dataItems<Choice>("course-modes.json"))
        if (!courses.some((c) => c.category === category.id && c.level === level.id && c.mode === mode.id)) return { category, level, mode };
  throw new Error("data/courses/ should leave some combination of category, level and mode empty");
};

test("academy: filtri senza alcun corso", async ({ page }) => {
  const empty = emptyCombination();
  await visit(page, "/academy");
  const catalogue = page.locator("#corsi");
  await page.getByRole("tablist", { name: "Categorie dei corsi" }).getByRole("tab", { name: empty.category.label, exact: true }).click();
  await catalogue.getByLabel("Livello", { exact: true }).selectOption(empty.level.id);
  await catalogue.getByLabel("Modalità", { exact: true }).selectOption(empty.mode.id);
  await expect(catalogue.getByRole("heading", { name: "Nessun corso con questi filtri" })).toBeVisible();
  // The catalogue from its top, below the header (the page's scroll padding).
  await catalogue.evaluate((element) => element.scrollIntoView({ block: "start", behavior: "instant" }));
  await shoot(page, "academy-nessun-corso-desktop");
});
