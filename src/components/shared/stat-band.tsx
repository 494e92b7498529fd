import * as React from "react";
import { Box, Container, SimpleGrid } from "@chakra-ui/react";
import { StatFigure } from "./stat-figure";

/** A dark band of figures under a page's opening (Academy, Eventi). */
export const StatBand = ({ label, stats }: { label: string; stats: readonly Queries.StatItemFragment[] }) => (
  <Box as="section" aria-label={label} bg="surface.darker" color="text.onDark" py="12">
    <Container maxW="7xl">
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="8">
        {stats.map((stat) => (
          <StatFigure key={stat.jsonId} stat={stat} />
        ))}
      </SimpleGrid>
    </Container>
  </Box>
);
