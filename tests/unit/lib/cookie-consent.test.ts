import {
  COOKIE_CHOICE_REQUEST,
  COOKIE_CONSENT_KEY,
  cookieConsentLabel,
  readCookieConsent,
  requestCookieChoice,
  writeCookieConsent,
} from "../../../src/lib/cookie-consent";

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
};

test("the choice is stored under cookie-consent as accepted or rejected", () => {
  const storage = memoryStorage();
  expect(readCookieConsent(storage)).toBeNull();
  writeCookieConsent(storage, "accepted");
  expect(storage.getItem(COOKIE_CONSENT_KEY)).toBe("accepted");
  expect(readCookieConsent(storage)).toBe("accepted");
  writeCookieConsent(storage, "rejected");
  expect(readCookieConsent(storage)).toBe("rejected");
});

test("any other stored value counts as no choice, so the banner asks again", () => {
  const storage = memoryStorage();
  storage.setItem(COOKIE_CONSENT_KEY, "yes");
  expect(readCookieConsent(storage)).toBeNull();
});

test("blocked storage does not break the page", () => {
  const blocked = {
    getItem: () => {
      throw new Error("SecurityError");
    },
    setItem: () => {
      throw new Error("QuotaExceededError");
    },
  };
  expect(readCookieConsent(blocked)).toBeNull();
  expect(() => writeCookieConsent(blocked, "accepted")).not.toThrow();
});

test("requestCookieChoice announces the request on the given target", () => {
  const target = new EventTarget();
  const heard: string[] = [];
  target.addEventListener(COOKIE_CHOICE_REQUEST, (event) => heard.push(event.type));
  requestCookieChoice(target);
  expect(heard).toEqual([COOKIE_CHOICE_REQUEST]);
});

test("the stored choice is described by the button that made it", () => {
  expect(cookieConsentLabel("accepted")).toBe("«Accetta»");
  expect(cookieConsentLabel("rejected")).toBe("«Rifiuta»");
  expect(cookieConsentLabel(null)).toBe("nessuna");
});
