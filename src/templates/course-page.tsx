import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Box, Flex, Heading, List, SimpleGrid, Text } from "@chakra-ui/react";
import { ArrowRight, BarChart3, Clock, Euro, FolderOpen, Languages, MonitorSmartphone } from "lucide-react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { Seo } from "../components/layout/seo";
import { useSiteSettings } from "../hooks/use-site-settings";
import { trailTo } from "../lib/seo/breadcrumbs";
import { courseJsonLd } from "../lib/seo/structured-data";
import { courseShareImage } from "../lib/share-images/share-image";
import { ActionLink } from "../components/ui/action-link";
import { Breadcrumbs } from "../components/detail/breadcrumbs";
import { FactList } from "../components/detail/fact-list";
import { TeacherGrid } from "../components/academy/teacher-grid";
import { CourseCard } from "../components/catalogue/course-card";
import { courseLabels, labelOf } from "../lib/catalogue/labels";
import { teachingLanguageToShow } from "../lib/catalogue/teaching-language";
import { coursePath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { localeOfPageContext, pageLanguage, useDictionary, useFormats, useLocale } from "../i18n/locale-context";
import { courseRequestMessage } from "../lib/forms/course-request";
import { ContactForm } from "../components/contact/contact-form";
import { StaticContent } from "../start-up";

/** The programme: numbered modules with their hours. */
type CourseModule = { readonly title: string; readonly description: string; readonly hours: number };

const Programme = ({ modules }: { modules: readonly CourseModule[] }) => {
  const { formatHours } = useFormats();
  const { coursePage: words } = useDictionary();
  return (
    // The column of the section's heading: a full-width card would leave a short description a line of 100 characters.
    <Box as="ol" listStyleType="none" m="0" p="0" display="grid" gap="4" maxW="3xl" data-programme="">
      {modules.map((module, index) => (
        <Flex
          as="li"
          key={module.title}
          // On phones the number sits above the title, so the text has the card's whole width.
          direction={{ base: "column", sm: "row" }}
          gap={{ base: "3", sm: "4", md: "6" }}
          p={{ base: "5", md: "7" }}
          bg="white"
          borderRadius="2xl"
          borderWidth="1px"
          borderColor="gray.200"
        >
          <Flex
            aria-hidden="true"
            flexShrink={0}
            align="center"
            justify="center"
            w="11"
            h="11"
            borderRadius="full"
            bg="brand.solid"
            color="white"
            fontWeight="800"
          >
            {index + 1}
          </Flex>
          <Box>
            <Heading as="h3" fontSize="lg" fontWeight="800" lineHeight="1.3">
              <Box as="span" srOnly>
                {words.programme.module(String(index + 1))}
              </Box>
              {module.title}
            </Heading>
            <Text fontSize="sm" fontWeight="700" color="accent.fg" mt="1">
              {formatHours(module.hours)}
            </Text>
            <Text color="text.muted" mt="2" lineHeight="1.7">
              {module.description}
            </Text>
          </Box>
        </Flex>
      ))}
    </Box>
  );
};

/** The section with the course's request form, where 'Chiedi informazioni' leads. */
const REQUEST_SECTION_ID = "informazioni";

const CoursePage = ({ data }: PageProps<Queries.CoursePageQuery>) => {
  const locale = useLocale();
  const { pageNames, coursePage: words, facts, shared } = useDictionary();
  const { formatEuro, formatHours } = useFormats();
  const course = data.course;
  if (!course) return null;
  const labels = courseLabels({
    categories: data.allCourseCategory.nodes,
    levels: data.allCourseLevel.nodes,
    modes: data.allCourseMode.nodes,
  });
  const category = labels.categories.get(course.category) ?? course.category;
  const otherLanguage = teachingLanguageToShow(course.teachingLanguage, locale);
  const related = data.related.nodes;
  return (
    <>
      <PageHero
        intro={{ eyebrow: category, heading: course.title, intro: course.description }}
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: pageNames.home, to: routePath("home", locale) },
              { label: pageNames.academy, to: routePath("academy", locale) },
              { label: course.title },
            ]}
          />
        }
      >
        {/* The course's own form, further down the page: a jump the browser makes at once. */}
        <ActionLink variant="cta" size="lg" cta="course-information">
          <a href={`#${REQUEST_SECTION_ID}`}>
            {words.askForInformation}
            <ArrowRight aria-hidden="true" />
          </a>
        </ActionLink>
        <ActionLink variant="onDark" size="lg">
          <a href="#programma">{words.seeProgramme}</a>
        </ActionLink>
      </PageHero>
      <Section id="in-breve" tone="soft" eyebrow={words.summary.eyebrow} title={words.summary.title}>
        <StaticContent>
          <FactList
            facts={[
              { term: facts.duration, icon: <Clock size={18} />, children: formatHours(course.durationHours) },
              { term: facts.level, icon: <BarChart3 size={18} />, children: labels.levels.get(course.level) ?? course.level },
              { term: facts.mode, icon: <MonitorSmartphone size={18} />, children: labels.modes.get(course.mode) ?? course.mode },
              {
                term: facts.price,
                icon: <Euro size={18} />,
                children: (
                  <>
                    {formatEuro(course.priceEur)}
                    <Text as="span" fontSize="sm" fontWeight="600" color="text.muted">
                      {" "}
                      {shared.plusVatPerParticipant}
                    </Text>
                  </>
                ),
              },
              { term: facts.area, icon: <FolderOpen size={18} />, children: category },
              ...(otherLanguage ? [{ term: facts.teachingLanguage, icon: <Languages size={18} />, children: facts.languageNames[otherLanguage] }] : []),
            ]}
          />
        </StaticContent>
      </Section>
      <Section
        id="programma"
        eyebrow={words.programme.eyebrow}
        title={words.programme.title}
        lead={words.programme.lead(course.modules.length, formatHours(course.durationHours))}
      >
        <StaticContent>
          <Programme modules={course.modules} />
        </StaticContent>
      </Section>
      <Section id="destinatari" tone="soft" eyebrow={words.audience.eyebrow} title={words.audience.title}>
        <StaticContent>
          <List.Root gap="3" ps="5" fontSize="lg" color="text" maxW="3xl" data-audience="">
            {course.audience.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
        </StaticContent>
      </Section>
      {course.teachers && course.teachers.length > 0 && (
        <Section id="docenti" eyebrow={course.teachers.length === 1 ? words.teachers.eyebrowOne : words.teachers.eyebrowMany} title={words.teachers.title}>
          <StaticContent>
            <TeacherGrid teachers={course.teachers} />
          </StaticContent>
        </Section>
      )}
      <Section id={REQUEST_SECTION_ID} tone="dark" eyebrow={words.request.eyebrow} title={words.request.title} lead={words.request.lead}>
        {/* Server-rendered with the course already named, so it reads right before any script. */}
        <Box maxW="3xl">
          <ContactForm initialMessage={courseRequestMessage(course.title, locale)} />
        </Box>
      </Section>
      {related.length > 0 && (
        <Section id="altri-corsi" tone="soft" eyebrow={words.related.eyebrow} title={words.related.title(category)}>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="6">
            {related.map((other) => (
              <CourseCard key={other.jsonId} course={other} labels={labels} />
            ))}
          </SimpleGrid>
        </Section>
      )}
    </>
  );
};

