/**
 * Lead attribution, from the visitor's first click to the firm's inbox: a visit that arrives from
 * another site through a campaign link, reads two pages, follows a call to action to the contact
 * form and sends it. The stored lead and the firm's notification carry where the visit came from;
 * the browser keeps it in sessionStorage only (no cookie).
 */
import postgres from "postgres";
import { articlePath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { VISIT_STORAGE_KEY } from "../../src/lib/attribution/visit-attribution";
import { e2eBackend, expect, expectPathname, newestArticleSlug, test, toast, validContact, waitForHydration } from "./fixtures";

interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
  replyTo?: Array<{ address: string }> | { address: string };
}

/**
 * The site that sends the visitor: a page of a social network, served by the test. Plain http, as the
 * site under test is: Chromium's default policy keeps the referrer's origin on a cross-site link and
 * would drop it from https to http.
 */
const REFERRER_SITE = "http://www.linkedin.com";
const REFERRER_PAGE = `${REFERRER_SITE}/feed/`;
const CAMPAIGN = { source: "linkedin", medium: "social", campaign: "primavera-2027" };

test("una visita arrivata da una campagna porta la sua provenienza fino al contatto salvato e alla notifica", async ({ page, baseURL }) => {
  const backend = e2eBackend();
  const address = `attribuzione.${Date.now()}@example.it`;
  const landing = articlePath(newestArticleSlug("it"), "it");
  const campaignLink = `${baseURL}${landing}?utm_source=${CAMPAIGN.source}&utm_medium=${CAMPAIGN.medium}&utm_campaign=${CAMPAIGN.campaign}`;
  // Every address of that site, its icon included: nothing leaves the machine.
  await page.route(`${REFERRER_SITE}/**`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><title>Feed</title><a href="${campaignLink}">Leggi l'articolo</a>` }),
  );

  // Arrives on an article from the campaign's post.
  await page.goto(REFERRER_PAGE);
  await page.getByRole("link", { name: "Leggi l'articolo" }).click();
  await waitForHydration(page);
  const landingPage = landing;
  await expectPathname(page, landingPage);

  // Reads a second page, reached inside the site.
  await page.getByRole("navigation", { name: "Menu principale" }).getByRole("link", { name: "Servizi", exact: true }).click();
  const servicesPage = routePath("servizi", "it");
  await expectPathname(page, servicesPage);

  // Its call to action leads to the contact form.
  await page.getByRole("main").getByRole("link", { name: "Parla con un consulente", exact: true }).click();
  await expectPathname(page, "/");
  const form = page.getByRole("form", { name: "Modulo di contatto" });
  await form.scrollIntoViewIfNeeded();
  await form.getByLabel("Nome e cognome").fill(validContact.name);
  await form.getByLabel("Email").fill(address);
  await form.getByLabel(/Azienda/).fill(validContact.company);
  await form.getByLabel("Messaggio").fill(validContact.message);
  await form.getByText(/Ho letto l/).click();
  const sent = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname.endsWith("/functions/v1/forms"));
  await form.getByRole("button", { name: "Invia messaggio" }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await expect(toast(page, "Messaggio inviato!", "Ti abbiamo inviato una email di conferma. Ti risponderemo entro 24 ore.")).toBeVisible({ timeout: 15_000 });

  // The browser kept the visit for the tab only.
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), VISIT_STORAGE_KEY)).not.toBeNull();

  const expected = {
    landingPage,
    formPage: "/",
    referrerHost: "www.linkedin.com",
    firstTouch: CAMPAIGN,
    lastTouch: CAMPAIGN,
    cta: "services-hero",
    ctaPage: servicesPage,
  };
  // The request carries both: where the visit came from, and the ticked consent box.
  expect(body).toEqual({ ...validContact, email: address, consent: true, attribution: expected });
  const sql = postgres(backend.dbUrl, { max: 1 });
  try {
    const rows = await sql`select name, attribution, locale, consent_version from contact_submissions where email = ${address}`;
    // With the consent the box gave: the version of its text, and the page's language.
    expect(rows).toEqual([
      { name: validContact.name, attribution: expected, locale: "it", consent_version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}\+[0-9a-f]{12}$/) },
    ]);
  } finally {
    await sql.end();
  }

  const notification = async (): Promise<CaughtMail | undefined> => {
    const all = (await (await fetch(`${backend.mailApi}/email`)).json()) as CaughtMail[];
    const replyTo = (mail: CaughtMail) => (Array.isArray(mail.replyTo) ? mail.replyTo : mail.replyTo ? [mail.replyTo] : []).map((r) => r.address);
    return all.find((mail) => replyTo(mail).includes(address) && !mail.to.some((to) => to.address === address));
  };
  await expect.poll(async () => Boolean(await notification()), { timeout: 20_000 }).toBe(true);
  const mail = (await notification())!;
  expect(mail.text).toContain(
    [
      "Provenienza:",
      "Arrivato da: www.linkedin.com",
      `Pagina d'arrivo: ${landingPage}`,
      "Campagna: source: linkedin · medium: social · campaign: primavera-2027",
      `Invito all'azione: Invito a parlare con un consulente, in apertura dei Servizi (${servicesPage})`,
      "Pagina del modulo: /",
    ].join("\n"),
  );
  expect(mail.html).toContain(">Provenienza</h2>");
  expect(mail.html).toContain("www.linkedin.com");
});
