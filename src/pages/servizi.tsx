import * as React from "react";
import { graphql, Link as GatsbyLink, type HeadFC, type PageProps } from "gatsby";
import { HStack } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { Seo } from "../components/layout/seo";
import { trailTo } from "../lib/seo/breadcrumbs";
import { localeOfPageContext } from "../i18n/locale-context";
import { ActionLink } from "../components/ui/action-link";
import { ServiceTabs } from "../components/servizi/service-tabs";
import { ProcessSteps } from "../components/servizi/process-steps";
import { SectorGrid } from "../components/servizi/sector-grid";
import { PartnerList } from "../components/servizi/partner-list";
import { BookingButton } from "../components/shared/booking-button";
import { NO_SCROLL_RESTORATION_SCRIPT } from "../lib/scroll/opens-at-top";
import { StaticContent } from "../components/shared/static-content";

/** The last section of the page: where every service's call to action leads. */
const CLOSING_SECTION_ID = "inizia";

const ServicesPage = ({ data, location }: PageProps<Queries.ServicesPageQuery>) => {
  const page = data.pageContent;
  if (!page) return null;
  return (
    <>
      <PageHero intro={page}>
        <ActionLink variant="cta" size="lg">
          <a href="#servizio">Esplora i servizi</a>
        </ActionLink>
        <ActionLink variant="onDark" size="lg">
          <GatsbyLink to="/#contatti">Parla con un consulente</GatsbyLink>
        </ActionLink>
      </PageHero>
      <Section
        id="servizio"
        eyebrow="Cosa facciamo"
        title="Tre servizi, un unico obiettivo: la tua crescita"
        lead="Scegli un servizio per scoprire che cosa comprende, che cosa ottieni e come possiamo partire insieme."
      >
        <ServiceTabs services={data.allService.nodes} location={location} ctaTarget={CLOSING_SECTION_ID} />
      </Section>
      <Section
        id="processo"
        tone="soft"
        eyebrow="Il processo"
        title="Quattro fasi, dalla prima analisi ai risultati"
        lead="Qualunque sia il servizio, lavoriamo con lo stesso metodo: obiettivi chiari, passi misurabili e un confronto costante con il tuo team."
      >
        <StaticContent>
          <ProcessSteps steps={data.allProcessStep.nodes} />
        </StaticContent>
      </Section>
      <Section
        id="settori"
        eyebrow="Settori"
        title="Conosciamo il tuo mercato"
        lead="Abbiamo accompagnato aziende di otto settori diversi: portiamo in ogni progetto ciò che funziona e ciò che abbiamo imparato."
      >
        <StaticContent>
          <SectorGrid sectors={data.allSector.nodes} />
        </StaticContent>
      </Section>
      <Section
        id="partner"
        tone="soft"
        eyebrow="Partner"
        title="I partner con cui lavoriamo"
        lead="Una rete selezionata di specialisti che ci affianca quando un progetto richiede competenze in più."
      >
        <StaticContent>
          <PartnerList partners={data.allPartner.nodes} />
        </StaticContent>
      </Section>
      <Section
        id={CLOSING_SECTION_ID}
        tone="dark"
        eyebrow="Iniziamo"
        title="Pronto a iniziare?"
        lead="Raccontaci la tua sfida: in una call conoscitiva gratuita di 30 minuti capiamo insieme da dove partire e ti proponiamo il percorso più adatto."
      >
        <HStack gap="4" wrap="wrap">
          <ActionLink variant="cta" size="lg">
            <GatsbyLink to="/#contatti">
              Richiedi una consulenza
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
  query ServicesPage {
    pageContent(jsonId: { eq: "servizi" }) {
      ...PageIntro
    }
    allService(sort: { position: ASC }) {
      nodes {
        ...ServiceDetail
      }
    }
    allProcessStep(sort: { position: ASC }) {
      nodes {
        jsonId
        title
        description
      }
    }
    allSector(sort: { position: ASC }) {
      nodes {
        jsonId
        name
        icon
      }
    }
    allPartner(sort: { position: ASC }) {
      nodes {
        ...PartnerItem
      }
    }
  }
`;

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data, location, pageContext }) => (
  <Seo
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
