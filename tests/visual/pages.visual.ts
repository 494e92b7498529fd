/**
 * The first screen (the viewport) of the main routes, one course and one event page, the Insights list
 * and its newest article, the privacy page and the 404 page, at the phone's and the desktop's width; in English, the pages whose longer
 * or shorter words could break a line or a button differently: home, services, catalogue, a course, the 404.
 */
import { articlePath, coursePath, eventPath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { dataItemsIn } from "../support/content";
import { WIDTHS, shoot, test, type Width } from "./visual";
import { newestArticleSlug, waitForHydration } from "../e2e/fixtures";

const MISSING_PATH = "/pagina-che-non-esiste";

const firstSlug = (collection: string, locale: "it" | "en") => dataItemsIn<{ slug: string }>(collection, locale)[0].slug;

/** Name of the shot, and the route. Course and event: the first of their collection, read at test time. */
const routes = (): Array<[string, string]> => [
  ["home", "/"],
  ["servizi", "/servizi"],
  ["chi-siamo", "/chi-siamo"],
  ["academy", "/academy"],
  ["eventi", "/eventi"],
  ["corso", coursePath(firstSlug("courses", "it"), "it")],
  ["evento", eventPath(firstSlug("events", "it"), "it")],
  ["insights", routePath("insights", "it")],
  ["articolo", articlePath(newestArticleSlug("it"), "it")],
  ["privacy", "/privacy"],
  ["404", MISSING_PATH],
  ["en-home", routePath("home", "en")],
  ["en-servizi", routePath("servizi", "en")],
  ["en-academy", routePath("academy", "en")],
  ["en-corso", coursePath(firstSlug("courses", "en"), "en")],
  // The page itself: \`gatsby serve\` answers every missing address with /404.html, where the host answers
  // one under /en/ with /en/404.html (docs/i18n.md).
  ["en-404", routePath("not-found", "en")],
];

/**
 * An event page shows 'Aggiungi a Google Calendar' and the .ics download until the event ends, then
 * 'Evento concluso', by the build's clock and then the visitor's. The page's clock is set far past every
 * event, so the shot shows the same state whenever it runs and whenever the site was built.
 */
const AFTER_EVERY_EVENT = new Date("2100-01-01T12:00:00+01:00");

for (const width of Object.keys(WIDTHS) as Width[]) {
  test.describe(`prima schermata, ${width}`, () => {
    test.use({ ...WIDTHS[width], allowedMissingPaths: [MISSING_PATH] });

    for (const [name, path] of routes()) {
      test(`${name} (${path})`, async ({ page }) => {
        if (name === "evento") await page.clock.setFixedTime(AFTER_EVERY_EVENT);
        await page.goto(path);
        await waitForHydration(page);
        await shoot(page, `${name}-${width}`);
      });
    }
  });
}
