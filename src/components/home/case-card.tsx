import * as React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Badge, Box, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import type { CountUpPhase } from "../../hooks/use-count-up-trigger";
import { AnimatedNumber } from "../shared/animated-number";
import { ActionLink } from "../ui/action-link";
import { useDictionary } from "../../i18n/locale-context";

// The image is 640 px at most: wider than the widest column it sits in (584 px, two columns in the
// 7xl container), so it fills the column and its rounded box instead of stopping short of both.
export const caseStudyFragment = graphql`
  fragment CaseStudyItem on CaseStudy {
    jsonId
    title
    sector
    metric
    unit
    prefix
    description
    detail
    accentColor
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.333, layout: CONSTRAINED)
      }
    }
  }
`;

interface CaseCardProps {
  item: Queries.CaseStudyItemFragment;
  index: number;
  total: number;
  phase: CountUpPhase;
}

/** The typographic minus for negative results ("−28%"), which a hyphen only imitates. */
const displayPrefix = (prefix: string) => (prefix === "-" ? "−" : prefix);

/** One case study: which case, sector, story and the result it measured. */
export const CaseCard = React.forwardRef<HTMLDivElement, CaseCardProps & React.HTMLAttributes<HTMLDivElement>>(function CaseCard(
  { item, index, total, phase, ...rest },
  ref,
) {
  const image = item.image ? getImage(item.image.childImageSharp) : undefined;
  const { cases: words } = useDictionary().home;
  return (
    <Grid
      ref={ref}
      as="article"
      data-case={item.jsonId}
      templateColumns={{ base: "1fr", md: "1fr 1fr" }}
      gap={{ base: "6", md: "12" }}
      alignItems="center"
      aria-labelledby={`caso-${item.jsonId}`}
      {...rest}
    >
      <Box borderRadius="2xl" overflow="hidden" order={{ md: index % 2 }} w="full" justifySelf="center" data-case-image="">
        {image && <GatsbyImage image={image} alt={item.imageAlt} />}
      </Box>
      <Stack gap="4">
        <Text as="p" fontSize="sm" fontWeight="700" color="text.muted" data-case-counter="">
          {words.counter(String(index + 1), String(total))}
        </Text>
        <Badge alignSelf="flex-start" colorPalette="blue" variant="subtle" size="lg">
          {item.sector}
        </Badge>
        <Heading as="h3" id={`caso-${item.jsonId}`} fontSize={{ base: "2xl", md: "3xl" }} fontWeight="800">
          {item.title}
        </Heading>
        <Text color="text.muted">{item.detail}</Text>
        <Box>
          <Text as="p" fontSize="5xl" fontWeight="800" lineHeight="1" color="brand.fg" data-case-metric="">
            {displayPrefix(item.prefix)}
            <AnimatedNumber value={item.metric} phase={phase} />
            {item.unit}
          </Text>
          <Text as="p" fontWeight="600" mt="1">
            {item.description}
          </Text>
        </Box>
        <ActionLink variant="cta" size="lg" alignSelf="flex-start" cta="home-case">
          <a href="#contatti">{words.readCase}</a>
        </ActionLink>
      </Stack>
    </Grid>
  );
});
