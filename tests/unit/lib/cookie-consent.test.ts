import { COOKIE_CONSENT_KEY, COOKIE_CONSENT_VALUES, cookieConsentLabel } from "../../../src/lib/cookie-consent";

// Reading and storing the choice is the page script's (tests/unit/page-script).
test("the choice is stored under cookie-consent as accepted or rejected", () => {
  expect(COOKIE_CONSENT_KEY).toBe("cookie-consent");
  expect(COOKIE_CONSENT_VALUES).toEqual(["accepted", "rejected"]);
});

test("the stored choice is described by the button that made it", () => {
  expect(cookieConsentLabel("accepted")).toBe("«Accetta»");
  expect(cookieConsentLabel("rejected")).toBe("«Rifiuta»");
  expect(cookieConsentLabel(null)).toBe("nessuna");
});
