/**
 * Course and event pages: every card opens its page, the page shows the entry of
 * data/*.json, the .ics file and the Google Calendar link carry the event's times in
 * Europe/Rome, and 'Chiedi informazioni' leads to the course's own form with the course named.
 */
import fs from "node:fs";
import ICAL from "ical.js";
import type { Locator, Page } from "@playwright/test";
import { formatEuro, formatNumber } from "../../src/lib/format/italian";
import { eventScheduleFor } from "../../src/lib/catalogue/event-schedule";
import { dataItems } from "../support/content";
import { BRAND_SUFFIX, expect, expectNoCssFaults, expectPathname, holdAppScripts, isHydrated, test, visit, waitForHydration } from "./fixtures";

const { eventDateText, eventDuration, eventTimeText } = eventScheduleFor("it");

interface Choice {
  id: string;
  label: string;
}
interface Course {
  id: string;
  slug: string;
  title: string;
  description: string;
  durationHours: number;
  level: string;
  mode: string;
  priceEur: number;
  category: string;
  teachers: string[];
  audience: string[];
  modules: { title: string; description: string; hours: number }[];
}
interface Event {
  id: string;
  slug: string;
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  type: string;
  imageAlt: string;
  location: { venue: string; city: string; region?: string };
  participants: { min: number; max: number };
}

const courses = () => dataItems<Course>("courses.json");
const events = () => dataItems<Event>("events.json");
const label = (file: string, id: string) => dataItems<Choice>(file).find((c) => c.id === id)!.label;
const teacherName = (id: string) => dataItems<{ id: string; name: string }>("teachers.json").find((t) => t.id === id)!.name;
const hours = (n: number) => `${n} ${n === 1 ? "ora" : "ore"}`;

/** "2027-01-21T09:00:00+01:00" → "20270121T090000": the data is written in Italian time, so its digits are the wall clock. */
const wallClock = (iso: string) => iso.slice(0, 19).replace(/[-:]/g, "");

/** The text of the link a press in the middle of this element would land on (scrolled into view first), or null. */
const linkUnderMiddle = async (element: Locator): Promise<string | null> => {
  await element.scrollIntoViewIfNeeded();
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit?.closest("a")?.textContent?.trim() ?? null;
  });
};

const fact = (page: Page, term: string) => page.locator(`[data-fact="${term}"] dd`);

