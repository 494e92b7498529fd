import * as React from "react";
import { useSiteSettings } from "../../hooks/use-site-settings";

interface SeoProps {
  /** The page's own title; the brand is appended. */
  title: string;
  description: string;
  pathname: string;
  /** A page-specific share image (absolute path on the site); the default one otherwise. */
  image?: { src: string; width: number; height: number } | null;
  noindex?: boolean;
  children?: React.ReactNode;
}

const canonicalPath = (pathname: string): string => (pathname === "/" ? "/" : pathname.replace(/\/+$/, ""));

/** Every page's head tags, through Gatsby's Head API (one component, so no page forgets one). */
export const Seo = ({ title, description, pathname, image, noindex = false, children }: SeoProps) => {
  const site = useSiteSettings();
  const fullTitle = title.includes(site.brandName) ? title : `${title} | ${site.brandName}`;
  const url = `${site.siteUrl}${canonicalPath(pathname)}`;
  const shareImage = image ?? site.defaultImage?.childImageSharp?.original ?? null;
  const imageUrl = shareImage?.src ? `${site.siteUrl}${shareImage.src}` : null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={url} />}
      <meta name="theme-color" content="#0B1F3A" />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="it_IT" />
      <meta property="og:site_name" content={site.brandName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {shareImage?.width ? <meta property="og:image:width" content={String(shareImage.width)} /> : null}
      {shareImage?.height ? <meta property="og:image:height" content={String(shareImage.height)} /> : null}
      <meta name="twitter:card" content={imageUrl ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {children}
    </>
  );
};
