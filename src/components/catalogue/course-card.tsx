import * as React from "react";
import { graphql, Link as GatsbyLink } from "gatsby";
import { Box, Flex, Heading, HStack, Text } from "@chakra-ui/react";
import { coursePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { useDictionary, useFormats, useLocale } from "../../i18n/locale-context";
import { cardLinkStyle } from "./card-link";
import { CardFacts } from "./card-facts";
import { StaticContent } from "../../start-up";
import { BarChart3, Clock, MonitorSmartphone } from "lucide-react";
import type { CourseLabels } from "../../lib/catalogue/labels";

export const courseCardFragment = graphql`
  fragment CourseCard on Course {
    jsonId
    slug
    title
    description
    durationHours
    level
    mode
    priceEur
    category
  }
`;

/** The choices a course's ids point to, in the page's language (the query declares `$locale`) and the editors' order, as the catalogue's filters list them. */
export const courseChoiceListsFragment = graphql`
  fragment CourseChoiceLists on Query {
    allCourseCategory(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        jsonId
        label
      }
    }
    allCourseLevel(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        jsonId
        label
      }
    }
    allCourseMode(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        jsonId
        label
      }
    }
  }
`;

const Fact = ({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) => (
  <HStack as="li" gap="2" fontSize="sm" color="text">
    <Box color="brand.fg" aria-hidden="true">
      {icon}
    </Box>
    <Text as="span">
      <Box as="span" srOnly>
        {label}:{" "}
      </Box>
      {children}
    </Text>
  </HStack>
);

/** What the card shows; rendered by the server, and in the browser only when the card mounts after the first load. */
const CourseCardContent = ({ course, labels }: { course: Queries.CourseCardFragment; labels: CourseLabels }) => {
  const locale = useLocale();
  const { formatEuro, formatHours } = useFormats();
  const { facts, shared } = useDictionary();
  return (
    <>
      <Text as="p" fontSize="xs" fontWeight="800" letterSpacing="0.08em" textTransform="uppercase" color="accent.fg">
        {labels.categories.get(course.category) ?? course.category}
      </Text>
      <Heading as="h3" fontSize="xl" fontWeight="800" lineHeight="1.25">
        <Box asChild {...cardLinkStyle}>
          <GatsbyLink to={coursePath(course.slug, locale)}>{course.title}</GatsbyLink>
        </Box>
      </Heading>
      <Text color="text.muted" fontSize="sm" lineHeight="1.65">
        {course.description}
      </Text>
      <CardFacts columnGap="5" rowGap="2">
        <Fact icon={<Clock size={16} />} label={facts.duration}>
          {formatHours(course.durationHours)}
        </Fact>
        <Fact icon={<BarChart3 size={16} />} label={facts.level}>
          {labels.levels.get(course.level) ?? course.level}
        </Fact>
        <Fact icon={<MonitorSmartphone size={16} />} label={facts.mode}>
          {labels.modes.get(course.mode) ?? course.mode}
        </Fact>
      </CardFacts>
      <Text as="p" fontSize="2xl" fontWeight="800" color="brand.fg" lineHeight="1">
        <Box as="span" srOnly>
          {facts.priceWithColon}{" "}
        </Box>
        {formatEuro(course.priceEur)}
        <Text as="span" fontSize="sm" fontWeight="600" color="text.muted">
          {" "}
          {shared.plusVatPerParticipant}
        </Text>
      </Text>
    </>
  );
};

/**
 * A course as the catalogue lists it: what, for whom, how long, how, how much; the whole card opens its page.
 * The list item is a plain element and `hidden` (the catalogue's filters) all that changes on it; the card
 * inside is static (StaticContent), so hydrating the catalogue computes no style of the cards'. Memo keeps
 * a filter change from rendering the other cards again.
 */
export const CourseCard = React.memo(({ course, labels, hidden = false }: { course: Queries.CourseCardFragment; labels: CourseLabels; hidden?: boolean }) => (
  <li hidden={hidden} data-course={course.jsonId}>
    <StaticContent>
      <Flex
        position="relative"
        direction="column"
        gap="4"
        h="full"
        p="7"
        bg="white"
        borderRadius="2xl"
        borderWidth="1px"
        borderColor="gray.200"
        boxShadow="xs"
        transition="box-shadow 0.2s, border-color 0.2s"
        _hover={{ boxShadow: "md", borderColor: "gray.300" }}
      >
        <CourseCardContent course={course} labels={labels} />
      </Flex>
    </StaticContent>
  </li>
));
CourseCard.displayName = "CourseCard";
