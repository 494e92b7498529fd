import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALUES } from "../../../src/lib/cookie-consent";
import { dictionaryFor } from "../../../src/i18n/dictionary";

// Reading and storing the choice is the page script's (tests/unit/start-up/page-script).
test("the choice is stored under cookie-consent as accepted or rejected", () => {
  expect(COOKIE_CONSENT_KEY).toBe("cookie-consent");
  expect(COOKIE_CONSENT_VALUES).toEqual(["accepted", "rejected"]);
});

test("the stored choice is described by the button that made it", () => {
  const { choiceNames, accept, reject } = dictionaryFor("it").cookieBanner;
  expect(choiceNames).toEqual({ accepted: `«${accept}»`, rejected: `«${reject}»`, none: "nessuna" });
  const english = dictionaryFor("en").cookieBanner;
  expect(english.choiceNames).toEqual({ accepted: `“${english.accept}”`, rejected: `“${english.reject}”`, none: "none yet" });
});
