import * as React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Badge, Box, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { formatNumber } from "../../lib/format/italian";
import { Section } from "../shared/section";
import { ActionButton } from "../ui/action-button";

export const caseStudyFragment = graphql`
  fragment CaseStudyItem on CaseStudy {
    jsonId
    title
    sector
    metric
    unit
    prefix
    description
    detail
    accentColor
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.333, layout: CONSTRAINED)
      }
    }
  }
`;

/** 'Risultati concreti': the three case studies, one after another. */
export const CaseStudies = ({ cases }: { cases: readonly Queries.CaseStudyItemFragment[] }) => (
  <Section
    id="casi"
    eyebrow="Casi di successo"
    title="Risultati concreti"
    lead="I nostri clienti ottengono risultati misurabili e sostenibili. Scopri i casi di successo."
  >
    <Stack gap="10">
      {cases.map((item, index) => {
        const image = item.image ? getImage(item.image.childImageSharp) : undefined;
        return (
          <Grid
            as="article"
            key={item.jsonId}
            templateColumns={{ base: "1fr", md: "1fr 1fr" }}
            gap={{ base: "6", md: "12" }}
            alignItems="center"
            aria-labelledby={`caso-${item.jsonId}`}
          >
            <Box borderRadius="2xl" overflow="hidden" order={{ md: index % 2 }}>
              {image && <GatsbyImage image={image} alt={item.imageAlt} />}
            </Box>
            <Stack gap="4">
              <Text as="p" fontSize="sm" fontWeight="700" color="text.muted">
                Caso {index + 1} di {cases.length}
              </Text>
              <Badge alignSelf="flex-start" colorPalette="blue" variant="subtle" size="lg">
                {item.sector}
              </Badge>
              <Heading as="h3" id={`caso-${item.jsonId}`} fontSize={{ base: "2xl", md: "3xl" }} fontWeight="800">
                {item.title}
              </Heading>
              <Text color="text.muted">{item.detail}</Text>
              <Box>
                <Text as="p" fontSize="5xl" fontWeight="800" lineHeight="1" color="brand.fg">
                  {item.prefix === "-" ? "−" : item.prefix}
                  {formatNumber(item.metric)}
                  {item.unit}
                </Text>
                <Text as="p" fontWeight="600" mt="1">
                  {item.description}
                </Text>
              </Box>
              <ActionButton asChild variant="cta" alignSelf="flex-start">
                <a href="#contatti">Leggi il caso</a>
              </ActionButton>
            </Stack>
          </Grid>
        );
      })}
    </Stack>
  </Section>
);
