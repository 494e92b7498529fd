/**
 * One page per course (/academy/<slug>) and per event (/eventi/<slug>), and each event's
 * calendar file, in every published language: adding a course (data/courses/<id>.json) or an event
 * (data/events/<id>.json) is all it takes. The legal pages share one template, each with its document id
 * (data/legal/<id>.json). The context carries what the page query filters on (its own node, the
 * related items), the page's `locale` and its `alternates` (its path in each published language).
 */
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { coursePath, eventIcsPath, eventPath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { PUBLISHED_LOCALES, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { publishedAlternates } from "../lib/routes/alternates";
import { LEGAL_NAVIGATION } from "../lib/navigation";
import { writeFileAtomic } from "../lib/files/file-io";
import { isEventOver, type CalendarEventSource } from "../lib/calendar/event-calendar-entry";
import { eventIcsFile } from "../lib/calendar/event-ics";

interface DetailPagesData {
  site: { siteMetadata: { siteUrl: string } } | null;
  siteSettings: { brandName: string } | null;
  allCourse: { nodes: Array<{ id: string; jsonId: string; locale: Locale; slug: string; category: string }> };
  allEvent: { nodes: Array<CalendarEventSource & { id: string; locale: Locale; type: string }> };
}

/**
 * A course or an event has one node per language (its slug and texts in that language), and each
 * page reads its own: the entries, each as its node in a given language.
 */
const entriesByLocale = <T extends { jsonId: string; locale: Locale }>(nodes: readonly T[]): Array<(locale: Locale) => T> => {
  const entries = new Map<string, Map<Locale, T>>();
  for (const node of nodes) entries.set(node.jsonId, (entries.get(node.jsonId) ?? new Map<Locale, T>()).set(node.locale, node));
  return [...entries].map(([jsonId, byLocale]) => (locale: Locale) => {
    const node = byLocale.get(locale);
    if (!node) throw new Error(`"${jsonId}" has no node in ${locale}`);
    return node;
  });
};

export const createDetailPages = async (
  siteDir: string,
  { graphql, actions, reporter }: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">,
): Promise<void> => {
  // The footer's list, so every legal link has its page; they need nothing from the query below.
  for (const key of LEGAL_NAVIGATION) {
    const alternates = publishedAlternates((locale) => routePath(key, locale));
    for (const locale of PUBLISHED_LOCALES) {
      actions.createPage({
        path: routePath(key, locale),
        component: path.resolve(siteDir, "src/templates/legal-page.tsx"),
        context: { id: key, locale, alternates },
      });
    }
  }
  const result = await graphql<DetailPagesData>(`
    query DetailPages {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteSettings(locale: { eq: "it" }) {
        brandName
      }
      allCourse {
        nodes {
          id
          jsonId
          locale
          slug
          category
        }
      }
      allEvent {
        nodes {
          id
          jsonId
          locale
          slug
          title
          description
          startDate
          endDate
          type
          location {
            venue
            city
            region
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("The course and event pages could not be created", result.errors);
    return;
  }
  const { allCourse, allEvent, site, siteSettings } = result.data;
  if (!site || !siteSettings) {
    reporter.panicOnBuild(
      `The events' calendar files name the site's address and the firm (data/site.json, brandName): the query returned no ${site ? "siteSettings" : "site"}.`,
    );
    return;
  }
  const courses = entriesByLocale(allCourse.nodes);
  for (const inLocale of courses) {
    const alternates = publishedAlternates((locale) => coursePath(inLocale(locale).slug, locale));
    for (const locale of PUBLISHED_LOCALES) {
      const course = inLocale(locale);
      actions.createPage({
        path: coursePath(course.slug, locale),
        component: path.resolve(siteDir, "src/templates/course-page.tsx"),
        context: { id: course.id, category: course.category, locale, alternates },
      });
    }
  }
  // Past events keep their page (links and search results still lead somewhere) but get no calendar file.
  const events = entriesByLocale(allEvent.nodes);
  const now = new Date();
  const calendarSite = { siteUrl: site.siteMetadata.siteUrl, brandName: siteSettings.brandName };
  await Promise.all(
    events.flatMap((inLocale) => {
      const alternates = publishedAlternates((locale) => eventPath(inLocale(locale).slug, locale));
      return PUBLISHED_LOCALES.map(async (locale) => {
        const event = inLocale(locale);
        actions.createPage({
          path: eventPath(event.slug, locale),
          component: path.resolve(siteDir, "src/templates/event-page.tsx"),
          context: { id: event.id, type: event.type, locale, alternates },
        });
        if (!isEventOver(event.endDate, now)) {
          // Beside its page (public/eventi/<slug>.ics), replaced in one step.
          await writeFileAtomic(path.join(siteDir, "public", eventIcsPath(event.slug, locale)), eventIcsFile(event, calendarSite, locale, now));
        }
      });
    }),
  );
  reporter.info(`Detail pages: ${courses.length} courses, ${events.length} events (with their .ics files)`);
};
