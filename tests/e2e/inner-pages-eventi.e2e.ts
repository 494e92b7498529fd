/**
 * The events page: hero, figures, the four service blocks, the calendar with
 * its type filter (counts computed here from data/events/), past events, the request
 * form and testimonials.
 */
import type { Page } from "@playwright/test";
import { eventScheduleFor } from "../../src/lib/catalogue/event-schedule";
import { formatNumber } from "../../src/lib/format/italian";
import { dataItems } from "../support/content";
import { expect, test, visit } from "./fixtures";

const { eventDateText, eventDuration, eventTimeText } = eventScheduleFor("it");

interface EventItem {
  id: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  type: string;
  location: { venue: string; city: string };
  participants: { min: number; max: number };
  imageAlt: string;
}
const events = () => dataItems<EventItem>("events.json");
const types = () => dataItems<{ id: string; label: string }>("event-types.json");
const typeLabel = (id: string) => types().find((t) => t.id === id)!.label;
const countText = (n: number) => (n === 0 ? "Nessun evento" : n === 1 ? "1 evento" : `${n} eventi`);
/** In the calendar's order: by start date. */
const byDate = (list: EventItem[]) => [...list].sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate));

const calendar = (page: Page) => page.locator("#calendario");
const typeTab = (page: Page, name: string) => page.getByRole("tablist", { name: "Tipi di evento" }).getByRole("tab", { name, exact: true });
// Every card stays in the page; the filter hides the others.
const cards = (page: Page) => calendar(page).locator("[data-event]:visible");

const expectType = async (page: Page, type: string) => {
  const list = byDate(type === "all" ? events() : events().filter((e) => e.type === type));
  await expect(typeTab(page, type === "all" ? "Tutti gli eventi" : typeLabel(type))).toHaveAttribute("aria-selected", "true");
  await expect(calendar(page).getByRole("status")).toHaveText(countText(list.length));
  await expect(cards(page)).toHaveCount(list.length);
  await expect(calendar(page).getByRole("heading", { level: 3 })).toHaveText(list.map((e) => e.title));
};

test.describe("eventi: hero e contenuti", () => {
  // The checks that only read the page share one load of it, each a step; then the hero's buttons, whose
  // press scrolls the page.
  test("numeri, servizi, calendario, eventi passati e testimonianze sono quelli dei dati; i pulsanti dell'hero", async ({ page }) => {
    await visit(page, "/eventi");
    await test.step("i numeri: 150+, 98%, 5.000+, 50+", async () => {
      const stats = dataItems<{ id: string; group: string; value: number; suffix?: string; label: string }>("stats.json").filter((s) => s.group === "eventi");
      expect(stats.map((s) => s.value)).toEqual([150, 98, 5000, 50]);
      const band = page.getByRole("region", { name: "I nostri eventi in numeri" });
      for (const stat of stats) await expect(band.locator(`[data-stat="${stat.id}"]`)).toContainText(stat.label);
      await expect(band.locator('[data-stat="eventi-partecipanti"]')).toContainText("5.000+");
    });
    await test.step("quattro blocchi di servizi, con i loro punti di forza", async () => {
      const services = dataItems<{ title: string; description: string; highlights: string[] }>("event-services.json");
      expect(services).toHaveLength(4);
      const section = page.locator("#servizi-eventi");
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(services.map((s) => s.title));
      for (const service of services) {
        await expect(section).toContainText(service.description);
        for (const highlight of service.highlights) await expect(section).toContainText(highlight);
      }
    });
    await test.step("sei eventi, ciascuno con data, orario, durata, luogo, partecipanti, tipo e immagine", async () => {
      expect(events()).toHaveLength(6);
      await expectType(page, "all");
      for (const event of events()) {
        const card = calendar(page).locator(`[data-event="${event.id}"]`);
        await expect(card).toContainText(eventDateText(event.startDate, event.endDate));
        await expect(card).toContainText(eventTimeText(event.startDate, event.endDate));
        await expect(card).toContainText(eventDuration(event.startDate, event.endDate));
        await expect(card).toContainText(`${event.location.venue}, ${event.location.city}`);
        await expect(card).toContainText(`da ${formatNumber(event.participants.min)} a ${formatNumber(event.participants.max)} partecipanti`);
        await expect(card).toContainText(typeLabel(event.type));
        await expect(card.locator("time")).toHaveAttribute("datetime", event.startDate);
        await expect(card.getByRole("img", { name: event.imageAlt })).toBeAttached();
      }
    });
    await test.step("durate in italiano, ora di Roma: ore per gli eventi di un giorno, giorni per quelli di più giorni", async () => {
      const romeDay = (iso: string) => Date.parse(`${new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Rome" }).format(new Date(iso))}T00:00:00Z`);
      for (const event of events()) {
        const hours = (Date.parse(event.endDate) - Date.parse(event.startDate)) / 3_600_000;
        const duration = eventDuration(event.startDate, event.endDate);
        if (hours < 24) expect(duration).toMatch(/^\d+ or[ae]( e (mezza|\d+ minuti))?$/);
        else expect(duration).toBe(`${(romeDay(event.endDate) - romeDay(event.startDate)) / 86_400_000 + 1} giorni`);
        await expect(calendar(page).locator(`[data-event="${event.id}"]`)).toContainText(duration);
      }
    });
    await test.step("le schede: tutti gli eventi più i cinque tipi, con le etichette italiane", async () => {
      await expect(page.getByRole("tablist", { name: "Tipi di evento" }).getByRole("tab")).toHaveText(["Tutti gli eventi", ...types().map((t) => t.label)]);
      await expect(calendar(page).getByRole("status")).toHaveAttribute("aria-live", "polite");
    });
    await test.step("gli eventi passati con partecipanti e soddisfazione", async () => {
      const past = dataItems<{ id: string; title: string; participants: number; satisfactionPercent: number; imageAlt: string }>("past-events.json");
      const section = page.locator("#eventi-passati");
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(past.map((p) => p.title));
      for (const item of past) {
        const card = section.locator(`[data-past-event="${item.id}"]`);
        await expect(card).toContainText(`${formatNumber(item.participants)} partecipanti`);
        await expect(card).toContainText(`${item.satisfactionPercent}% di soddisfazione`);
        await expect(card.getByRole("img", { name: item.imageAlt })).toBeAttached();
      }
    });
    await test.step("tre testimonianze con 5 stelle su 5", async () => {
      const testimonials = dataItems<{ page: string; name: string; text: string }>("testimonials.json").filter((t) => t.page === "eventi");
      const section = page.locator("#testimonianze");
      await expect(section.getByRole("img", { name: "Valutazione: 5 su 5" })).toHaveCount(testimonials.length);
      for (const t of testimonials) {
        await expect(section).toContainText(t.text);
        await expect(section).toContainText(t.name);
      }
    });
    await test.step("i pulsanti portano al calendario e alla richiesta", async () => {
      const hero = page.locator("section").first();
      await expect(hero.getByRole("link", { name: "Organizza il tuo evento" })).toHaveAttribute("href", "#richiesta");
      await hero.getByRole("link", { name: "Guarda il calendario" }).click();
      await expect.poll(() => page.evaluate(() => document.getElementById("calendario")!.getBoundingClientRect().top), { timeout: 10_000 }).toBeLessThan(120);
    });
  });
});

