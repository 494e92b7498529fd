import * as React from "react";
import { graphql } from "gatsby";
import { Box, Text } from "@chakra-ui/react";
import type { CountUpPhase } from "../../hooks/use-count-up-trigger";
import { AnimatedNumber } from "./animated-number";

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

const FINAL: CountUpPhase = { kind: "final" };

/**
 * One figure with its label. The server renders the final value, so it is there
 * without JavaScript; figures marked `animated` in the data count up with `phase`.
 */
export const StatFigure = ({ stat, phase = FINAL }: { stat: Queries.StatItemFragment; phase?: CountUpPhase }) => (
  <Box data-stat={stat.jsonId}>
    <Text as="p" fontSize={{ base: "4xl", md: "5xl" }} fontWeight="800" lineHeight="1" color="accent.onDark">
      {stat.prefix}
      <AnimatedNumber value={stat.value} phase={stat.animated ? phase : FINAL} />
      {/* A word ("settimane") reads as a unit, smaller than the figure; "+" and "%" stay figure-sized. */}
      {stat.suffix && stat.suffix.trim().length > 1 ? (
        <Text as="span" fontSize="0.5em" fontWeight="700">
          {stat.suffix}
        </Text>
      ) : (
        stat.suffix
      )}
    </Text>
    <Text as="p" mt="2" color="text.onDarkMuted" fontWeight="600">
      {stat.label}
    </Text>
  </Box>
);