test.describe("cards open their pages", () => {
  test("every course card of the catalogue opens the course's page", async ({ page }) => {
    await visit(page, "/academy");
    const all = courses();
    // Every card: its one link leads to its course, and a press in the card's middle lands on that
    // link (stretched over the card). Each course page itself is checked below.
    for (const course of all) {
      const card = page.locator(`[data-course="${course.id}"]`);
      await expect(card.getByRole("link")).toHaveAttribute("href", new RegExp(`^/academy/${course.slug}/?$`));
      expect(await linkUnderMiddle(card), `a press in the middle of ${course.id}'s card`).toBe(course.title);
    }
    // And a real press, there and back, on the first and the last card.
    for (const course of [all[0], all[all.length - 1]]) {
      await page.locator(`[data-course="${course.id}"]`).click();
      await expectPathname(page, `/academy/${course.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.title);
      await page.goBack();
      await expectPathname(page, "/academy");
    }
  });

  test("every event card of the calendar opens the event's page", async ({ page }) => {
    await visit(page, "/eventi");
    const all = events();
    for (const event of all) {
      const link = page.locator(`[data-event="${event.id}"]`).getByRole("link", { name: event.title });
      await expect(link).toHaveAttribute("href", new RegExp(`^/eventi/${event.slug}/?$`));
    }
    for (const event of [all[0], all[all.length - 1]]) {
      await page.locator(`[data-event="${event.id}"]`).getByRole("link", { name: event.title }).click();
      await expectPathname(page, `/eventi/${event.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
      await page.goBack();
      await expectPathname(page, "/eventi");
    }
  });

  test("a card is one link, reachable with the keyboard", async ({ page }) => {
    await visit(page, "/academy");
    const first = courses()[0];
    const card = page.locator(`[data-course="${first.id}"]`);
    await expect(card.getByRole("link")).toHaveCount(1);
    await card.getByRole("link").focus();
    await page.keyboard.press("Enter");
    await expectPathname(page, `/academy/${first.slug}`);
  });
});

test.describe("course pages", () => {
  /** What data/courses/ says about the course, read on the server's page, before any script has started. */
  const showsEverything = async (page: Page, course: Course) => {
    await expect(page).toHaveTitle(`${course.title}${BRAND_SUFFIX}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.title);
    await expect(page.getByText(course.description, { exact: true }).first()).toBeVisible();
    await expect(fact(page, "Durata")).toHaveText(hours(course.durationHours));
    await expect(fact(page, "Livello")).toHaveText(label("course-levels.json", course.level));
    await expect(fact(page, "Modalità")).toHaveText(label("course-modes.json", course.mode));
    await expect(fact(page, "Prezzo")).toHaveText(`${formatEuro(course.priceEur)} + IVA a partecipante`);
    await expect(fact(page, "Area")).toHaveText(label("course-categories.json", course.category));
    const programme = page.locator("[data-programme] > li");
    await expect(programme).toHaveCount(course.modules.length);
    for (const [i, module] of course.modules.entries()) {
      await expect(programme.nth(i).getByRole("heading", { level: 3 })).toHaveText(`Modulo ${i + 1}: ${module.title}`);
      await expect(programme.nth(i)).toContainText(hours(module.hours));
      await expect(programme.nth(i)).toContainText(module.description);
    }
    await expect(page.locator("[data-audience] > li")).toHaveText(course.audience);
    await expect(page.locator("#docenti [data-teacher] h3")).toHaveText(course.teachers.map(teacherName));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/academy/${course.slug}$`));
  };

  /**
   * The checks of a course page beyond what it shows, each run on the load of its course (`course`: its
   * place in data/courses/) after showsEverything, which only reads: the page is then as a fresh load
   * leaves it. `holdsScripts`: the page's scripts are held back from before the load (holdAppScripts),
   * and the check releases them.
   */
  interface CourseCheck {
    course: number;
    title: string;
    holdsScripts?: boolean;
    run: (page: Page, course: Course, releaseScripts: () => Promise<void>) => Promise<void>;
  }
  const COURSE_CHECKS: CourseCheck[] = [
    {
      course: 3,
      title: "breadcrumbs lead back to Home and the Academy, the course is the current page",
      run: async (page, course) => {
        await waitForHydration(page);
        const trail = page.getByRole("navigation", { name: "Percorso" });
        await expect(trail.getByRole("listitem")).toHaveText(["Home", "Academy", course.title]);
        await expect(trail.getByRole("link")).toHaveText(["Home", "Academy"]);
        await expect(trail.locator('[aria-current="page"]')).toHaveText(course.title);
        await trail.getByRole("link", { name: "Academy" }).click();
        await expectPathname(page, "/academy");
      },
    },
    {
      course: 0,
      title: "related courses are the other courses of the same category",
      run: async (page, course) => {
        const others = courses()
          .filter((c) => c.category === course.category && c.id !== course.id)
          .slice(0, 3);
        await waitForHydration(page);
        await expect(page.locator("#altri-corsi [data-course] h3")).toHaveText(others.map((c) => c.title));
      },
    },
    {
      course: 1,
      title: "'Chiedi informazioni' leads to the course's own form, the course named in the message, before any script",
      holdsScripts: true,
      run: async (page, course, releaseScripts) => {
        const message = `Vorrei ricevere informazioni sul corso «${course.title}».`;
        await page.getByRole("link", { name: "Chiedi informazioni", exact: true }).click();
        await expectPathname(page, `/academy/${course.slug}`);
        expect(new URL(page.url()).hash).toBe("#informazioni");
        const form = page.getByRole("form", { name: "Modulo di contatto" });
        await expect(form).toBeInViewport();
        await expect(form.getByLabel("Messaggio")).toHaveValue(message);
        // The live form (loaded on first use) takes the prefilled message over.
        await releaseScripts();
        await waitForHydration(page);
        await form.getByLabel("Nome e cognome").fill("Giulia Rossi");
        await expect(page.locator('form[data-form="contact"][data-form-state="live"]')).toBeVisible();
        await expect(page.getByRole("form", { name: "Modulo di contatto" }).getByLabel("Messaggio")).toHaveValue(message);
      },
    },
  ];

  // Each course page opened once, in a page of its own (no pointer has moved in it yet, as in a test of its
  // own), and closed after its checks. The cssGuard reads only the state a test ends in: each state a former
  // test ended in (before the scripts, and the end of each other check) is checked here as the guard would.
  // Three courses a test: fifteen pages in one test outgrew a test's time on a busy machine; here a course
  // page takes 2-3 s, 4-6 s with the checks of the live page.
  const COURSES_PER_TEST = 3;
  const all = courses();
  for (const check of COURSE_CHECKS)
    if (!all[check.course]) throw new Error(`"${check.title}" is about course ${check.course + 1}, and data/courses/ has ${all.length}`);
  for (let first = 0; first < all.length; first += COURSES_PER_TEST) {
    const last = Math.min(first + COURSES_PER_TEST, all.length);
    const others = COURSE_CHECKS.some((check) => check.course >= first && check.course < last) ? ", then the other checks on the same load" : "";
    test(`courses ${first + 1}–${last} of ${all.length}, each page opened once: everything data/courses/ says about the course${others}`, async ({
      context,
    }) => {
      for (let index = first; index < last; index++) {
        const course = all[index];
        const checks = COURSE_CHECKS.filter((check) => check.course === index);
        const page = await context.newPage();
        const releaseScripts = checks.some((check) => check.holdsScripts) ? await holdAppScripts(page) : async () => {};
        await page.goto(`/academy/${course.slug}`, { waitUntil: "domcontentloaded" });
        await test.step(`/academy/${course.slug} shows everything data/courses/ says about the course`, async () => {
          await showsEverything(page, course);
          if (checks.length) await expectNoCssFaults(page); // the page before its scripts: the checks below start them
        });
        for (const check of checks) await test.step(`/academy/${course.slug}: ${check.title}`, () => check.run(page, course, releaseScripts));
        await expectNoCssFaults(page);
        await page.close();
      }
    });
  }

  test("@mobile the first tap on 'Chiedi informazioni', while the page's scripts are still starting, jumps to the form with the course named, and the page goes live with no other input", async ({
    page,
  }) => {
    const course = courses()[2];
    await page.goto(`/academy/${course.slug}`, { waitUntil: "domcontentloaded" });
    await page.getByRole("link", { name: "Chiedi informazioni", exact: true }).tap();
    const form = page.getByRole("form", { name: "Modulo di contatto" });
    await expect(form).toBeInViewport();
    await expect(form.getByLabel("Messaggio")).toHaveValue(`Vorrei ricevere informazioni sul corso «${course.title}».`);
    await expect.poll(() => isHydrated(page), { message: "the page's scripts start while it loads" }).toBe(true);
    await expect(form).toBeInViewport();
  });

  test("opening the address directly also prefills the message, after hydration, without console errors", async ({ page }) => {
    const course = courses()[5];
    await page.goto(`/?corso=${encodeURIComponent(course.title)}#contatti`);
    await waitForHydration(page);
    await expect(page.locator('form[data-form="contact"] textarea[name="message"]')).toHaveValue(`Vorrei ricevere informazioni sul corso «${course.title}».`);
  });
});

test.describe("event pages", () => {
  // Each event page opened once, for what it shows and for its Google Calendar link.
  test("each event page shows the event's date, time, place, participants, duration, type and image, and its Google Calendar link encodes the same times, in Italian time with ctz=Europe/Rome", async ({
    page,
  }) => {
    for (const event of events()) {
      await page.goto(`/eventi/${event.slug}`);
      await test.step(`${event.slug}: the event's details`, async () => {
        await expect(page).toHaveTitle(`${event.title}${BRAND_SUFFIX}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
        await expect(page.locator("[data-event-description]")).toHaveText(event.description);
        await expect(fact(page, "Data")).toHaveText(eventDateText(event.startDate, event.endDate));
        await expect(fact(page, "Orario")).toHaveText(eventTimeText(event.startDate, event.endDate));
        await expect(fact(page, "Durata")).toHaveText(eventDuration(event.startDate, event.endDate));
        await expect(fact(page, "Luogo")).toHaveText([event.location.venue, event.location.city, event.location.region].filter(Boolean).join(", "));
        await expect(fact(page, "Partecipanti")).toHaveText(`da ${formatNumber(event.participants.min)} a ${formatNumber(event.participants.max)}`);
        await expect(fact(page, "Tipo di evento")).toHaveText(label("event-types.json", event.type));
        await expect(page.locator("#dettagli").getByRole("img", { name: event.imageAlt })).toBeVisible();
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\.(jpg|jpeg|png|webp)$/);
      });
      await test.step(`${event.slug}: the Google Calendar link`, async () => {
        const link = page.getByRole("link", { name: /Aggiungi a Google Calendar/ });
        await expect(link).toHaveAttribute("target", "_blank");
        const href = new URL((await link.getAttribute("href"))!);
        expect(`${href.origin}${href.pathname}`).toBe("https://calendar.google.com/calendar/render");
        expect(href.searchParams.get("action")).toBe("TEMPLATE");
        expect(href.searchParams.get("text")).toBe(event.title);
        expect(href.searchParams.get("dates")).toBe(`${wallClock(event.startDate)}/${wallClock(event.endDate)}`);
        expect(href.searchParams.get("ctz")).toBe("Europe/Rome");
        expect(href.searchParams.get("location")).toContain(event.location.venue);
      });
    }
  });

  test("the .ics file downloads and carries the event's start and end in Europe/Rome", async ({ page }) => {
    for (const event of events().slice(0, 3).concat(events().slice(-2))) {
      await visit(page, `/eventi/${event.slug}`);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Scarica il file .ics" }).click()]);
      expect(download.suggestedFilename()).toBe(`${event.slug}.ics`);
      const text = fs.readFileSync((await download.path())!, "utf8");
      expect(text.endsWith("\r\n")).toBe(true);
      expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
      const lines = text.replace(/\r\n /g, "").split("\r\n");
      expect(lines).toContain(`DTSTART;TZID=Europe/Rome:${wallClock(event.startDate)}`);
      expect(lines).toContain(`DTEND;TZID=Europe/Rome:${wallClock(event.endDate)}`);

      const calendar = new ICAL.Component(ICAL.parse(text));
      ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent("vtimezone")!));
      const parsed = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      expect(parsed.summary).toBe(event.title);
      expect(parsed.startDate.toJSDate().getTime()).toBe(Date.parse(event.startDate));
      expect(parsed.endDate.toJSDate().getTime()).toBe(Date.parse(event.endDate));
      expect(parsed.uid).toMatch(new RegExp(`^${event.id}@`));
      ICAL.TimezoneService.reset();
    }
  });

  test("once the event has ended, the page says so and offers no calendar actions", async ({ page }) => {
    const event = events()[0];
    await page.clock.install({ time: new Date(Date.parse(event.endDate) + 60_000) });
    await visit(page, `/eventi/${event.slug}`);
    await expect(page.getByText("Evento concluso")).toBeVisible();
    await expect(page.getByRole("link", { name: /Aggiungi a Google Calendar/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Scarica il file .ics" })).toHaveCount(0);
  });

  test("breadcrumbs and related events of the same type", async ({ page }) => {
    const event = events()[0];
    const others = events()
      .filter((e) => e.type === event.type && e.id !== event.id)
      .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))
      .slice(0, 3);
    await visit(page, `/eventi/${event.slug}`);
    await expect(page.getByRole("navigation", { name: "Percorso" }).getByRole("listitem")).toHaveText(["Home", "Eventi", event.title]);
    await expect(page.locator("#altri-eventi [data-event] h3")).toHaveText(others.map((e) => e.title));
  });
});
