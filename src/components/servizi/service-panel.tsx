import * as React from "react";
import { graphql } from "gatsby";
import { Box, Flex, Grid, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { ArrowDown, CheckCircle2 } from "lucide-react";
import { ContentIcon } from "../icons/content-icon";
import { ActionLink } from "../ui/action-link";
import { StaticContent } from "../../start-up";
import { useDictionary } from "../../i18n/locale-context";

export const serviceDetailFragment = graphql`
  fragment ServiceDetail on Service {
    jsonId
    title
    subtitle
    description
    longDescription
    icon
    gradient {
      from
      to
    }
    details {
      title
      description
    }
    benefits
    ctaLabel
  }
`;

/** The service's icon on its own gradient, as on the home page's cards. A span: it also sits inside the tabs' buttons. */
export const ServiceIcon = ({ service, size = "12" }: { service: Pick<Queries.ServiceDetailFragment, "icon" | "gradient">; size?: string }) => (
  <Flex
    as="span"
    align="center"
    justify="center"
    flexShrink={0}
    w={size}
    h={size}
    borderRadius="xl"
    color="white"
    bgImage={`linear-gradient(135deg, ${service.gradient.from}, ${service.gradient.to})`}
  >
    <ContentIcon name={service.icon} />
  </Flex>
);

interface ServicePanelProps {
  service: Queries.ServiceDetailFragment;
  /** The anchor of the section at the bottom of the page the call to action leads to. */
  ctaTarget: string;
  /** Cards of the other services, under the detail. */
  children?: React.ReactNode;
}

/** What the service is, what it includes, what the client gets, and the next step: static content. */
const ServiceDetail = ({ service, ctaTarget }: Omit<ServicePanelProps, "children">) => {
  const { servicesPage: words } = useDictionary();
  return (
    <>
      <Grid templateColumns={{ base: "1fr", lg: "1.4fr 1fr" }} gap={{ base: "10", lg: "16" }} alignItems="start">
        <Box>
          <HStack gap="4">
            <ServiceIcon service={service} />
            <Heading as="h3" fontSize={{ base: "2xl", md: "4xl" }} fontWeight="800" lineHeight="1.1">
              {service.title}
            </Heading>
          </HStack>
          <Text fontSize={{ base: "lg", md: "xl" }} fontWeight="700" color="brand.fg" mt="6">
            {service.subtitle}
          </Text>
          <Text mt="4" color="text.muted" fontSize={{ base: "md", md: "lg" }} lineHeight="1.75">
            {service.longDescription}
          </Text>
          <ActionLink variant="cta" size="lg" mt="8">
            <a href={`#${ctaTarget}`}>
              {service.ctaLabel}
              <ArrowDown aria-hidden="true" />
            </a>
          </ActionLink>
        </Box>
        <Box
          as="aside"
          aria-labelledby={`vantaggi-${service.jsonId}`}
          bg="surface.dark"
          color="text.onDark"
          borderRadius="2xl"
          p={{ base: "7", md: "9" }}
          position="relative"
          overflow="hidden"
        >
          <Box
            aria-hidden="true"
            position="absolute"
            inset="0"
            opacity="0.55"
            bgImage={`radial-gradient(circle at 100% 0%, ${service.gradient.to}55, transparent 55%)`}
          />
          <Box position="relative">
            <Heading as="h4" id={`vantaggi-${service.jsonId}`} fontSize="xl" fontWeight="800">
              {words.whatYouGet}
            </Heading>
            <Stack as="ul" listStyleType="none" gap="4" mt="6">
              {service.benefits.map((benefit) => (
                <HStack as="li" key={benefit} gap="3" align="flex-start">
                  <Box color="accent.onDark" pt="0.5" flexShrink={0}>
                    <CheckCircle2 size={22} aria-hidden="true" focusable="false" />
                  </Box>
                  <Text fontWeight="600">{benefit}</Text>
                </HStack>
              ))}
            </Stack>
          </Box>
        </Box>
      </Grid>

      <Box>
        <Heading as="h4" fontSize={{ base: "xl", md: "2xl" }} fontWeight="800">
          {words.whatItIncludes}
        </Heading>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: service.details.length === 3 ? 3 : 4 }} gap="5" mt="6">
          {service.details.map((detail, index) => (
            <Box as="li" key={detail.title} p="7" bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.200" boxShadow="xs">
              <Box
                h="1"
                w="10"
                borderRadius="full"
                mb="5"
                bgImage={`linear-gradient(90deg, ${service.gradient.from}, ${service.gradient.to})`}
                aria-hidden="true"
              />
              <Text as="p" fontSize="sm" fontWeight="800" color="text.muted" aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </Text>
              <Heading as="h5" fontSize="lg" fontWeight="800" mt="1">
                {detail.title}
              </Heading>
              <Text mt="2" color="text.muted" fontSize="sm" lineHeight="1.7">
                {detail.description}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    </>
  );
};

/** Everything about one service, then the cards of the others (which need the page's scripts). */
export const ServicePanel = ({ service, ctaTarget, children }: ServicePanelProps) => (
  <Stack gap={{ base: "12", md: "16" }}>
    <StaticContent>
      <ServiceDetail service={service} ctaTarget={ctaTarget} />
    </StaticContent>
    {children}
  </Stack>
);
