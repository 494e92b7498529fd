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
import { MissionVision } from "../components/about/mission-vision";
import { CompanyTimeline } from "../components/about/company-timeline";
import { TeamGrid } from "../components/about/team-grid";
import { IconCardGrid } from "../components/shared/icon-card-grid";
import { StaticContent } from "../components/shared/static-content";

const AboutPage = ({ data }: PageProps<Queries.AboutPageQuery>) => {
  const page = data.pageContent;
  const about = data.aboutContent;
  if (!page || !about) return null;
  return (
    <>
      <PageHero intro={page}>
        <ActionLink variant="cta" size="lg">
          <a href="#team">Conosci il team</a>
        </ActionLink>
        <ActionLink variant="onDark" size="lg">
          <a href="#storia">La nostra storia</a>
        </ActionLink>
      </PageHero>
      <Section id="missione" eyebrow="Missione e visione" title="Perché esistiamo">
        <StaticContent>
          <MissionVision story={about.story} mission={about.mission} vision={about.vision} />
        </StaticContent>
      </Section>
      <Section
        id="storia"
        tone="soft"
        eyebrow="La nostra storia"
        title="Le tappe che ci hanno portato fin qui"
        lead="Dalla fondazione a Milano alla practice dedicata all'intelligenza artificiale: siamo cresciuti insieme ai nostri clienti."
      >
        <StaticContent>
          <CompanyTimeline milestones={data.allMilestone.nodes} />
        </StaticContent>
      </Section>
      <Section
        id="team"
        eyebrow="Il team"
        title="Le persone dietro ai risultati"
        lead="Consulenti, formatori ed event manager che lavorano ogni giorno accanto ai team dei nostri clienti."
      >
        <StaticContent>
          <TeamGrid members={data.allTeamMember.nodes} />
        </StaticContent>
      </Section>
      <Section
        id="valori"
        tone="soft"
        eyebrow="I valori"
        title="Come scegliamo di lavorare"
        lead="Quattro principi che guidano ogni progetto, dalla prima call all'ultimo report."
      >
        <StaticContent>
          <IconCardGrid items={data.allCompanyValue.nodes} columns={{ base: 1, sm: 2, lg: 4 }} />
        </StaticContent>
      </Section>
      <Section
        id="partner"
        eyebrow="Rete di partner"
        title="Un ecosistema di competenze"
        lead="Collaboriamo con realtà selezionate in sei ambiti, per offrirti sempre la competenza giusta al momento giusto."
      >
        <StaticContent>
          <IconCardGrid items={data.allPartnerCategory.nodes} columns={{ base: 1, sm: 2, lg: 3 }} />
        </StaticContent>
      </Section>
      <Section
        id="lavoriamo-insieme"
        tone="dark"
        eyebrow="Lavoriamo insieme"
        title="Costruiamo insieme il tuo prossimo risultato"
        lead="Scopri come possiamo aiutarti oppure raccontaci subito il tuo progetto: ti rispondiamo entro 24 ore."
      >
        <HStack gap="4" wrap="wrap">
          <ActionLink variant="cta" size="lg">
            <GatsbyLink to="/#contatti">
              Contattaci
              <ArrowRight aria-hidden="true" />
            </GatsbyLink>
          </ActionLink>
          <ActionLink variant="onDark" size="lg">
            <GatsbyLink to="/servizi">Scopri i servizi</GatsbyLink>
          </ActionLink>
        </HStack>
      </Section>
    </>
  );
};

export default AboutPage;

export const query = graphql`
  query AboutPage {
    pageContent(jsonId: { eq: "chi-siamo" }) {
      ...PageIntro
    }
    aboutContent {
      story
      mission {
        title
        text
      }
      vision {
        title
        text
      }
    }
    allMilestone(sort: { position: ASC }) {
      nodes {
        jsonId
        year
        title
        description
      }
    }
    allTeamMember(sort: { position: ASC }) {
      nodes {
        ...TeamMemberCard
      }
    }
    allCompanyValue(sort: { position: ASC }) {
      nodes {
        jsonId
        title
        description
        icon
      }
    }
    allPartnerCategory(sort: { position: ASC }) {
      nodes {
        jsonId
        title
        description
        icon
      }
    }
  }
`;

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data, location, pageContext }) => (
  <Seo
    title={data.pageContent?.title ?? ""}
    description={data.pageContent?.description ?? ""}
    pathname={location.pathname}
    breadcrumbs={trailTo(localeOfPageContext(pageContext), "chi-siamo")}
  />
);
