import * as React from "react";
import { Box, Flex, Heading, SimpleGrid, Text, type SimpleGridProps } from "@chakra-ui/react";
import { ContentIcon } from "../icons/content-icon";

export interface IconCardItem {
  readonly jsonId: string;
  readonly title: string;
  readonly description: string;
  readonly icon: string;
}

interface IconCardGridProps<T extends IconCardItem> {
  items: readonly T[];
  columns: SimpleGridProps["columns"];
  titleSize?: "lg" | "xl";
  /** Pinned to the bottom of the card, so the footers of a row line up however long the descriptions. */
  footer?: (item: T) => React.ReactNode;
}

const cardStyle = { p: "7", bg: "white", borderRadius: "2xl", borderWidth: "1px", borderColor: "gray.200", boxShadow: "xs" } as const;

/** Cards of an icon, a title and a sentence: the firm's values and partner categories, the event services. */
export const IconCardGrid = <T extends IconCardItem>({ items, columns, titleSize = "lg", footer }: IconCardGridProps<T>) => (
  <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="5">
    {items.map((item) => {
      const body = (
        <>
          <Flex align="center" justify="center" w="12" h="12" borderRadius="xl" bg="brand.solid" color="accent.onDark">
            <ContentIcon name={item.icon} size={24} />
          </Flex>
          <Heading as="h3" fontSize={titleSize} fontWeight="800" mt="5">
            {item.title}
          </Heading>
          <Text mt="2" color="text.muted" fontSize="sm" lineHeight="1.7">
            {item.description}
          </Text>
        </>
      );
      return footer ? (
        <Flex as="li" key={item.jsonId} direction="column" {...cardStyle}>
          {body}
          {footer(item)}
        </Flex>
      ) : (
        <Box as="li" key={item.jsonId} {...cardStyle}>
          {body}
        </Box>
      );
    })}
  </SimpleGrid>
);