export default CoursePage;

export const query = graphql`
  query CoursePage($id: String!, $category: String!, $locale: String!) {
    course(id: { eq: $id }) {
      ...CourseCard
      teachingLanguage
      audience
      modules {
        title
        description
        hours
      }
      teachers {
        ...TeacherCard
      }
    }
    related: allCourse(filter: { category: { eq: $category }, id: { ne: $id }, locale: { eq: $locale } }, sort: { position: ASC }, limit: 3) {
      nodes {
        ...CourseCard
      }
    }
    ...CourseChoiceLists
  }
`;

// Courses have no picture of their own: the page shares its card, drawn at build (src/gatsby-node/share-images.ts).
export const Head: HeadFC<Queries.CoursePageQuery> = ({ data, location, pageContext }) => {
  const site = useSiteSettings(localeOfPageContext(pageContext));
  const course = data.course;
  if (!course) return <Seo language={pageLanguage(pageContext)} title="" description="" pathname={location.pathname} />;
  const locale = localeOfPageContext(pageContext);
  const path = coursePath(course.slug, locale);
  const categoryLabel = labelOf(data.allCourseCategory.nodes, course.category);
  return (
    <Seo
      language={pageLanguage(pageContext)}
      title={course.title}
      description={course.description}
      pathname={path}
      image={courseShareImage({ slug: course.slug, title: course.title, categoryLabel: categoryLabel ?? course.category }, locale)}
      breadcrumbs={trailTo(locale, "academy", { name: course.title, path })}
      jsonLd={[
        courseJsonLd(
          {
            ...course,
            path,
            categoryLabel,
            levelLabel: labelOf(data.allCourseLevel.nodes, course.level),
          },
          site,
        ),
      ]}
    />
  );
};
