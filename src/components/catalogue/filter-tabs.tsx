import * as React from "react";
import { Tabs } from "@chakra-ui/react";

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
  /** Between the tabs and the results: further filters, the number of results. */
  toolbar?: React.ReactNode;
  /** The filtered results, shown as the panel of the selected tab. */
  children: React.ReactNode;
}

/**
 * A filter shown as tabs (the WAI-ARIA tabs pattern, from Chakra/Ark): one tab stop for
 * the whole list, Left/Right arrows move and select, Home and End jump to the ends.
 * Every tab shows the same list filtered, so there is one panel, labelled by the
 * selected tab; the others point to no panel (Ark sets aria-controls on the selected one only).
 */
export const FilterTabs = ({ label, idPrefix, value, options, onChange, toolbar, children }: FilterTabsProps) => (
  <Tabs.Root
    value={value}
    onValueChange={(details) => onChange(details.value)}
    variant="plain"
    ids={{ root: `${idPrefix}-filtri`, list: `${idPrefix}-schede`, trigger: (v) => `${idPrefix}-scheda-${v}`, content: (v) => `${idPrefix}-risultati-${v}` }}
  >
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
    {toolbar}
    <Tabs.Content value={value} p="0" mt="8" borderRadius="2xl" _focusVisible={{ outlineOffset: "6px" }}>
      {children}
    </Tabs.Content>
  </Tabs.Root>
);
