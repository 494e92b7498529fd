/**
 * The language a course or an event is held in, as its page shows it: only when it is not the page's
 * own. A visitor reading the Italian page takes an Italian course for granted (and the English reader an
 * English one); what needs saying is the other case, an Italian course on an English page.
 */
import { isLocale, type Locale } from "../../../supabase/functions/_shared/site-contract/locales";

/** The entry's `teachingLanguage` when the page should name it, or undefined. */
export const teachingLanguageToShow = (teachingLanguage: string | null | undefined, pageLocale: Locale): Locale | undefined =>
  isLocale(teachingLanguage) && teachingLanguage !== pageLocale ? teachingLanguage : undefined;
