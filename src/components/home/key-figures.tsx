import * as React from "react";
import { Box, Container, Heading, SimpleGrid } from "@chakra-ui/react";
import { StatFigure } from "../shared/stat-figure";

/** The firm's results in four figures. */
export const KeyFigures = ({ stats }: { stats: readonly Queries.StatItemFragment[] }) => (
  <Box as="section" aria-labelledby="numeri-titolo" bg="surface.dark" color="text.onDark" py={{ base: "14", md: "20" }} id="numeri">
    <Container maxW="7xl">
      <Heading as="h2" id="numeri-titolo" srOnly>
        I nostri numeri
      </Heading>
      <SimpleGrid columns={{ base: 2, lg: 4 }} gap="8">
        {stats.map((stat) => (
          <StatFigure key={stat.jsonId} stat={stat} />
        ))}
      </SimpleGrid>
    </Container>
  </Box>
);
