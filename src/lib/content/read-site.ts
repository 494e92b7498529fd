/**
 * What the build reads of data/site.json outside GraphQL, in one language: the firm's name (the web
 * app manifest, the CMS's page title) and its description (the manifest). A missing or empty value
 * stops the build, naming the file and the field: nothing else holds a copy to fall back on.
 */
import { DEFAULT_LOCALE, type Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import { readDocument } from "./read-entries";

export interface SiteBasics {
  brandName: string;
  description: string;
}

export const readSiteBasics = (dataDir: string, locale: Locale = DEFAULT_LOCALE): SiteBasics => {
  const site = readDocument<Partial<Record<keyof SiteBasics, unknown>>>(dataDir, "site", locale);
  const text = (field: keyof SiteBasics): string => {
    const value = site[field];
    if (typeof value !== "string" || value.trim() === "") throw new Error(`data/site.json: "${field}" is missing or empty (${locale}).`);
    return value;
  };
  return { brandName: text("brandName"), description: text("description") };
};
