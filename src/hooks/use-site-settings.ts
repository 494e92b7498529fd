import { graphql, useStaticQuery } from "gatsby";
import { useLocale } from "../i18n/locale-context";
import type { Locale } from "../../supabase/functions/_shared/site-contract/locales";

/**
 * The firm's settings from data/site.json in the page's language, plus the site's public address.
 * A static query cannot take the page's language, so it fetches every language's node and picks
 * one. `Head` renders outside the page's locale provider, so it names its language (`pageLanguage`).
 */
export const useSiteSettings = (locale?: Locale) => {
  const pageLocale = useLocale();
  const wanted = locale ?? pageLocale;
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          siteUrl
        }
        buildTime(formatString: "YYYY")
      }
      allSiteSettings {
        nodes {
          locale
          brandName
          legalName
          tagline
          description
          email
          phone
          city
          bookingUrl
          defaultImage {
            childImageSharp {
              original {
                src
                width
                height
              }
            }
          }
          socialLinks {
            label
            url
          }
          legal {
            companyName
            vatNumber
            rea
            shareCapitalEur
            pec
            address {
              street
              postalCode
              city
              province
            }
          }
        }
      }
    }
  `);
  const settings = data.allSiteSettings.nodes.find((node) => node.locale === wanted);
  if (!settings) throw new Error("data/site.json is missing: the site cannot render without its settings.");
  return {
    ...settings,
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    buildYear: data.site?.buildTime ?? "",
  };
};
