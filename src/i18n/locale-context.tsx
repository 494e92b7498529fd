/**
 * The page's language for the components inside the page wrapper: set once per page from its
 * context (`pageContext.locale`, given by createPage), read with useLocale or useDictionary.
 * Head components are rendered outside the wrapper: they read `pageContext.locale` from their props.
 */
import * as React from "react";
import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";
import { dictionaryFor, type Dictionary } from "./dictionary";
import { formatsFor, type Formats } from "../lib/format/formats";

const LocaleContext = React.createContext<Locale>(DEFAULT_LOCALE);

export const LocaleProvider = ({ locale, children }: { locale: Locale; children: React.ReactNode }) => (
  <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
);

export const useLocale = (): Locale => React.useContext(LocaleContext);

export const useDictionary = (): Dictionary => dictionaryFor(useLocale());

/** Numbers, prices, dates and durations in the page's language (lib/format/formats.ts). */
export const useFormats = (): Formats => formatsFor(useLocale());

/**
 * The locale a page's context names; Italian for a page that names none (Gatsby's own pages,
 * such as the development 404 page, are created without it).
 */
export const localeOfPageContext = (pageContext: unknown): Locale => {
  const locale = (pageContext as { locale?: unknown } | null | undefined)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
};
