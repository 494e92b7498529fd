/**
 * 'Chiedi informazioni' on a course page leads to the home page's contact form with the
 * course's title in the address (`/?corso=…#contatti`); the form starts its message with it.
 */
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { dictionaryFor } from "../../i18n/dictionary";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";

/** The address's parameter that names the course. */
export const COURSE_QUERY_KEY = "corso";

/** The contact form's section on the home page (hooks/use-book-call.ts names it for the buttons). */
const CONTACT_FRAGMENT = "#contatti";

/**
 * The home page's contact form, told which course the visitor asks about ("/?corso=…#contatti"):
 * for links from outside a course page (an e-mail, a newsletter); the course page has its own form.
 */
export const courseInfoRequestPath = (courseTitle: string, locale: Locale): string =>
  `${routePath("home", locale)}?${new URLSearchParams({ [COURSE_QUERY_KEY]: courseTitle }).toString()}${CONTACT_FRAGMENT}`;

/** Course titles are at most 90 characters (data/schemas/courses.schema.json). */
const MAX_TITLE_LENGTH = 90;
// eslint-disable-next-line no-control-regex -- control characters are what it strips
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** The course named in the address, or null: trimmed, without control characters, of a title's length. */
export const courseFromSearch = (search: string): string | null => {
  const raw = new URLSearchParams(search).get(COURSE_QUERY_KEY);
  if (!raw) return null;
  const title = raw.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
  return title && title.length <= MAX_TITLE_LENGTH ? title : null;
};

/** The message the form starts with, in the page's language. */
export const courseRequestMessage = (title: string, locale: Locale): string => dictionaryFor(locale).forms.contact.aboutCourse(title);
