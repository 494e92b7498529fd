import * as React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../../components/layout/seo";
import { NewsletterLinkResult } from "../../components/newsletter/newsletter-link-result";
import { PageHero } from "../../components/shared/page-hero";

const INTRO = {
  eyebrow: "Newsletter",
  heading: "Disiscrizione dalla newsletter",
  intro: "Ogni email della newsletter ha in fondo il link che ti ha portato qui: basta un clic per non riceverla più.",
};

/** Where the unsubscribe link of every newsletter e-mail leads (/newsletter/disiscrizione/?token=…): the visitor confirms with a press. */
const NewsletterUnsubscribePage = (_props: PageProps) => (
  <PageHero intro={INTRO}>
    <NewsletterLinkResult action="newsletter-unsubscribe" />
  </PageHero>
);

export default NewsletterUnsubscribePage;

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Disiscrizione dalla newsletter"
    description="Annulla la tua iscrizione alla newsletter dell'Academy di Altura Consulting."
    pathname={location.pathname}
    noindex
  />
);
