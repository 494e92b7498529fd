import * as React from "react";
import { Box, Flex, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { useDictionary } from "../../i18n/locale-context";

/**
 * The four phases of every engagement as a numbered sequence: a line runs through the
 * numbers across the row on wide screens and down the side on small ones.
 */
export const ProcessSteps = ({ steps }: { steps: readonly { jsonId: string; title: string; description: string }[] }) => {
  const { servicesPage: words } = useDictionary();
  return (
    <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, lg: steps.length }} gap={{ base: "8", lg: "6" }} position="relative">
      {steps.map((step, index) => (
        <Flex as="li" key={step.jsonId} direction={{ base: "row", lg: "column" }} gap={{ base: "5", lg: "6" }} position="relative">
          {/* The connecting line, from this step's number to the next one's. */}
          {index < steps.length - 1 && (
            <Box
              aria-hidden="true"
              position="absolute"
              bg="brand.emphasized"
              top={{ base: "14", lg: "7" }}
              left={{ base: "7", lg: "14" }}
              w={{ base: "line", lg: "calc(100% - {sizes.14} + {spacing.6})" }}
              h={{ base: "calc(100% - {sizes.14} + {spacing.8})", lg: "line" }}
            />
          )}
          <Flex
            align="center"
            justify="center"
            flexShrink={0}
            w="14"
            h="14"
            borderRadius="full"
            bg={index === 0 ? "brand.solid" : "white"}
            color={index === 0 ? "white" : "brand.fg"}
            borderWidth="2px"
            borderColor="brand.solid"
            fontWeight="800"
            fontSize="lg"
            position="relative"
            zIndex="1"
          >
            <Box as="span" srOnly>
              {words.phase}{" "}
            </Box>
            {String(index + 1).padStart(2, "0")}
          </Flex>
          <Box pt={{ base: "2", lg: "0" }}>
            <Heading as="h3" fontSize="xl" fontWeight="800">
              {step.title}
            </Heading>
            <Text mt="2" color="text.muted" lineHeight="1.7">
              {step.description}
            </Text>
          </Box>
        </Flex>
      ))}
    </SimpleGrid>
  );
};
