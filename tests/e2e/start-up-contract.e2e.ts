/**
 * The start-up contract (docs/start-up.md), on the built pages as a visitor gets them before the
 * scripts start: every control a visitor can press or pick either works natively or is held until the
 * scripts are live and then replayed, so no early press is lost.
 */
import { HELD_CONTROLS, NATIVE_CONTROLS, OPERABLE_CONTROLS } from "../../src/start-up/scripts-on-first-activity";
import { expect, holdAppScripts, pageOfEachKindInEveryLanguage, test } from "./fixtures";

test("ogni controllo, premuto prima degli script, funziona da sé o aspetta gli script: nessuna pressione persa", async ({ page }) => {
  await holdAppScripts(page);
  const lost: Record<string, string[]> = {};
  for (const route of pageOfEachKindInEveryLanguage()) {
    await page.goto(route);
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
