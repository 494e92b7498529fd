import * as React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { pageLanguage, useDictionary } from "../../i18n/locale-context";
import { dictionaryFor } from "../../i18n/dictionary";
import { Seo } from "../../components/layout/seo";
import { NewsletterLinkResult } from "../../components/newsletter/newsletter-link-result";
import { PageHero } from "../../components/shared/page-hero";
import { useSiteSettings } from "../../hooks/use-site-settings";

/** Where the link in the double opt-in e-mail leads (/newsletter/conferma/?token=…, in English /en/newsletter/confirm/?token=…): the visitor confirms with a press. */
const NewsletterConfirmPage = (_props: PageProps) => {
  const { eyebrow, heading, intro } = useDictionary().newsletterLinks.confirmPage;
  return (
    <PageHero intro={{ eyebrow, heading, intro }}>
      <NewsletterLinkResult action="newsletter-confirm" />
    </PageHero>
  );
};

export default NewsletterConfirmPage;

export const Head: HeadFC = ({ location, pageContext }) => {
  const language = pageLanguage(pageContext);
  const { brandName } = useSiteSettings(language.locale);
  const words = dictionaryFor(language.locale).newsletterLinks.confirmPage;
  return <Seo language={language} title={words.title} description={words.description(brandName)} pathname={location.pathname} noindex />;
};
