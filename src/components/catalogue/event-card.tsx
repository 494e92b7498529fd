import * as React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Badge, Box, Flex, Heading, HStack, Text } from "@chakra-ui/react";
import { formatDate, formatNumber, formatTime } from "../../lib/format/italian";

export const eventCardFragment = graphql`
  fragment EventCard on Event {
    jsonId
    slug
    title
    description
    startDate
    endDate
    type
    imageAlt
    location {
      venue
      city
    }
    participants {
      min
      max
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.5, layout: CONSTRAINED)
      }
    }
  }
`;

/** An upcoming event as the calendar lists it; dates are shown in Italian time. */
export const EventCard = ({ event, typeLabel }: { event: Queries.EventCardFragment; typeLabel: string }) => {
  const image = event.image ? getImage(event.image.childImageSharp) : undefined;
  return (
    <Flex as="li" listStyleType="none" direction="column" bg="white" borderRadius="2xl" overflow="hidden" borderWidth="1px" borderColor="gray.200">
      {image && <GatsbyImage image={image} alt={event.imageAlt} />}
      <Flex direction="column" gap="3" p="6" flex="1">
        <HStack justify="space-between" wrap="wrap">
          <Badge colorPalette="blue" variant="subtle">
            {typeLabel}
          </Badge>
          <Text as="p" fontSize="sm" fontWeight="700" color="accent.fg">
            <time dateTime={event.startDate}>
              {formatDate(event.startDate)}, ore {formatTime(event.startDate)}
            </time>
          </Text>
        </HStack>
        <Heading as="h3" fontSize="lg" fontWeight="800">
          {event.title}
        </Heading>
        <Text color="text.muted" fontSize="sm">
          {event.description}
        </Text>
        <Box mt="auto" pt="2" fontSize="sm" color="text.muted">
          <Text as="p">
            {event.location.venue}, {event.location.city}
          </Text>
          <Text as="p">
            Da {formatNumber(event.participants.min)} a {formatNumber(event.participants.max)} partecipanti
          </Text>
        </Box>
      </Flex>
    </Flex>
  );
};
