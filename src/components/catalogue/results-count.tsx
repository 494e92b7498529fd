import * as React from "react";
import { Text, type TextProps } from "@chakra-ui/react";

/**
 * How many results the filters leave ("15 corsi"). A polite live region: screen
 * readers announce the new number after each change, without interrupting.
 */
export const ResultsCount = ({ children, ...rest }: { children: string } & Omit<TextProps, "children">) => (
  <Text as="p" role="status" aria-live="polite" aria-atomic="true" fontWeight="700" color="text" {...rest}>
    {children}
  </Text>
);
