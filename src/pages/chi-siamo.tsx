import * as React from "react";
import { graphql, Link as GatsbyLink, type HeadFC, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { HStack, SimpleGrid } from "@chakra-ui/react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { CardGrid } from "../components/shared/card-grid";
import { PersonCard } from "../components/shared/person-card";
import { Seo } from "../components/layout/seo";
import { ActionButton } from "../components/ui/action-button";

const AboutPage = ({ data }: PageProps<Queries.AboutPageQuery>) => {
  const page = data.pageContent;
  const about = data.aboutContent;
  if (!page || !about) return null;
  return (
    <>
      <PageHero intro={page} />
      <Section id="missione" eyebrow="Chi siamo" title="Perché esistiamo" lead={about.story}>
        <CardGrid columns={2} items={[about.mission, about.vision].map((s) => ({ key: s.title, title: s.title, text: s.text }))} />
      </Section>
      <Section id="storia" tone="soft" eyebrow="La nostra storia" title="Le tappe principali">
        <CardGrid columns={4} items={data.allMilestone.nodes.map((m) => ({ key: m.jsonId, kicker: String(m.year), title: m.title, text: m.description }))} />
      </Section>
      <Section id="team" eyebrow="Il team" title="Le persone dietro ai risultati">
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          {data.allTeamMember.nodes.map((member) => (
            <PersonCard
              key={member.jsonId}
              name={member.name}
              role={member.role}
              text={member.bio}
              imageAlt={member.imageAlt}
              image={member.image ? getImage(member.image.childImageSharp) : null}
            />
          ))}
        </SimpleGrid>
      </Section>
      <Section id="valori" tone="soft" eyebrow="I valori" title="Come scegliamo di lavorare">
        <CardGrid columns={4} items={data.allCompanyValue.nodes.map((v) => ({ key: v.jsonId, title: v.title, text: v.description, icon: v.icon }))} />
      </Section>
      <Section id="partner" eyebrow="Rete di partner" title="Un ecosistema di competenze">
        <CardGrid columns={3} items={data.allPartnerCategory.nodes.map((c) => ({ key: c.jsonId, title: c.title, text: c.description, icon: c.icon }))} />
      </Section>
      <Section id="lavoriamo-insieme" tone="dark" title="Lavoriamo insieme" lead="Scopri i nostri servizi o raccontaci subito il tuo progetto.">
        <HStack gap="4" wrap="wrap">
          <ActionButton asChild variant="cta" size="lg">
            <GatsbyLink to="/#contatti">Contattaci</GatsbyLink>
          </ActionButton>
          <ActionButton asChild variant="onDark" size="lg">
            <GatsbyLink to="/servizi">Scopri i servizi</GatsbyLink>
          </ActionButton>
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
        jsonId
        name
        role
        bio
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 320, aspectRatio: 1, layout: CONSTRAINED)
          }
        }
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

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data, location }) => (
  <Seo title={data.pageContent?.title ?? ""} description={data.pageContent?.description ?? ""} pathname={location.pathname} />
);
