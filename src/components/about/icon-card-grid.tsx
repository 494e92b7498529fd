import * as React from "react";
import { Box, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { ContentIcon } from "../icons/content-icon";

export interface IconCardItem {
  jsonId: string;
  title: string;
  description: string;
  icon: string;
}

/** Values and partner categories: an icon, a title and a sentence each. */
export const IconCardGrid = ({ items, columns }: { items: readonly IconCardItem[]; columns: 3 | 4 }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: columns }} gap="5">
    {items.map((item) => (
      <Box as="li" key={item.jsonId} p="7" bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.200" boxShadow="xs">
        <Flex align="center" justify="center" w="12" h="12" borderRadius="xl" bg="brand.solid" color="accent.onDark">
          <ContentIcon name={item.icon} size={24} />
        </Flex>
        <Heading as="h3" fontSize="lg" fontWeight="800" mt="5">
          {item.title}
        </Heading>
        <Text mt="2" color="text.muted" fontSize="sm" lineHeight="1.7">
          {item.description}
        </Text>
      </Box>
    ))}
  </SimpleGrid>
);
