import * as React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { pageLanguage, useDictionary } from "../../i18n/locale-context";
import { dictionaryFor } from "../../i18n/dictionary";
import { Seo } from "../../components/layout/seo";
import { NewsletterLinkResult } from "../../components/newsletter/newsletter-link-result";
import { PageHero } from "../../components/shared/page-hero";
import { useSiteSettings } from "../../hooks/use-site-settings";

/** Where the unsubscribe link of every newsletter e-mail leads (/newsletter/disiscrizione/?token=…, in English /en/newsletter/unsubscribe/?token=…): the visitor confirms with a press. */
const NewsletterUnsubscribePage = (_props: PageProps) => {
  const { eyebrow, heading, intro } = useDictionary().newsletterLinks.unsubscribePage;
  return (
    <PageHero intro={{ eyebrow, heading, intro }}>
      <NewsletterLinkResult action="newsletter-unsubscribe" />
    </PageHero>
  );
};

export default NewsletterUnsubscribePage;

export const Head: HeadFC = ({ location, pageContext }) => {
  const language = pageLanguage(pageContext);
  const { brandName } = useSiteSettings(language.locale);
  const words = dictionaryFor(language.locale).newsletterLinks.unsubscribePage;
  return <Seo language={language} title={words.title} description={words.description(brandName)} pathname={location.pathname} noindex />;
};
