import * as React from "react";
import { graphql, Link as GatsbyLink, type HeadFC, type PageProps } from "gatsby";
import { HStack } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { Seo } from "../components/layout/seo";
import { trailTo } from "../lib/seo/breadcrumbs";
import { localeOfPageContext, pageLanguage, useDictionary, useLocale } from "../i18n/locale-context";
import { routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { ActionLink } from "../components/ui/action-link";
import { ServiceTabs } from "../components/servizi/service-tabs";
import { ProcessSteps } from "../components/servizi/process-steps";
import { SectorGrid } from "../components/servizi/sector-grid";
import { PartnerList } from "../components/servizi/partner-list";
import { BookingButton } from "../components/shared/booking-button";
import { NO_SCROLL_RESTORATION_SCRIPT } from "../lib/scroll/opens-at-top";
import { StaticContent } from "../start-up";

/** The last section of the page: where every service's call to action leads. */
const CLOSING_SECTION_ID = "inizia";

const ServicesPage = ({ data, location }: PageProps<Queries.ServicesPageQuery>) => {
  const locale = useLocale();
  const { servicesPage: words, shared } = useDictionary();
  const page = data.pageContent;
  if (!page) return null;
  return (
    <>
      <PageHero intro={page}>
        <ActionLink variant="cta" size="lg">
          <a href="#servizio">{words.explore}</a>
        </ActionLink>
        <ActionLink variant="onDark" size="lg" cta="services-hero">
          <GatsbyLink to={`${routePath("home", locale)}#contatti`}>{shared.talkToConsultant}</GatsbyLink>
        </ActionLink>
      </PageHero>
      <Section id="servizio" eyebrow={words.services.eyebrow} title={words.services.title} lead={words.services.lead}>
        <ServiceTabs services={data.allService.nodes} location={location} ctaTarget={CLOSING_SECTION_ID} />
      </Section>
      <Section id="processo" tone="soft" eyebrow={words.process.eyebrow} title={words.process.title} lead={words.process.lead}>
        <StaticContent>
          <ProcessSteps steps={data.allProcessStep.nodes} />
        </StaticContent>
      </Section>
      <Section id="settori" eyebrow={words.sectors.eyebrow} title={words.sectors.title} lead={words.sectors.lead}>
        <StaticContent>
          <SectorGrid sectors={data.allSector.nodes} />
        </StaticContent>
      </Section>
      <Section id="partner" tone="soft" eyebrow={words.partners.eyebrow} title={words.partners.title} lead={words.partners.lead}>
        <StaticContent>
          <PartnerList partners={data.allPartner.nodes} />
        </StaticContent>
      </Section>
      <Section id={CLOSING_SECTION_ID} tone="dark" eyebrow={words.start.eyebrow} title={words.start.title} lead={words.start.lead}>
        <HStack gap="4" wrap="wrap">
          <ActionLink variant="cta" size="lg" cta="services-closing">
            <GatsbyLink to={`${routePath("home", locale)}#contatti`}>
              {words.start.requestConsultation}
              <ArrowRight aria-hidden="true" />
            </GatsbyLink>
          </ActionLink>
          <BookingButton variant="onDark" />
        </HStack>
      </Section>
    </>
  );
};

export default ServicesPage;

export const query = graphql`
  query ServicesPage($locale: String!) {
    pageContent(jsonId: { eq: "servizi" }, locale: { eq: $locale }) {
      ...PageIntro
    }
    allService(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...ServiceDetail
      }
    }
    allProcessStep(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        jsonId
        title
        description
      }
    }
    allSector(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        jsonId
        name
        icon
      }
    }
    allPartner(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...PartnerItem
      }
    }
  }
`;

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data, location, pageContext }) => (
  <Seo
    language={pageLanguage(pageContext)}
    title={data.pageContent?.title ?? ""}
    description={data.pageContent?.description ?? ""}
    pathname={location.pathname}
    breadcrumbs={trailTo(localeOfPageContext(pageContext), "servizi")}
  >
    {/*
      The page opens at the top, even on a reload halfway down, as the product specification requires
      (lib/scroll/opens-at-top).
    */}
    <script dangerouslySetInnerHTML={{ __html: NO_SCROLL_RESTORATION_SCRIPT }} />
  </Seo>
);
