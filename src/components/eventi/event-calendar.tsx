import * as React from "react";
import { Box, Flex, Heading, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { CalendarX2, RotateCcw } from "lucide-react";
import { useAddressQuery, useAddressSearch, writeAddressQuery } from "../../start-up";
import { ALL } from "../../lib/catalogue/query-state";
import { labelMap } from "../../lib/catalogue/labels";
import { eventTypeToSearch, filterEventsByType, parseEventType } from "../../lib/catalogue/event-filters";
import { EventCard } from "../catalogue/event-card";
import { FilterTabs } from "../catalogue/filter-tabs";
import { ResultsCount } from "../catalogue/results-count";
import { ActionButton } from "../ui/action-button";
import { ActionLink } from "../ui/action-link";
import { useDictionary } from "../../i18n/locale-context";

interface EventCalendarProps {
  events: readonly Queries.EventCardFragment[];
  types: readonly { jsonId: string; label: string }[];
  location: { search: string; key?: string };
}

/** How many events the type leaves: a part that reads the type from the address itself (FilterTabs' toolbar). */
const EventCount = ({ events, typeIds }: { events: EventCalendarProps["events"]; typeIds: readonly string[] }) => {
  const { catalogue: words } = useDictionary();
  const count = filterEventsByType(events, parseEventType(useAddressSearch(), typeIds)).length;
  return (
    <ResultsCount mt="5" fontSize="lg" data-results-count="">
      {words.eventCount(count)}
    </ResultsCount>
  );
};

/**
 * The calendar of upcoming events, filtered by one type or all of them. The type lives
 * in the address (`?tipo=`, replaced in place) so a filtered calendar can be shared;
 * the server renders every event, the address is applied after hydration.
 */
export const EventCalendar = ({ events, types, location }: EventCalendarProps) => {
  const { catalogue: words, shared } = useDictionary();
  const search = useAddressQuery(location);
  const typeIds = React.useMemo(() => types.map((t) => t.jsonId), [types]);
  const labels = React.useMemo(() => labelMap(types), [types]);
  const type = parseEventType(search, typeIds);
  const visible = filterEventsByType(events, type);
  const shown = new Set(visible.map((event) => event.jsonId));
  const count = React.useMemo(() => <EventCount events={events} typeIds={typeIds} />, [events, typeIds]);

  const choose = (next: string) => writeAddressQuery(eventTypeToSearch(window.location.search, next), "replace");
  const showAll = () => {
    choose(ALL);
    document.getElementById(`eventi-scheda-${ALL}`)?.focus();
  };

  return (
    <FilterTabs
      label={words.eventTypes}
      idPrefix="eventi"
      value={type}
      options={[{ value: ALL, label: words.allEvents }, ...types.map((t) => ({ value: t.jsonId, label: t.label }))]}
      onChange={choose}
      toolbar={count}
    >
      {/* Every card stays in the page and the filter only hides the others: no card is rendered again. */}
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="6" hidden={visible.length === 0}>
        {events.map((event) => (
          <EventCard key={event.jsonId} event={event} typeLabel={labels.get(event.type) ?? event.type} hidden={!shown.has(event.jsonId)} />
        ))}
      </SimpleGrid>
      {/* The same look as the Academy catalogue's empty result (academy/course-catalogue.tsx). */}
      {visible.length === 0 && (
        <Flex
          direction="column"
          align="center"
          textAlign="center"
          gap="4"
          py={{ base: "12", md: "16" }}
          px="6"
          bg="white"
          borderRadius="2xl"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="gray.300"
        >
          <Box color="brand.fg">
            <CalendarX2 size={40} aria-hidden="true" focusable="false" />
          </Box>
          <Heading as="h3" fontSize="2xl" fontWeight="800">
            {words.noEvents}
          </Heading>
          <Text color="text.muted" maxW="xl">
            {words.noEventsHint}
          </Text>
          <HStack gap="3" wrap="wrap" justify="center" mt="2">
            <ActionButton variant="cta" size="lg" onClick={showAll}>
              <RotateCcw aria-hidden="true" />
              {words.showAllEvents}
            </ActionButton>
            {/* What the text offers: the custom event request, further down this page. */}
            <ActionLink variant="outline" size="lg" borderRadius="full" colorPalette="gray" color="brand.fg" borderColor="gray.300" cta="events-calendar">
              <a href="#richiesta">{shared.organiseYourEvent}</a>
            </ActionLink>
          </HStack>
        </Flex>
      )}
    </FilterTabs>
  );
};
