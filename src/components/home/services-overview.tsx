import * as React from "react";
import { graphql, Link as GatsbyLink } from "gatsby";
import { Box, Button, Flex, Heading, HStack, SimpleGrid, Text, Wrap } from "@chakra-ui/react";
import { ContentIcon } from "../icons/content-icon";
import { Section } from "../shared/section";

export const serviceCardFragment = graphql`
  fragment ServiceCard on Service {
    jsonId
    title
    description
    icon
    features
    gradient {
      from
      to
    }
  }
`;

/** The three service cards; 'Scopri di più' opens the services page on that service. */
export const ServicesOverview = ({ services }: { services: readonly Queries.ServiceCardFragment[] }) => (
  <Section
    id="servizi"
    eyebrow="Servizi"
    title="Tre modi per far crescere la tua azienda"
    lead="Strategia, competenze e momenti che uniscono le persone: scegli da dove partire, al resto pensiamo insieme."
  >
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {services.map((service, index) => (
        <Flex
          key={service.jsonId}
          as="article"
          direction="column"
          borderRadius="2xl"
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          boxShadow="sm"
          overflow="hidden"
        >
          <Box h="2" bgImage={`linear-gradient(90deg, ${service.gradient.from}, ${service.gradient.to})`} />
          <Flex direction="column" p="8" gap="4" flex="1">
            <Box
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              w="12"
              h="12"
              borderRadius="xl"
              color="white"
              bgImage={`linear-gradient(135deg, ${service.gradient.from}, ${service.gradient.to})`}
            >
              <ContentIcon name={service.icon} />
            </Box>
            <Heading as="h3" fontSize="2xl" fontWeight="800">
              {service.title}
            </Heading>
            <Text color="text.muted">{service.description}</Text>
            <Wrap as="ul" gap="2" listStyleType="none" aria-label={`Ambiti di ${service.title}`}>
              {service.features.map((feature) => (
                <Box as="li" key={feature} fontSize="sm" fontWeight="600" bg="brand.subtle" color="brand.fg" px="3" py="1" borderRadius="full">
                  {feature}
                </Box>
              ))}
            </Wrap>
            <HStack mt="auto" pt="4">
              <Button asChild variant="outline" colorPalette="gray" color="brand.fg">
                <GatsbyLink to={`/servizi?service=${index}`} aria-label={`Scopri di più su ${service.title}`}>
                  Scopri di più
                </GatsbyLink>
              </Button>
            </HStack>
          </Flex>
        </Flex>
      ))}
    </SimpleGrid>
  </Section>
);
