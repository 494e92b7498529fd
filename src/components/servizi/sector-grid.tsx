import * as React from "react";
import { Flex, SimpleGrid, Text } from "@chakra-ui/react";
import { ContentIcon } from "../icons/content-icon";

/** The sectors the firm knows from the inside, as a grid of tiles. */
export const SectorGrid = ({ sectors }: { sectors: readonly { jsonId: string; name: string; icon: string }[] }) => (
  <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 4 }} gap={{ base: "3", md: "5" }}>
    {sectors.map((sector) => (
      <Flex
        as="li"
        key={sector.jsonId}
        direction="column"
        gap="4"
        p={{ base: "5", md: "6" }}
        bg="white"
        borderRadius="2xl"
        borderWidth="1px"
        borderColor="gray.200"
        transition="border-color 0.2s, transform 0.2s"
        _hover={{ borderColor: "brand.emphasized" }}
      >
        <Flex align="center" justify="center" w="12" h="12" borderRadius="xl" bg="brand.subtle" color="brand.fg">
          <ContentIcon name={sector.icon} size={24} />
        </Flex>
        <Text as="span" fontWeight="800" fontSize={{ base: "md", md: "lg" }} lineHeight="1.3">
          {sector.name}
        </Text>
      </Flex>
    ))}
  </SimpleGrid>
);
