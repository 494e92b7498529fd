import * as React from "react";
import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { ContentIcon } from "../icons/content-icon";

export interface CardGridItem {
  key: string;
  title: string;
  text?: string | null;
  icon?: string | null;
  /** A short line above the title (a year, a category…). */
  kicker?: string | null;
}

/** A responsive grid of simple titled cards, for the many short lists of the inner pages. */
export const CardGrid = ({ items, columns = 3, tone = "light" }: { items: readonly CardGridItem[]; columns?: 2 | 3 | 4; tone?: "light" | "dark" }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: columns }} gap="6">
    {items.map((item) => (
      <Box
        as="li"
        key={item.key}
        p="7"
        borderRadius="2xl"
        bg={tone === "dark" ? "whiteAlpha.100" : "white"}
        borderWidth="1px"
        borderColor={tone === "dark" ? "whiteAlpha.200" : "gray.200"}
      >
        {item.icon && (
          <Box color={tone === "dark" ? "accent.onDark" : "brand.fg"} mb="4">
            <ContentIcon name={item.icon} size={28} />
          </Box>
        )}
        {item.kicker && (
          <Text as="p" fontWeight="800" color={tone === "dark" ? "accent.onDark" : "accent.fg"} mb="1">
            {item.kicker}
          </Text>
        )}
        <Heading as="h3" fontSize="lg" fontWeight="800">
          {item.title}
        </Heading>
        {item.text && (
          <Text mt="2" color={tone === "dark" ? "text.onDarkMuted" : "text.muted"}>
            {item.text}
          </Text>
        )}
      </Box>
    ))}
  </SimpleGrid>
);
