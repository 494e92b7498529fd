import * as React from "react";
import { Box, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import { ServiceIcon } from "./service-panel";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";

interface OtherServicesProps {
  services: readonly Queries.ServiceDetailFragment[];
  /** The service shown: the cards offer the others. */
  current: number;
  onSelect: (index: number) => void;
}

/** A plain left click switches in place; a click meant for a new tab or window keeps the link's own behaviour. */
const isPlainClick = (event: React.MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Cards for the other two services. Each holds a real link to `/servizi?service=<n>` (it
 * works in a new tab, without scripts, and for crawlers) stretched over the whole card;
 * a plain click switches the tab in place.
 */
export const OtherServices = ({ services, current, onSelect }: OtherServicesProps) => {
  const locale = useLocale();
  const { servicesPage: words } = useDictionary();
  return (
    <Box>
      <Heading as="h4" fontSize={{ base: "xl", md: "2xl" }} fontWeight="800">
        {words.otherServices}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="5" mt="6">
        {services.map((service, index) =>
          index === current ? null : (
            <Flex
              as="li"
              key={service.jsonId}
              position="relative"
              // The icon beside the text only where the card is wide: alone in its row, or one of two from `lg`.
              direction={{ base: "column", sm: "row", md: "column", lg: "row" }}
              gap="5"
              h="full"
              p="7"
              bg="surface.soft"
              borderRadius="2xl"
              borderWidth="1px"
              borderColor="transparent"
              transition="border-color 0.2s, box-shadow 0.2s, background-color 0.2s"
              _hover={{ bg: "white", borderColor: "gray.300", boxShadow: "md" }}
              _focusWithin={{ bg: "white", borderColor: "gray.300" }}
              className="group"
            >
              <ServiceIcon service={service} />
              <Box>
                <Heading as="h5" fontSize="lg" fontWeight="800">
                  {service.title}
                </Heading>
                <Text mt="2" color="text.muted" fontSize="sm" lineHeight="1.7">
                  {service.description}
                </Text>
                {/* The link's name is its own text; its ::after stretches it over the whole card. */}
                <Flex
                  asChild
                  display="inline-flex"
                  align="center"
                  gap="2"
                  mt="4"
                  fontWeight="700"
                  color="brand.fg"
                  fontSize="sm"
                  textDecoration="none"
                  _after={{ content: '""', position: "absolute", inset: "0", borderRadius: "2xl" }}
                >
                  <a
                    href={`${routePath("servizi", locale)}?service=${index}`}
                    onClick={(event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      onSelect(index);
                    }}
                  >
                    {words.discover(service.title)}
                    <Box as="span" transition="transform 0.2s" _groupHover={{ transform: "translateX(4px)" }}>
                      <ArrowRight size={16} aria-hidden="true" focusable="false" />
                    </Box>
                  </a>
                </Flex>
              </Box>
            </Flex>
          ),
        )}
      </SimpleGrid>
    </Box>
  );
};