test.describe("eventi: calendario", () => {
  // One page for every type, one after the other, as a visitor compares them.
  test("ogni filtro mostra solo gli eventi del suo tipo (conteggio dai dati)", async ({ page }) => {
    await visit(page, "/eventi");
    for (const type of ["team-building", "corporate", "incentive", "celebration", "networking"]) {
      await test.step(`il filtro "${type}"`, async () => {
        await typeTab(page, typeLabel(type)).click();
        await expectType(page, type);
        await expect(page).toHaveURL(new RegExp(`/eventi\\?tipo=${type}$`));
      });
    }
  });

  test("il filtro sopravvive al ricaricamento; 'Tutti gli eventi' lo toglie dall'indirizzo", async ({ page }) => {
    await visit(page, "/eventi");
    await typeTab(page, typeLabel("corporate")).click();
    await page.reload();
    await expectType(page, "corporate");
    await typeTab(page, "Tutti gli eventi").click();
    await expectType(page, "all");
    await expect(page).toHaveURL(/\/eventi$/);
  });

  test("un indirizzo condiviso apre il calendario filtrato; un tipo sconosciuto mostra tutto", async ({ page }) => {
    await visit(page, "/eventi?tipo=networking");
    await expectType(page, "networking");
    await visit(page, "/eventi?tipo=concerto");
    await expectType(page, "all");
  });

  test("solo tastiera: frecce, Home e Fine tra i tipi di evento", async ({ page }) => {
    await visit(page, "/eventi");
    await page.locator("section").first().getByRole("link", { name: "Organizza il tuo evento" }).focus();
    await page.keyboard.press("Tab");
    await expect(typeTab(page, "Tutti gli eventi")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(typeTab(page, types()[0].label)).toBeFocused();
    await expectType(page, types()[0].id);
    await page.keyboard.press("End");
    await expectType(page, types()[types().length - 1].id);
    await page.keyboard.press("Home");
    await expectType(page, "all");
    await expect(page).toHaveURL(/\/eventi$/);
  });
});

test.describe("eventi @mobile", () => {
  test("@mobile il filtro funziona al tocco e la pagina non scorre in orizzontale", async ({ page }) => {
    await visit(page, "/eventi");
    await typeTab(page, typeLabel("incentive")).tap();
    await expectType(page, "incentive");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
