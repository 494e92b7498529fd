/**
 * An article's dates as its language writes them ("10 marzo 2026" / "10 March 2026"), in GraphQL
 * beside the instants they come from: written at build by the site's one date format
 * (src/lib/format/formats.ts), so a page shows them without building an Intl date formatter in the
 * browser. The first one a page builds loads the language's and Rome's time-zone data, which the press
 * that opens another list of articles on a phone waited for (docs/performance.md).
 */
import { isLocale } from "../../supabase/functions/_shared/site-contract/locales";
import { formatsFor } from "../lib/format/formats";
import { ARTICLE_TYPE } from "./article-publication";

/** `@dayInLanguage(of: "publishedAt")`: the day of the node's `of` field, in the node's own language; null where the field is empty. */
export const dayInLanguageExtension = {
  name: "dayInLanguage",
  args: { of: "String!" },
  extend: ({ of }: { of: string }) => ({
    resolve: (source: Record<string, unknown>): string | null => {
      const iso = source[of];
      if (iso == null || iso === "") return null;
      if (typeof iso !== "string") throw new Error(`@dayInLanguage: ${of} is not a date-time string (${JSON.stringify(iso)})`);
      if (!isLocale(source.locale)) throw new Error(`@dayInLanguage: the node has no language (locale ${JSON.stringify(source.locale)})`);
      return formatsFor(source.locale).formatDate(iso);
    },
  }),
};

/** The two days on Article (merged with the type generated from its JSON Schema). */
export const dayInLanguageTypeDefinitions = `
type ${ARTICLE_TYPE} implements Node @dontInfer {
  "The day it was published, as the article's language writes it (publishedAt in Italian time): 10 marzo 2026, 10 March 2026."
  publishedDay: String! @dayInLanguage(of: "publishedAt")
  "The day it was last updated, written the same way; null if it never was."
  updatedDay: String @dayInLanguage(of: "updatedAt")
}
`;
