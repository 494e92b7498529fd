import { createHash } from "node:crypto";
import { newConfirmToken, tokenHash, unsubscribeToken, verifyUnsubscribeToken } from "../../../supabase/functions/_shared/newsletter-token";
import { newsletterLinks, renderNewsletterAlreadySubscribed, renderNewsletterOptIn } from "../../../supabase/functions/_shared/request-email";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

test("confirmation tokens are 256 random bits in base64url, stored as their SHA-256", async () => {
  const a = newConfirmToken();
  expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(newConfirmToken()).not.toBe(a);
  expect(await tokenHash(a)).toBe(createHash("sha256").update(a).digest("hex"));
});

test("an unsubscribe token names its subscription and only the secret's holder can make one", async () => {
  const token = await unsubscribeToken(ID, "secret");
  expect(await verifyUnsubscribeToken(token, "secret")).toBe(ID);
  expect(await verifyUnsubscribeToken(token, "another secret")).toBeNull();
  const [, mac] = token.split(".");
  expect(await verifyUnsubscribeToken(`${"0".repeat(32)}.${mac}`, "secret")).toBeNull();
  expect(await verifyUnsubscribeToken(`${token}x`, "secret")).toBeNull();
  expect(await verifyUnsubscribeToken("garbage", "secret")).toBeNull();
});

test("the links point at the site's pages, from SITE_URL", () => {
  expect(newsletterLinks("http://127.0.0.1:9000/", { confirm: "abc", unsubscribe: "id.mac" })).toEqual({
    confirm: "http://127.0.0.1:9000/newsletter/conferma/?token=abc",
    unsubscribe: "http://127.0.0.1:9000/newsletter/disiscrizione/?token=id.mac",
  });
});

test("every newsletter e-mail carries the unsubscribe link, in both parts", () => {
  const ctx = { inbox: "info@example.it", siteUrl: "https://www.example.it" };
  const links = {
    confirm: "https://www.example.it/newsletter/conferma/?token=abc",
    unsubscribe: "https://www.example.it/newsletter/disiscrizione/?token=id.mac",
  };
  for (const mail of [renderNewsletterOptIn("a@example.it", links, ctx), renderNewsletterAlreadySubscribed("a@example.it", links, ctx)]) {
    expect(mail.text).toContain(links.unsubscribe);
    expect(mail.html).toContain(`href="${links.unsubscribe}"`);
    expect(mail.to).toBe("a@example.it");
  }
  expect(renderNewsletterOptIn("a@example.it", links, ctx).html).toContain(`href="${links.confirm}"`);
  expect(renderNewsletterAlreadySubscribed("a@example.it", links, ctx).text).not.toContain("conferma/?token");
});
