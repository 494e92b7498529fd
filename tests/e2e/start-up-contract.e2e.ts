/**
 * The start-up contract (docs/start-up.md), on the built pages as a visitor gets them before the
 * scripts start: every control a visitor can press or pick either works natively or is held until the
 * scripts are live and then replayed, so no early press is lost; the keys a tab list answers too.
 */
import { HELD_CONTROLS, NATIVE_CONTROLS, OPERABLE_CONTROLS } from "../../src/start-up/held-presses";
import { routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { expect, holdAppScripts, pageOfEachKindInEveryLanguage, test } from "./fixtures";

test("ogni controllo, premuto prima degli script, funziona da sé o aspetta gli script: nessuna pressione persa", async ({ page }) => {
  await holdAppScripts(page);
  const lost: Record<string, string[]> = {};
  for (const route of pageOfEachKindInEveryLanguage()) {
    await page.goto(route, { waitUntil: "domcontentloaded" });
    const controls = await page.evaluate(
      ({ operable, held, native }) =>
        Array.from(document.querySelectorAll(operable))
          .filter((control) => !control.matches(held) && !control.matches(native))
          .map((control) => control.outerHTML.slice(0, 160)),
      { operable: OPERABLE_CONTROLS, held: HELD_CONTROLS, native: NATIVE_CONTROLS },
    );
    if (controls.length) lost[route] = controls;
  }
  expect(lost, "controls that would lose a press made before the scripts start: make them native, or hold them (HELD_CONTROLS)").toEqual({});
});

test("un tasto freccia sulle schede, premuto prima degli script, sceglie la scheda una volta che partono", async ({ page }) => {
  const release = await holdAppScripts(page);
  await page.goto(routePath("academy", "it"), { waitUntil: "domcontentloaded" });
  const tabs = page.getByRole("tablist", { name: "Categorie dei corsi" }).getByRole("tab");
  await tabs.first().focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
  await release();
  await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
  await expect(tabs.nth(1)).toBeFocused();
  await expect(page).toHaveURL(/\?categoria=/);
});
