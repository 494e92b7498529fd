import * as React from "react";
import { graphql, Link as GatsbyLink } from "gatsby";
import { Box, Flex, Heading, HStack, Text, Wrap } from "@chakra-ui/react";
import { ContentIcon } from "../icons/content-icon";
import { ActionLink } from "../ui/action-link";
import { useTilt } from "./use-tilt";
import { StaticContent } from "../../start-up";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";

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

interface ServiceCardProps {
  service: Queries.ServiceCardFragment;
  /** Its place on the services page (`/servizi?service=<index>`). */
  index: number;
}

/** What the card shows: static content, since only the card's tilt needs the page's scripts. */
const ServiceCardContent = ({ service, index }: ServiceCardProps) => {
  const locale = useLocale();
  const { services: words } = useDictionary().home;
  const gradient = `${service.gradient.from}, ${service.gradient.to}`;
  return (
    <>
      <Box h="2" bgImage={`linear-gradient(90deg, ${gradient})`} />
      {/* Less padding in the three narrow columns of a tablet, so a feature keeps to one line. */}
      <Flex direction="column" p={{ base: "8", md: "6", lg: "8" }} gap="4" flex="1">
        <Box
          display="inline-flex"
          alignItems="center"
          justifyContent="center"
          alignSelf="flex-start"
          w="12"
          h="12"
          borderRadius="xl"
          color="white"
          bgImage={`linear-gradient(135deg, ${gradient})`}
        >
          <ContentIcon name={service.icon} />
        </Box>
        <Heading as="h3" fontSize="2xl" fontWeight="800">
          {service.title}
        </Heading>
        <Text color="text.muted">{service.description}</Text>
        <Wrap as="ul" gap="2" listStyleType="none" aria-label={words.featuresOf(service.title)}>
          {service.features.map((feature) => (
            <Box as="li" key={feature} fontSize="sm" fontWeight="600" bg="brand.subtle" color="brand.fg" px="3" py="1" borderRadius="full" whiteSpace="nowrap">
              {feature}
            </Box>
          ))}
        </Wrap>
        <HStack mt="auto" pt="4">
          <ActionLink variant="outline" size="lg" colorPalette="gray" color="brand.fg">
            <GatsbyLink to={`${routePath("servizi", locale)}?service=${index}`} aria-label={words.moreAbout(service.title)}>
              {words.more}
            </GatsbyLink>
          </ActionLink>
        </HStack>
      </Flex>
    </>
  );
};

/** One service: icon, description, the areas it covers, and the way to its page. */
export const ServiceCard = ({ service, index }: ServiceCardProps) => {
  const tiltRef = useTilt<HTMLDivElement>();
  return (
    <Flex
      ref={tiltRef}
      as="article"
      data-service-card=""
      direction="column"
      borderRadius="2xl"
      bg="white"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="sm"
      overflow="hidden"
      transition="transform 0.2s ease-out, box-shadow 0.2s ease-out"
      _hover={{ boxShadow: "lg" }}
      willChange="transform"
    >
      <StaticContent>
        <ServiceCardContent service={service} index={index} />
      </StaticContent>
    </Flex>
  );
};
