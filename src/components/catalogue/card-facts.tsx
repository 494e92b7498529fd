import * as React from "react";
import { Flex, type FlexProps } from "@chakra-ui/react";

/**
 * The facts at the foot of a catalogue card (a course's duration, level and mode; an article's author,
 * date and reading time): a wrapping list under a hairline, pushed to the card's bottom, so that the
 * cards of a row line their feet up. Each card sets the gaps and the type of its own facts. Its props
 * come before the foot's: Chakra writes the rules in the props' order, so a shorthand of the card's
 * (`m="0"`) never undoes the foot's `mt` and `pt`.
 */
export const CardFacts = ({ children, ...rest }: Omit<FlexProps, "as">) => (
  <Flex as="ul" listStyleType="none" wrap="wrap" {...rest} mt="auto" pt="4" borderTopWidth="1px" borderColor="gray.100">
    {children}
  </Flex>
);
