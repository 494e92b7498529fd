import * as React from "react";
import { Tabs, useTabs } from "@chakra-ui/react";
import { HydrationBoundary } from "../../start-up";

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterTabsProps {
  /** Names the tab list for screen readers (e.g. "Categorie dei corsi"). */
  label: string;
  /** Prefix of the ids of the list, its tabs and the panel (e.g. "corsi"). */
  idPrefix: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /**
   * Between the tabs and the results: further filters, the number of results. A part hydrated on its
   * own, outside the tabs' context: it reads the filters from the address itself (useAddressSearch) and
   * must be the same element at every render (useMemo), so a tab pressed before it hydrates leaves it alone.
   */
  toolbar?: React.ReactNode;
  /** The filtered results, shown as the panel of the selected tab. */
  children: React.ReactNode;
}

/**
 * A filter shown as tabs (the WAI-ARIA tabs pattern, from Chakra/Ark): one tab stop for
 * the whole list, Left/Right arrows move and select, Home and End jump to the ends.
 * Every tab shows the same list filtered, so there is one panel, labelled by the
 * selected tab; the others point to no panel (Ark sets aria-controls on the selected one only).
 *
 * The tab list and the panel each sit in a provider of the same tabs machine (useTabs), with the
 * toolbar between them and outside both: a press on a tab changes the machine's context, and a
 * context change around a part React has not hydrated yet would make it drop that part's HTML.
 */
export const FilterTabs = ({ label, idPrefix, value, options, onChange, toolbar, children }: FilterTabsProps) => {
  const tabs = useTabs({
    value,
    onValueChange: (details) => onChange(details.value),
    ids: { root: `${idPrefix}-filtri`, list: `${idPrefix}-schede`, trigger: (v) => `${idPrefix}-scheda-${v}`, content: (v) => `${idPrefix}-risultati-${v}` },
  });
  const toolbarPart = React.useMemo(() => toolbar && <HydrationBoundary>{toolbar}</HydrationBoundary>, [toolbar]);
  return (
    <>
      <Tabs.RootProvider value={tabs} variant="plain">
        <Tabs.List aria-label={label} display="flex" flexWrap="wrap" gap="2">
          {options.map((option) => (
            <Tabs.Trigger
              key={option.value}
              value={option.value}
              h="11"
              px="5"
              borderRadius="full"
              borderWidth="1px"
              borderColor="gray.300"
              bg="white"
              color="text"
              fontWeight="700"
              fontSize="sm"
              cursor="pointer"
              transition="background-color 0.15s, border-color 0.15s, color 0.15s"
              _hover={{ borderColor: "brand.fg" }}
              _selected={{ bg: "brand.solid", color: "white", borderColor: "brand.solid" }}
            >
              {option.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.RootProvider>
      {toolbarPart}
      {/* The machine's root id belongs to the list's provider: this one has its own. */}
      <Tabs.RootProvider value={tabs} variant="plain" id={`${idPrefix}-filtri-risultati`}>
        <Tabs.Content value={value} p="0" mt="8" borderRadius="2xl" _focusVisible={{ outlineOffset: "6px" }}>
          {children}
        </Tabs.Content>
      </Tabs.RootProvider>
    </>
  );
};
