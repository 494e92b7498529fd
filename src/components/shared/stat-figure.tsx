import * as React from "react";
import { graphql } from "gatsby";
import { Box, Text } from "@chakra-ui/react";
import { formatNumber } from "../../lib/format/italian";

export const statFragment = graphql`
  fragment StatItem on Stat {
    jsonId
    value
    prefix
    suffix
    label
    animated
  }
`;

/** One figure with its label. The server renders the final value, so it is there without JavaScript. */
export const StatFigure = ({ stat, tone = "dark" }: { stat: Queries.StatItemFragment; tone?: "dark" | "light" }) => (
  <Box>
    <Text as="p" fontSize={{ base: "4xl", md: "5xl" }} fontWeight="800" lineHeight="1" color={tone === "dark" ? "accent.onDark" : "brand.fg"}>
      {stat.prefix}
      {formatNumber(stat.value)}
      {/* A word ("settimane") reads as a unit, smaller than the figure; "+" and "%" stay figure-sized. */}
      {stat.suffix && stat.suffix.trim().length > 1 ? (
        <Text as="span" fontSize="0.5em" fontWeight="700">
          {stat.suffix}
        </Text>
      ) : (
        stat.suffix
      )}
    </Text>
    <Text as="p" mt="2" color={tone === "dark" ? "text.onDarkMuted" : "text.muted"} fontWeight="600">
      {stat.label}
    </Text>
  </Box>
);
