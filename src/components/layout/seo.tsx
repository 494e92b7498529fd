import * as React from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { THEME_COLOR } from "../../lib/seo/brand-colors";
import { LOGO_PATH } from "../../lib/seo/site-icons";
import { LOCALE_SETTINGS, type Locale } from "../../../supabase/functions/_shared/site-contract/locales";
import type { PageLanguage } from "../../i18n/locale-context";
import { hreflangLinks } from "../../lib/routes/alternates";
import { feedLinks } from "../../lib/feeds/feed-formats";
import { dictionaryFor } from "../../i18n/dictionary";
import {
  breadcrumbJsonLd,
  type BreadcrumbInput,
  organizationJsonLd,
  organizationReferenceJsonLd,
  serializeJsonLd,
  type StructuredData,
} from "../../lib/seo/structured-data";

/** A share image: a path on the site, its size, and what it shows in words (the page's own: src/lib/share-images/share-image.ts). */
export interface SeoImage {
  src: string;
  width: number;
  height: number;
  /** `og:image:alt` and `twitter:image:alt`: what the image shows, for whoever cannot see it. */
  alt?: string;
}

interface SeoProps {
  /** The page's language and its addresses in the published languages: `pageLanguage(pageContext)`. */
  language: PageLanguage;
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  pathname: string;
  /** A page-specific share image (absolute path on the site); the default one otherwise. */
  image?: SeoImage | null;
  noindex?: boolean;
  /** Open Graph's kind of page: an article's page says `article`, every other page `website`. */
  ogType?: "website" | "article";
  /** The page's place in the site, from the home page to itself; gives the BreadcrumbList. */
  breadcrumbs?: readonly BreadcrumbInput[];
  /** The page's own structured data (events, courses, FAQ, articles…), one script per node. */
  jsonLd?: readonly StructuredData[];
  children?: React.ReactNode;
}

const canonicalPath = (pathname: string): string => (pathname === "/" ? "/" : pathname.replace(/\/+$/, ""));

/** Structured data for search engines; serializeJsonLd escapes `<`, so content cannot close the tag. */
export const JsonLdScript = ({ data }: { data: StructuredData }) => (
  <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
);

/** Every page's head tags, through Gatsby's Head API (one component, so no page forgets one). */
export const Seo = ({ language, title, description, pathname, image, noindex = false, ogType = "website", breadcrumbs, jsonLd = [], children }: SeoProps) => {
  const site = useSiteSettings(language.locale);
  const feedWords = dictionaryFor(language.locale).feeds;
  const fullTitle = title.includes(site.brandName) ? title : `${title} | ${site.brandName}`;
  const path = canonicalPath(pathname);
  const url = `${site.siteUrl}${path}`;
  const shareImage = image ?? site.defaultImage?.childImageSharp?.original ?? null;
  // A page's own image says what it shows; the site's default image has no alt text in data/site.json.
  const imageAlt = image?.alt;
  const imageUrl = shareImage?.src ? `${site.siteUrl}${shareImage.src}` : null;
  // A page kept out of the index names no alternates: they would point search engines at a page they must not list.
  const alternates = noindex ? [] : hreflangLinks(language.alternates);
  const otherLocales = alternates
    .map((link) => link.hreflang)
    .filter((hreflang): hreflang is Locale => hreflang !== "x-default" && hreflang !== language.locale);
  const structuredData = [
    path === "/" ? organizationJsonLd({ ...site, logo: LOGO_PATH }) : organizationReferenceJsonLd(site),
    ...(breadcrumbs && breadcrumbs.length > 1 ? [breadcrumbJsonLd(breadcrumbs, site)] : []),
    ...jsonLd,
  ];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={url} />}
      {alternates.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={`${site.siteUrl}${link.path}`} />
      ))}
      <meta name="theme-color" content={THEME_COLOR} />
      <meta property="og:type" content={ogType} />
      <meta property="og:locale" content={LOCALE_SETTINGS[language.locale].ogLocale} />
      {otherLocales.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={LOCALE_SETTINGS[locale].ogLocale} />
      ))}
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {shareImage?.width ? <meta property="og:image:width" content={String(shareImage.width)} /> : null}
      {shareImage?.height ? <meta property="og:image:height" content={String(shareImage.height)} /> : null}
      {imageUrl && imageAlt ? <meta property="og:image:alt" content={imageAlt} /> : null}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {imageUrl && imageAlt ? <meta name="twitter:image:alt" content={imageAlt} /> : null}
      {/* The Insights' feeds of the page's language, for feed readers and browsers that look for them. */}
      {feedLinks(language.locale).map((feed) => (
        <link
          key={feed.format}
          rel="alternate"
          type={feed.type}
          title={`${feedWords.title(site.brandName)} (${feedWords.formats[feed.format]})`}
          href={`${site.siteUrl}${feed.path}`}
        />
      ))}
      {structuredData.map((data, index) => (
        <JsonLdScript key={index} data={data} />
      ))}
      {children}
    </>
  );
};
