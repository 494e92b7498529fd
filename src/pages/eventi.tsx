import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { CardGrid } from "../components/shared/card-grid";
import { StatBand } from "../components/shared/stat-band";
import { EventCard } from "../components/catalogue/event-card";
import { Seo } from "../components/layout/seo";
import { formatNumber } from "../lib/format/italian";
import { ActionButton } from "../components/ui/action-button";

const EventsPage = ({ data }: PageProps<Queries.EventsPageQuery>) => {
  const page = data.pageContent;
  if (!page) return null;
  const typeLabels = new Map(data.allEventType.nodes.map((t) => [t.jsonId, t.label]));
  return (
    <>
      <PageHero intro={page}>
        <ActionButton asChild variant="cta" size="lg">
          <a href="#calendario">Guarda il calendario</a>
        </ActionButton>
        <ActionButton asChild variant="onDark" size="lg">
          <a href="#richiesta">Organizza il tuo evento</a>
        </ActionButton>
      </PageHero>
      <StatBand label="I nostri eventi in numeri" stats={data.allStat.nodes} />
      <Section id="servizi-eventi" eyebrow="Cosa organizziamo" title="Eventi che lasciano il segno">
        <CardGrid columns={4} items={data.allEventService.nodes.map((s) => ({ key: s.jsonId, title: s.title, text: s.description, icon: s.icon }))} />
      </Section>
      <Section id="calendario" tone="soft" eyebrow="Calendario" title="Prossimi eventi" lead="Incontri, workshop ed esperienze aperte alle aziende: scegli quello che fa per il tuo team.">
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="6">
          {data.allEvent.nodes.map((event) => (
            <EventCard key={event.jsonId} event={event} typeLabel={typeLabels.get(event.type) ?? event.type} />
          ))}
        </SimpleGrid>
      </Section>
      <Section id="eventi-passati" eyebrow="Eventi realizzati" title="Alcuni eventi che abbiamo firmato">
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 4 }} gap="6">
          {data.allPastEvent.nodes.map((past) => {
            const image = past.image ? getImage(past.image.childImageSharp) : undefined;
            return (
              <Box as="li" listStyleType="none" key={past.jsonId}>
                <Box borderRadius="2xl" overflow="hidden">
                  {image && <GatsbyImage image={image} alt={past.imageAlt} />}
                </Box>
                <Heading as="h3" fontSize="md" fontWeight="800" mt="4">
                  {past.title}
                </Heading>
                <Text fontSize="sm" color="text.muted">
                  {formatNumber(past.participants)} partecipanti · {past.satisfactionPercent}% di soddisfazione
                </Text>
              </Box>
            );
          })}
        </SimpleGrid>
      </Section>
      <Section
        id="richiesta"
        tone="soft"
        eyebrow="Evento su misura"
        title="Raccontaci il tuo evento"
        lead="Dalla convention al team building: dicci obiettivi, date e numero di partecipanti e ti proponiamo un format su misura."
      />
      <Section id="testimonianze" eyebrow="Testimonianze" title="Cosa dicono i nostri clienti">
        <CardGrid items={data.allTestimonial.nodes.map((t) => ({ key: t.jsonId, title: `${t.name}, ${t.company}`, text: `«${t.text}»` }))} />
      </Section>
    </>
  );
};

export default EventsPage;

export const query = graphql`
  query EventsPage {
    pageContent(jsonId: { eq: "eventi" }) {
      ...PageIntro
    }
    allStat(filter: { group: { eq: "eventi" } }, sort: { position: ASC }) {
      nodes {
        ...StatItem
      }
    }
    allEventService(sort: { position: ASC }) {
      nodes {
        jsonId
        title
        description
        icon
      }
    }
    allEvent(sort: { startDate: ASC }) {
      nodes {
        ...EventCard
      }
    }
    allEventType(sort: { position: ASC }) {
      nodes {
        jsonId
        label
      }
    }
    allPastEvent(sort: { position: ASC }) {
      nodes {
        jsonId
        title
        participants
        satisfactionPercent
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 360, aspectRatio: 1.5, layout: CONSTRAINED)
          }
        }
      }
    }
    allTestimonial(filter: { page: { eq: "eventi" } }, sort: { position: ASC }) {
      nodes {
        jsonId
        name
        company
        text
      }
    }
  }
`;

export const Head: HeadFC<Queries.EventsPageQuery> = ({ data, location }) => (
  <Seo title={data.pageContent?.title ?? ""} description={data.pageContent?.description ?? ""} pathname={location.pathname} />
);
