/**
 * The site's languages: Italian, the default, at the root of the site, and English under /en.
 * Everything that varies by language is keyed by `Locale`; this is the one list of them.
 */

export const LOCALES = ["it", "en"] as const;

export type Locale = (typeof LOCALES)[number];

/** The language of the root paths, of `x-default`, and of a page whose context names none. */
export const DEFAULT_LOCALE: Locale = "it";

/**
 * The languages whose pages are built, listed in the sitemap, named in the alternates and offered by
 * the switcher: the one switch for publishing a language (docs/i18n.md). The default language is always in it.
 */
export const PUBLISHED_LOCALES: readonly Locale[] = [DEFAULT_LOCALE, "en"];

interface LocaleSettings {
  /** The BCP 47 tag `Intl` formats with, and `<html lang>`'s region-free value is the locale itself. */
  intlTag: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** What every path of this language starts with ("" for the root). */
  pathPrefix: string;
  /** The language's name in itself, as the switcher offers it. */
  nativeName: string;
}

export const LOCALE_SETTINGS: Readonly<Record<Locale, LocaleSettings>> = {
  it: { intlTag: "it-IT", ogLocale: "it_IT", pathPrefix: "", nativeName: "Italiano" },
  // British English: Altura's international prospects are mostly European.
  en: { intlTag: "en-GB", ogLocale: "en_GB", pathPrefix: "/en", nativeName: "English" },
};

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The other language: where the switcher leads. */
export const otherLocale = (locale: Locale): Locale => (locale === "it" ? "en" : "it");
