import * as React from "react";
import { Flex, Text } from "@chakra-ui/react";
import { CalendarCheck, CalendarPlus, Download } from "lucide-react";
import { ActionLink } from "../ui/action-link";
import { isEventOver } from "../../lib/calendar/event-calendar-entry";
import { NewTabNotice } from "../shared/new-tab-notice";
import { useDictionary } from "../../i18n/locale-context";

interface CalendarActionsProps {
  endDate: string;
  /** When the site was built: the server-rendered page decides with it. */
  buildTime: string;
  googleHref: string;
  icsHref: string;
  icsFileName: string;
}

/**
 * 'Aggiungi a Google Calendar' and the .ics download, for an event still to come.
 * The page is built once and read later: it is rendered with the build's clock (so the
 * browser hydrates the same markup), then checked against the visitor's clock after
 * mount, and an event that has ended in the meantime shows 'Evento concluso' instead.
 */
export const CalendarActions = ({ endDate, buildTime, googleHref, icsHref, icsFileName }: CalendarActionsProps) => {
  const { eventPage: words } = useDictionary();
  const [over, setOver] = React.useState(() => isEventOver(endDate, new Date(buildTime)));
  React.useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the visitor's clock only after hydration, which must match the build's markup
    if (isEventOver(endDate, new Date())) setOver(true);
  }, [endDate]);

  if (over) {
    return (
      // The height of the large buttons it replaces: the hero below does not move when it appears after mount.
      <Flex align="center" gap="3" px="5" h="11" borderRadius="full" bg="whiteAlpha.200" color="white" fontWeight="700" data-event-over="">
        <CalendarCheck size={20} aria-hidden="true" />
        <Text as="span">{words.over}</Text>
      </Flex>
    );
  }
  return (
    <>
      <ActionLink variant="cta" size="lg">
        <a href={googleHref} target="_blank" rel="noopener noreferrer">
          <CalendarPlus aria-hidden="true" />
          {words.addToGoogleCalendar}
          <NewTabNotice />
        </a>
      </ActionLink>
      <ActionLink variant="onDark" size="lg">
        <a href={icsHref} download={icsFileName} type="text/calendar">
          <Download aria-hidden="true" />
          {words.downloadIcs}
        </a>
      </ActionLink>
    </>
  );
};
