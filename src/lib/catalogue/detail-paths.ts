/**
 * Where each course and event lives: one rule, used by gatsby-node to create the pages,
 * by the cards to link to them and by the event page to offer its .ics file.
 */

export const COURSES_PATH = "/academy";
export const EVENTS_PATH = "/eventi";

/** "go-to-market-prodotti-digitali" → "/academy/go-to-market-prodotti-digitali". */
export const coursePath = (slug: string): string => `${COURSES_PATH}/${slug}`;

/** "kick-off-strategico-2027" → "/eventi/kick-off-strategico-2027". */
export const eventPath = (slug: string): string => `${EVENTS_PATH}/${slug}`;

/** The event's calendar file, written at build time beside its page: "/eventi/<slug>.ics". */
export const eventIcsPath = (slug: string): string => `${eventPath(slug)}.ics`;

/**
 * The home page's contact form, told which course the visitor asks about: the form
 * prefills its message with the course's title ("/?corso=…#contatti"). For links from outside
 * a course page (an e-mail, a newsletter); the course page has its own form.
 */
export const COURSE_QUERY_KEY = "corso";
export const courseInfoRequestPath = (courseTitle: string): string => `/?${new URLSearchParams({ [COURSE_QUERY_KEY]: courseTitle }).toString()}#contatti`;
