/**
 * One page per course (/academy/<slug>) and per event (/eventi/<slug>), and each event's
 * calendar file: adding an entry to data/courses.json or data/events.json is all it takes.
 * The legal pages share one template, each with its document id from data/legal.json.
 * The context carries what the page query filters on (its own node, the related items).
 */
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { coursePath, eventIcsPath, eventPath, routePath } from "../lib/routes/route-map";
import { DEFAULT_LOCALE } from "../i18n/locales";
import { LEGAL_NAVIGATION } from "../lib/navigation";
import { buildIcs } from "../lib/calendar/ics";
import { writeFileAtomic } from "../lib/files/file-io";
import { eventCalendarEntry, isEventOver, type CalendarEventSource } from "../lib/calendar/event-calendar-entry";

interface DetailPagesData {
  site: { siteMetadata: { siteUrl: string } } | null;
  siteSettings: { brandName: string } | null;
  allCourse: { nodes: Array<{ id: string; slug: string; category: string }> };
  allEvent: { nodes: Array<CalendarEventSource & { id: string; type: string }> };
}

export const createDetailPages = async (
  siteDir: string,
  { graphql, actions, reporter }: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">,
): Promise<void> => {
  // The footer's list, so every legal link has its page; they need nothing from the query below.
  for (const key of LEGAL_NAVIGATION) {
    actions.createPage({
      path: routePath(key, DEFAULT_LOCALE),
      component: path.resolve(siteDir, "src/templates/legal-page.tsx"),
      context: { id: key, locale: DEFAULT_LOCALE },
    });
  }
  const result = await graphql<DetailPagesData>(`
    query DetailPages {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteSettings {
        brandName
      }
      allCourse {
        nodes {
          id
          slug
          category
        }
      }
      allEvent {
        nodes {
          id
          jsonId
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
  for (const course of allCourse.nodes) {
    actions.createPage({
      path: coursePath(course.slug, DEFAULT_LOCALE),
      component: path.resolve(siteDir, "src/templates/course-page.tsx"),
      context: { id: course.id, category: course.category, locale: DEFAULT_LOCALE },
    });
  }
  // Past events keep their page (links and search results still lead somewhere) but get no calendar file.
  const now = new Date();
  const siteUrl = site?.siteMetadata.siteUrl ?? "";
  const productId = `-//${siteSettings?.brandName ?? "Altura Consulting"}//Eventi//IT`;
  await Promise.all(
    allEvent.nodes.map(async (event) => {
      actions.createPage({
        path: eventPath(event.slug, DEFAULT_LOCALE),
        component: path.resolve(siteDir, "src/templates/event-page.tsx"),
        context: { id: event.id, type: event.type, locale: DEFAULT_LOCALE },
      });
      if (!isEventOver(event.endDate, now)) {
        // Beside its page (public/eventi/<slug>.ics), replaced in one step.
        await writeFileAtomic(
          path.join(siteDir, "public", eventIcsPath(event.slug, DEFAULT_LOCALE)),
          buildIcs(eventCalendarEntry(event, siteUrl, DEFAULT_LOCALE), { stamp: now, productId }),
        );
      }
    }),
  );
  reporter.info(`Detail pages: ${allCourse.nodes.length} courses, ${allEvent.nodes.length} events (with their .ics files)`);
};
