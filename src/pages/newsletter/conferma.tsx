import * as React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { Seo } from "../../components/layout/seo";
import { NewsletterLinkResult } from "../../components/newsletter/newsletter-link-result";
import { PageHero } from "../../components/shared/page-hero";

const INTRO = {
  eyebrow: "Newsletter",
  heading: "Conferma dell'iscrizione",
  intro: "La newsletter dell'Academy arriva solo a chi conferma il proprio indirizzo: è il passaggio che stai completando ora.",
};

/** Where the link in the double opt-in e-mail leads (/newsletter/conferma/?token=…): the visitor confirms with a press. */
const NewsletterConfirmPage = (_props: PageProps) => (
  <PageHero intro={INTRO}>
    <NewsletterLinkResult action="newsletter-confirm" />
  </PageHero>
);

export default NewsletterConfirmPage;

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Conferma dell'iscrizione alla newsletter"
    description="Conferma della tua iscrizione alla newsletter dell'Academy di Altura Consulting."
    pathname={location.pathname}
    noindex
  />
);
