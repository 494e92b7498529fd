import * as React from "react";
import { graphql, Link as GatsbyLink, type HeadFC, type PageProps } from "gatsby";
import { Box, Grid, Heading, List, Stack, Text } from "@chakra-ui/react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { CardGrid } from "../components/shared/card-grid";
import { Seo } from "../components/layout/seo";
import { ActionButton } from "../components/ui/action-button";

const ServicesPage = ({ data }: PageProps<Queries.ServicesPageQuery>) => {
  const page = data.pageContent;
  if (!page) return null;
  return (
    <>
      <PageHero intro={page} />
      <Section id="servizio" eyebrow="Cosa facciamo" title="I nostri servizi">
        <Stack gap="16">
          {data.allService.nodes.map((service) => (
            <Box as="article" key={service.jsonId} aria-labelledby={`servizio-${service.jsonId}`}>
              <Heading as="h3" id={`servizio-${service.jsonId}`} fontSize={{ base: "2xl", md: "3xl" }} fontWeight="800">
                {service.title}
              </Heading>
              <Text fontSize="lg" fontWeight="600" color="accent.fg" mt="2">
                {service.subtitle}
              </Text>
              <Text mt="4" color="text.muted" maxW="3xl">
                {service.longDescription}
              </Text>
              <Grid templateColumns={{ base: "1fr", lg: "2fr 1fr" }} gap="10" mt="8">
                <CardGrid columns={2} items={service.details.map((d) => ({ key: d.title, title: d.title, text: d.description }))} />
                <Box bg="surface.soft" borderRadius="2xl" p="7">
                  <Heading as="h4" fontSize="md" fontWeight="800">
                    Cosa ottieni
                  </Heading>
                  <List.Root mt="4" gap="2" ps="5">
                    {service.benefits.map((benefit) => (
                      <List.Item key={benefit}>{benefit}</List.Item>
                    ))}
                  </List.Root>
                </Box>
              </Grid>
            </Box>
          ))}
        </Stack>
      </Section>
      <Section id="processo" tone="soft" eyebrow="Il processo" title="Dalla prima analisi ai risultati">
        <CardGrid
          columns={4}
          items={data.allProcessStep.nodes.map((step, i) => ({ key: step.jsonId, kicker: `${i + 1}`, title: step.title, text: step.description }))}
        />
      </Section>
      <Section id="settori" eyebrow="Settori" title="Settori in cui lavoriamo">
        <CardGrid columns={4} items={data.allSector.nodes.map((s) => ({ key: s.jsonId, title: s.name, icon: s.icon }))} />
      </Section>
      <Section id="partner" tone="soft" eyebrow="Partner" title="I partner con cui lavoriamo">
        <CardGrid columns={3} items={data.allPartner.nodes.map((p) => ({ key: p.jsonId, title: p.name, text: p.description }))} />
      </Section>
      <Section id="inizia" tone="dark" title="Pronto a iniziare?" lead="Raccontaci la tua sfida: in 30 minuti capiamo insieme da dove partire.">
        <ActionButton asChild variant="cta" size="lg">
          <GatsbyLink to="/#contatti">Richiedi una consulenza</GatsbyLink>
        </ActionButton>
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
        jsonId
        title
        subtitle
        longDescription
        details {
          title
          description
        }
        benefits
        ctaLabel
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
        jsonId
        name
        description
      }
    }
  }
`;

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data, location }) => (
  <Seo title={data.pageContent?.title ?? ""} description={data.pageContent?.description ?? ""} pathname={location.pathname} />
);
