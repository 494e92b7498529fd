import * as React from "react";
import { graphql } from "gatsby";
import { Box, Flex, Heading, HStack, SimpleGrid, Text } from "@chakra-ui/react";
import { CheckCircle2 } from "lucide-react";
import { ContentIcon } from "../icons/content-icon";
import { Section } from "../shared/section";
import { useDictionary } from "../../i18n/locale-context";

export const methodStepFragment = graphql`
  fragment MethodStepItem on MethodStep {
    jsonId
    title
    description
    icon
  }
`;

/** 'Come lavoriamo': the four numbered steps of every engagement. */
export const MethodSteps = ({ steps }: { steps: readonly Queries.MethodStepItemFragment[] }) => {
  const { method: words } = useDictionary().home;
  return (
    <Section id="metodo" tone="soft" eyebrow={words.eyebrow} title={words.title} lead={words.lead}>
      <SimpleGrid as="ol" columns={{ base: 1, md: 2, xl: 4 }} gap="6" listStyleType="none">
        {steps.map((step, index) => (
          <Flex as="li" key={step.jsonId} direction="column" gap="4" bg="white" borderRadius="2xl" p="7" boxShadow="sm">
            <HStack justify="space-between">
              <Text as="span" fontSize="4xl" fontWeight="800" color="brand.fg" lineHeight="1">
                <Box as="span" srOnly>
                  {words.step}{" "}
                </Box>
                {String(index + 1).padStart(2, "0")}
              </Text>
              <Box color="brand.fg">
                <ContentIcon name={step.icon} size={28} />
              </Box>
            </HStack>
            <Heading as="h3" fontSize="xl" fontWeight="800">
              {step.title}
            </Heading>
            <Text color="text.muted">{step.description}</Text>
            <HStack mt="auto" gap="2" color="green.700" fontWeight="700" fontSize="sm">
              <CheckCircle2 size={18} aria-hidden="true" />
              <Text as="span">{words.stepDone}</Text>
            </HStack>
          </Flex>
        ))}
      </SimpleGrid>
    </Section>
  );
};
