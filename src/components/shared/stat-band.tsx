import * as React from "react";
import { Box, Container, SimpleGrid } from "@chakra-ui/react";
import { useCountUpTrigger } from "../../hooks/use-count-up-trigger";
import { StatFigure } from "./stat-figure";
import { hydratedOnItsOwn } from "../../start-up";

interface StatBandProps {
  /** Names the band for screen readers, and the count-up (it plays once per band). */
  label: string;
  stats: readonly Queries.StatItemFragment[];
  /** Visually hidden heading, when the band is a section of its own. */
  heading?: React.ReactNode;
  id?: string;
}

/** A dark band of figures that count up the first time it is seen (home, Academy, Eventi). */
export const StatBand = hydratedOnItsOwn("StatBand", ({ label, stats, heading, id }: StatBandProps) => {
  const { ref, phase } = useCountUpTrigger<HTMLDivElement>(`figures:${label}`);
  return (
    <Box as="section" id={id} aria-label={heading ? undefined : label} bg="surface.dark" color="text.onDark" py={{ base: "14", md: "20" }}>
      <Container maxW="7xl" ref={ref}>
        {heading}
        <SimpleGrid columns={{ base: 2, lg: 4 }} gap="8">
          {stats.map((stat) => (
            <StatFigure key={stat.jsonId} stat={stat} phase={phase} />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
});
