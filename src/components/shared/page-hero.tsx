import * as React from "react";
import { graphql } from "gatsby";
import { Box, Container, Heading, Text, useRecipe } from "@chakra-ui/react";
import { hydratedOnItsOwn, StaticContent } from "../../start-up";

export const pageIntroFragment = graphql`
  fragment PageIntro on PageContent {
    title
    description
    eyebrow
    heading
    intro
  }
`;

interface PageHeroProps {
  intro: Pick<Queries.PageIntroFragment, "eyebrow" | "heading" | "intro">;
  /** Buttons or other actions under the introduction. */
  children?: React.ReactNode;
  id?: string;
  /** Decorative layers behind the text (the home page's parallax). */
  decoration?: React.ReactNode;
  /** Above the kicker: where the page sits in the site (a course or an event page's breadcrumbs). */
  breadcrumbs?: React.ReactNode;
}

/** The dark opening band of a page: kicker, the page's one h1, its lead paragraph. */
export const PageHero = hydratedOnItsOwn("PageHero", ({ intro, children, id, decoration, breadcrumbs }: PageHeroProps) => {
  const eyebrow = useRecipe({ key: "eyebrow" });
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby="titolo-pagina"
      bg="surface.dark"
      color="text.onDark"
      pt={{ base: "32", md: "40" }}
      pb={{ base: "16", md: "24" }}
      position="relative"
      overflow="hidden"
      // eslint-disable-next-line altura/design-tokens -- decorative glows: blue and teal at their own opacities, used nowhere else
      backgroundImage="radial-gradient(circle at 85% 20%, rgba(29, 78, 216, 0.45), transparent 55%), radial-gradient(circle at 10% 90%, rgba(15, 118, 110, 0.35), transparent 50%)"
    >
      {decoration}
      <Container maxW="7xl" position="relative">
        {breadcrumbs}
        <Box maxW="3xl">
          <StaticContent>
            <Text as="p" css={eyebrow({ tone: "dark" })}>
              {intro.eyebrow}
            </Text>
            <Heading as="h1" id="titolo-pagina" fontSize={{ base: "4xl", md: "6xl" }} lineHeight="1.05" mt="4" fontWeight="800">
              {intro.heading}
            </Heading>
            <Text fontSize={{ base: "lg", md: "xl" }} mt="6" color="text.onDarkMuted" maxW="2xl">
              {intro.intro}
            </Text>
          </StaticContent>
          {children ? (
            <Box mt="10" display="flex" flexWrap="wrap" gap="4">
              {children}
            </Box>
          ) : null}
        </Box>
      </Container>
    </Box>
  );
});
