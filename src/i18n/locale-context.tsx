/**
 * The page's language for the components inside the page wrapper: set once per page from its
 * context (`pageContext.locale`, given by createPage), read with useLocale or useDictionary; and the
 * page's addresses in the published languages (`pageContext.alternates`), read with usePageAlternates.
 * Head components are rendered outside the wrapper: they read `pageContext` from their props.
 */
import * as React from "react";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { dictionaryFor, type Dictionary } from "./dictionary";
import { formatsFor, type Formats } from "../lib/format/formats";
import { alternatesOfPageContext, type Alternates } from "../lib/routes/alternates";

const LocaleContext = React.createContext<Locale>(DEFAULT_LOCALE);
const AlternatesContext = React.createContext<Alternates>({});

/**
 * `<html lang>` is the page's language. The server writes it from the page's path (gatsby-ssr), and
 * in the browser it changes only when a page of another language is shown without a full load. It is
 * not an `<html lang>` of the Head: Gatsby's Head handler removes the <html> attributes it manages
 * and sets them again at every render of the page, a new #fragment included, and each change of
 * `lang` restyles every element of the page (the `:lang()` state and the inherited locale) between a
 * press on an in-page link and its scroll (docs/performance.md#the-page-language-set-once).
 */
const useDocumentLanguage = (locale: Locale): void => {
  React.useEffect(() => {
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  }, [locale]);
};

/**
 * The language of a part that is not the page: what is inside reads it, and `<html lang>` is left
 * alone (the CMS's preview of an article in English, inside the Italian CMS).
 */
export const LocaleScope = ({ locale, alternates = {}, children }: { locale: Locale; alternates?: Alternates; children: React.ReactNode }) => (
  <LocaleContext.Provider value={locale}>
    <AlternatesContext.Provider value={alternates}>{children}</AlternatesContext.Provider>
  </LocaleContext.Provider>
);

export const LocaleProvider = ({ locale, alternates = {}, children }: { locale: Locale; alternates?: Alternates; children: React.ReactNode }) => {
  useDocumentLanguage(locale);
  return (
    <LocaleScope locale={locale} alternates={alternates}>
      {children}
    </LocaleScope>
  );
};

export const useLocale = (): Locale => React.useContext(LocaleContext);

export const useDictionary = (): Dictionary => dictionaryFor(useLocale());

/** Numbers, prices, dates and durations in the page's language (lib/format/formats.ts). */
export const useFormats = (): Formats => formatsFor(useLocale());
/** The page's path in each published language (the switcher's targets). */
export const usePageAlternates = (): Alternates => React.useContext(AlternatesContext);

/**
 * The locale a page's context names; Italian for a page that names none (Gatsby's own pages,
 * such as the development 404 page, are created without it).
 */
export const localeOfPageContext = (pageContext: unknown): Locale => {
  const locale = (pageContext as { locale?: unknown } | null | undefined)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
};

/** What a page's context says of its language: the Head's part (Seo), read from the Head's props. */
export interface PageLanguage {
  locale: Locale;
  alternates: Alternates;
}

export const pageLanguage = (pageContext: unknown): PageLanguage => ({
  locale: localeOfPageContext(pageContext),
  alternates: alternatesOfPageContext(pageContext),
});
