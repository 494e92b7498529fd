import { graphql, useStaticQuery } from "gatsby";

/** The firm's settings from data/site.json, plus the site's public address. */
export const useSiteSettings = () => {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          siteUrl
        }
        buildTime(formatString: "YYYY")
      }
      siteSettings {
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
  `);
  const settings = data.siteSettings;
  if (!settings) throw new Error("data/site.json is missing: the site cannot render without its settings.");
  return {
    ...settings,
    siteUrl: data.site?.siteMetadata?.siteUrl ?? "",
    buildYear: data.site?.buildTime ?? "",
  };
};
