import * as React from "react";
import { graphql, Link as GatsbyLink } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Badge, Box, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { CalendarDays, Clock, Hourglass, MapPin, Users } from "lucide-react";
import { eventScheduleFor } from "../../lib/catalogue/event-schedule";
import { eventPath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { useDictionary, useFormats, useLocale } from "../../i18n/locale-context";
import { cardLinkStyle } from "./card-link";
import { StaticContent } from "../../start-up";

/** What the card and the event's own page both show; each asks for the picture at its own size. */
export const eventFactsFragment = graphql`
  fragment EventFacts on Event {
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
  }
`;

export const eventCardFragment = graphql`
  fragment EventCard on Event {
    ...EventFacts
    image {
      childImageSharp {
        gatsbyImageData(width: 560, aspectRatio: 1.5, layout: CONSTRAINED)
      }
    }
  }
`;

const Detail = ({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) => (
  <HStack as="li" gap="3" align="flex-start" fontSize="sm">
    <Box color="brand.fg" pt="0.5" aria-hidden="true">
      {icon}
    </Box>
    <Text as="span">
      <Box as="span" srOnly>
        {label}:{" "}
      </Box>
      {children}
    </Text>
  </HStack>
);

/** What the card shows; rendered by the server, and in the browser only when the card mounts after the first load. */
const EventCardContent = ({ event, typeLabel }: { event: Queries.EventCardFragment; typeLabel: string }) => {
  const locale = useLocale();
  const { formatNumber } = useFormats();
  const { facts } = useDictionary();
  const { calendarTile, eventDateText, eventDuration, eventTimeText } = eventScheduleFor(locale);
  const image = event.image ? getImage(event.image.childImageSharp) : undefined;
  const tile = calendarTile(event.startDate);
  return (
    <>
      <Box position="relative">
        {image && <GatsbyImage image={image} alt={event.imageAlt} style={{ display: "block" }} />}
        {/* The full date is in the text below; the tile is a visual cue only. */}
        <Flex
          aria-hidden="true"
          position="absolute"
          top="4"
          left="4"
          direction="column"
          align="center"
          minW="14"
          py="2"
          px="3"
          bg="white"
          color="text"
          borderRadius="xl"
          boxShadow="md"
          lineHeight="1"
        >
          <Text fontSize="2xl" fontWeight="800">
            {tile.day}
          </Text>
          <Text fontSize="xs" fontWeight="800" textTransform="uppercase" letterSpacing="0.08em" color="accent.fg" mt="1">
            {tile.month}
          </Text>
        </Flex>
        <Badge position="absolute" top="4" right="4" size="md" bg="surface.darker" color="white" borderRadius="full" px="3">
          {typeLabel}
        </Badge>
      </Box>
      <Flex direction="column" gap="4" p="7" flex="1">
        <Heading as="h3" fontSize="xl" fontWeight="800" lineHeight="1.25">
          <Box asChild {...cardLinkStyle}>
            <GatsbyLink to={eventPath(event.slug, locale)}>{event.title}</GatsbyLink>
          </Box>
        </Heading>
        <Text color="text.muted" fontSize="sm" lineHeight="1.65">
          {event.description}
        </Text>
        <Stack as="ul" listStyleType="none" gap="2.5" mt="auto" pt="5" borderTopWidth="1px" borderColor="gray.100">
          <Detail icon={<CalendarDays size={17} />} label={facts.date}>
            <time dateTime={event.startDate}>{eventDateText(event.startDate, event.endDate)}</time>
          </Detail>
          <Detail icon={<Clock size={17} />} label={facts.time}>
            {eventTimeText(event.startDate, event.endDate)}
          </Detail>
          <Detail icon={<Hourglass size={17} />} label={facts.duration}>
            {eventDuration(event.startDate, event.endDate)}
          </Detail>
          <Detail icon={<MapPin size={17} />} label={facts.place}>
            {event.location.venue}, {event.location.city}
          </Detail>
          <Detail icon={<Users size={17} />} label={facts.participants}>
            {facts.participantRangeWithUnit(formatNumber(event.participants.min), formatNumber(event.participants.max))}
          </Detail>
        </Stack>
      </Flex>
    </>
  );
};

/**
 * An upcoming event as the calendar lists it; dates and times are those of Italy. The whole card opens its page.
 * The list item is a plain element and `hidden` (the calendar's filter) all that changes on it; the card inside
 * is static (StaticContent), so hydrating the calendar computes no style of the cards'. Memo keeps a filter
 * change from rendering the other cards again.
 */
export const EventCard = React.memo(({ event, typeLabel, hidden = false }: { event: Queries.EventCardFragment; typeLabel: string; hidden?: boolean }) => (
  <li hidden={hidden} data-event={event.jsonId}>
    <StaticContent>
      <Flex
        direction="column"
        position="relative"
        h="full"
        bg="white"
        borderRadius="2xl"
        overflow="hidden"
        borderWidth="1px"
        borderColor="gray.200"
        boxShadow="xs"
        transition="box-shadow 0.2s"
        _hover={{ boxShadow: "md" }}
      >
        <EventCardContent event={event} typeLabel={typeLabel} />
      </Flex>
    </StaticContent>
  </li>
));
EventCard.displayName = "EventCard";
