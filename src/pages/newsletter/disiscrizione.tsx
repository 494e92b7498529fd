import * as React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../../components/layout/seo";
import { NewsletterLinkResult } from "../../components/newsletter/newsletter-link-result";
import { PageHero } from "../../components/shared/page-hero";
import { dictionaryFor } from "../../i18n/dictionary";
import { localeOfPageContext, useDictionary } from "../../i18n/locale-context";

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
  const words = dictionaryFor(localeOfPageContext(pageContext)).newsletterLinks.unsubscribePage;
  return <Seo title={words.title} description={words.description} pathname={location.pathname} noindex />;
};
