import * as React from "react";
import { Box, Container, Heading, Text, useRecipe } from "@chakra-ui/react";
import { HydrationBoundary, StaticContent } from "../../start-up";

interface SectionProps {
  /** The anchor other pages and buttons link to (e.g. "contatti"). */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  tone?: "light" | "soft" | "dark";
  children?: React.ReactNode;
}

/** A titled section of a page, reachable by its anchor. */
export const Section = ({ id, eyebrow, title, lead, tone = "light", children }: SectionProps) => {
  const section = useRecipe({ key: "section" });
  const eyebrowStyle = useRecipe({ key: "eyebrow" });
  const headingId = `${id}-titolo`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} css={section({ tone })}>
      <Container maxW="7xl">
        <Box maxW="3xl" mb={children ? { base: "10", md: "14" } : undefined}>
          <StaticContent>
            {eyebrow && (
              <Text as="p" css={eyebrowStyle({ tone: tone === "dark" ? "dark" : "light" })}>
                {eyebrow}
              </Text>
            )}
            <Heading as="h2" id={headingId} fontSize={{ base: "3xl", md: "5xl" }} lineHeight="1.1" mt="3" fontWeight="800">
              {title}
            </Heading>
            {lead && (
              <Text fontSize={{ base: "md", md: "lg" }} mt="5" color={tone === "dark" ? "text.onDarkMuted" : "text.muted"}>
                {lead}
              </Text>
            )}
          </StaticContent>
        </Box>
        {/* Hydrated on its own: a press in one section does not wait for the others. */}
        {children && <HydrationBoundary>{children}</HydrationBoundary>}
      </Container>
    </Box>
  );
};
