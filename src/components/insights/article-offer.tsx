import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Box, Heading, SimpleGrid, Text } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { ActionLink } from "../ui/action-link";
import { CourseCard } from "../catalogue/course-card";
import type { CourseLabels } from "../../lib/catalogue/labels";
import { StaticContent } from "../../start-up";

interface ArticleOfferProps {
  service: { readonly title: string; readonly description: string };
  /** The service's place on the services page (`/servizi?service=<index>`). */
  serviceIndex: number;
  courses: readonly Queries.CourseCardFragment[];
  labels: CourseLabels;
}

/** What the firm sells that the article is about: its service, and the Academy's courses it names (both chosen by the editors). */
export const ArticleOffer = ({ service, serviceIndex, courses, labels }: ArticleOfferProps) => {
  const locale = useLocale();
  const { insights: words } = useDictionary();
  const offer = words.article.offer;
  return (
    <Box display="grid" gap={{ base: "10", md: "12" }} data-article-offer="">
      <StaticContent>
        <Box p={{ base: "6", md: "8" }} bg="brand.subtle" borderRadius="2xl" maxW="4xl">
          <Text as="p" fontSize="xs" fontWeight="800" letterSpacing="0.08em" textTransform="uppercase" color="accent.fg">
            {offer.service}
          </Text>
          <Heading as="h3" fontSize="2xl" fontWeight="800" mt="2">
            {service.title}
          </Heading>
          <Text color="text.muted" mt="3" lineHeight="1.7">
            {service.description}
          </Text>
          <Box mt="5">
            <ActionLink variant="outline" size="lg" colorPalette="gray" color="brand.fg" bg="white">
              <GatsbyLink to={`${routePath("servizi", locale)}?service=${serviceIndex}`}>
                {offer.discoverService(service.title)}
                <ArrowRight aria-hidden="true" />
              </GatsbyLink>
            </ActionLink>
          </Box>
        </Box>
      </StaticContent>
      {courses.length > 0 && (
        <Box>
          <StaticContent>
            <Text as="p" fontSize="xs" fontWeight="800" letterSpacing="0.08em" textTransform="uppercase" color="accent.fg" mb="4">
              {offer.courses}
            </Text>
          </StaticContent>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="6">
            {courses.map((course) => (
              <CourseCard key={course.jsonId} course={course} labels={labels} />
            ))}
          </SimpleGrid>
        </Box>
      )}
    </Box>
  );
};
