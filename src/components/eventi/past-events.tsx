import * as React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Box, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { useDictionary, useFormats, useLocale } from "../../i18n/locale-context";
import { eventScheduleFor } from "../../lib/catalogue/event-schedule";

export const pastEventFragment = graphql`
  fragment PastEventItem on PastEvent {
    jsonId
    title
    date
    client
    participants
    satisfactionPercent
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.333, layout: CONSTRAINED)
      }
    }
  }
`;

const Figure = ({ value, label }: { value: string; label: string }) => (
  <Text as="p">
    <Box as="span" display="block" fontSize="2xl" fontWeight="800" color="brand.fg" lineHeight="1">
      {value}
    </Box>{" "}
    <Box as="span" display="block" fontSize="xs" fontWeight="700" color="text.muted" mt="1">
      {label}
    </Box>
  </Text>
);

/** Events already organised, with how many took part and how satisfied they were. */
export const PastEvents = ({ events }: { events: readonly Queries.PastEventItemFragment[] }) => {
  const { formatNumber } = useFormats();
  const { formatMonthYear } = eventScheduleFor(useLocale());
  const { past: words } = useDictionary().eventsPage;
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, xl: 4 }} gap="6">
      {events.map((past) => {
        const image = past.image ? getImage(past.image.childImageSharp) : undefined;
        return (
          <Flex
            as="li"
            key={past.jsonId}
            direction="column"
            bg="white"
            borderRadius="2xl"
            overflow="hidden"
            borderWidth="1px"
            borderColor="gray.200"
            boxShadow="xs"
            data-past-event={past.jsonId}
          >
            {image && <GatsbyImage image={image} alt={past.imageAlt} style={{ display: "block" }} />}
            <Flex direction="column" p="6" gap="2" flex="1">
              <Text as="p" fontSize="xs" fontWeight="800" letterSpacing="0.08em" textTransform="uppercase" color="accent.fg">
                <time dateTime={past.date.slice(0, 10)}>{formatMonthYear(past.date)}</time>
              </Text>
              <Heading as="h3" fontSize="lg" fontWeight="800">
                {past.title}
              </Heading>
              <Text fontSize="sm" color="text.muted">
                {past.client}
              </Text>
              <Flex gap="6" mt="auto" pt="4" borderTopWidth="1px" borderColor="gray.100">
                <Figure value={formatNumber(past.participants)} label={words.participants} />
                <Figure value={`${past.satisfactionPercent}%`} label={words.satisfaction} />
              </Flex>
            </Flex>
          </Flex>
        );
      })}
    </SimpleGrid>
  );
};
