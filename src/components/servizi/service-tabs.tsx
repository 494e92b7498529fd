import * as React from "react";
import { Box, Tabs, Text } from "@chakra-ui/react";
import { useAddressQuery, writeAddressQuery } from "../../start-up";
import { scrollBehavior } from "../../lib/scroll/scroll-behavior";
import { parseServiceIndex, withParams } from "../../lib/catalogue/query-state";
import { OtherServices } from "./other-services";
import { ServiceIcon, ServicePanel } from "./service-panel";
import { useDictionary } from "../../i18n/locale-context";

const LIST_ID = "servizi-schede";
const triggerId = (value: string) => `servizio-scheda-${value}`;
const panelId = (value: string) => `servizio-pannello-${value}`;

interface ServiceTabsProps {
  services: readonly Queries.ServiceDetailFragment[];
  /** Gatsby's location: a navigation to this page with another `?service=` changes the tab. */
  location: { search: string; key?: string };
  /** The anchor at the bottom of the page every service's call to action leads to. */
  ctaTarget: string;
}

interface PanelBodyProps {
  services: readonly Queries.ServiceDetailFragment[];
  index: number;
  ctaTarget: string;
  onSelect: (index: number) => void;
}

/**
 * What a panel shows. Nothing in it depends on which tab is selected, so a tab press renders
 * only the tabs themselves: on a phone, rendering three panels of cards again would be most of
 * the first press's own work.
 */
const PanelBody = React.memo(function PanelBody({ services, index, ctaTarget, onSelect }: PanelBodyProps) {
  return (
    <ServicePanel service={services[index]} ctaTarget={ctaTarget}>
      <OtherServices services={services} current={index} onSelect={onSelect} />
    </ServicePanel>
  );
});

/**
 * The three services as tabs (WAI-ARIA tabs pattern, Chakra/Ark): one tab stop, Left/Right
 * arrows move and select, Home/End jump to the ends. `?service=<n>` chooses the tab; each
 * choice is a new history entry, so the address can be shared and Back goes to the
 * previous service. Every panel is in the HTML (the inactive ones `hidden`), so crawlers
 * read all three; the server renders the first selected and the address is applied after
 * hydration, below the hero, where the switch moves nothing the visitor is looking at.
 */
export const ServiceTabs = ({ services, location, ctaTarget }: ServiceTabsProps) => {
  const { servicesPage: words } = useDictionary();
  const search = useAddressQuery(location);
  const current = parseServiceIndex(search, services.length);

  const select = React.useCallback((index: number) => {
    if (index < 0) return;
    writeAddressQuery(withParams(window.location.search, { service: String(index) }), "push");
  }, []);

  // From the cards under a panel: switch, bring the tabs into view and put the focus on the chosen tab.
  // Stable, so that a switch leaves the panels' contents alone (PanelBody is memoised).
  const selectFromCard = React.useCallback(
    (index: number) => {
      select(index);
      document.getElementById(LIST_ID)?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
      document.getElementById(triggerId(services[index].jsonId))?.focus({ preventScroll: true });
    },
    [select, services],
  );

  return (
    <Tabs.Root
      value={services[current].jsonId}
      onValueChange={(details) => select(services.findIndex((service) => service.jsonId === details.value))}
      variant="plain"
      ids={{ root: "servizi-tabs", list: LIST_ID, trigger: triggerId, content: panelId }}
    >
      <Tabs.List
        aria-label={words.chooseService}
        display="grid"
        gridTemplateColumns={`repeat(${services.length}, minmax(0, 1fr))`}
        gap={{ base: "2", md: "3" }}
        p={{ base: "1.5", md: "2" }}
        bg="surface.soft"
        borderRadius="2xl"
      >
        {services.map((service) => (
          <Tabs.Trigger
            key={service.jsonId}
            value={service.jsonId}
            h="auto"
            minH={{ base: "24", md: "20" }}
            py={{ base: "3", md: "4" }}
            px={{ base: "2", md: "5" }}
            display="flex"
            flexDirection={{ base: "column", md: "row" }}
            alignItems="center"
            justifyContent={{ base: "center", md: "flex-start" }}
            gap={{ base: "2", md: "4" }}
            borderRadius="xl"
            color="text.muted"
            fontWeight="700"
            textAlign={{ base: "center", md: "start" }}
            whiteSpace="normal"
            cursor="pointer"
            transition="background-color 0.2s, color 0.2s, box-shadow 0.2s"
            _hover={{ color: "text", bg: "whiteAlpha.700" }}
            _selected={{ bg: "white", color: "text", boxShadow: "md" }}
          >
            {/* Inside a button only phrasing content is allowed: spans, shown as blocks. */}
            <Box as="span" display={{ base: "none", sm: "block" }} aria-hidden="true">
              <ServiceIcon service={service} size="11" />
            </Box>
            <Text as="span" fontSize={{ base: "sm", md: "lg" }} lineHeight="1.25">
              {service.title}
            </Text>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {services.map((service, index) => (
        <Tabs.Content
          key={service.jsonId}
          value={service.jsonId}
          pt={{ base: "10", md: "14" }}
          pb="0"
          borderRadius="2xl"
          _focusVisible={{ outlineOffset: "8px" }}
          data-service-panel={index}
        >
          <PanelBody services={services} index={index} ctaTarget={ctaTarget} onSelect={selectFromCard} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
};
