import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ArrowDown } from "lucide-react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { StatBand } from "../components/shared/stat-band";
import { Seo } from "../components/layout/seo";
import { trailTo } from "../lib/seo/breadcrumbs";
import { localeOfPageContext, pageLanguage, useDictionary } from "../i18n/locale-context";
import { courseJsonLd } from "../lib/seo/structured-data";
import { labelOf } from "../lib/catalogue/labels";
import { useSiteSettings } from "../hooks/use-site-settings";
import { ActionLink } from "../components/ui/action-link";
import { RotatingKeywords } from "../components/academy/rotating-keywords";
import { CourseCatalogue } from "../components/academy/course-catalogue";
import { CustomPathRequest } from "../components/academy/custom-path-request";
import { TeacherGrid } from "../components/academy/teacher-grid";
import { NewsletterBox } from "../components/academy/newsletter-box";
import { TestimonialGrid } from "../components/catalogue/testimonial-card";
import { StaticContent } from "../start-up";

const AcademyPage = ({ data, location }: PageProps<Queries.AcademyPageQuery>) => {
  const { academyPage: words, shared } = useDictionary();
  const page = data.pageContent;
  if (!page) return null;
  const keywords = page.heroKeywords ?? [];
  return (
    <>
      <PageHero intro={page}>
        {keywords.length > 1 && <RotatingKeywords prefix={words.keywordsPrefix} words={keywords} />}
        <ActionLink variant="cta" size="lg">
          <a href="#corsi">
            {words.discoverCourses}
            <ArrowDown aria-hidden="true" />
          </a>
        </ActionLink>
        <ActionLink variant="onDark" size="lg" cta="academy-hero">
          <a href="#personalizzati">{shared.customPathRequest}</a>
        </ActionLink>
      </PageHero>
      <StatBand label={words.inFigures} stats={data.allStat.nodes} />
      <Section id="corsi" tone="soft" eyebrow={words.courses.eyebrow} title={words.courses.title} lead={words.courses.lead}>
        <CourseCatalogue
          courses={data.allCourse.nodes}
          categories={data.allCourseCategory.nodes}
          levels={data.allCourseLevel.nodes}
          modes={data.allCourseMode.nodes}
          location={location}
        />
      </Section>
      <Section id="personalizzati" eyebrow={words.custom.eyebrow} title={words.custom.title}>
        <CustomPathRequest categories={data.allCourseCategory.nodes} modes={data.allCourseMode.nodes} />
      </Section>
      <Section id="docenti" tone="soft" eyebrow={words.teachers.eyebrow} title={words.teachers.title} lead={words.teachers.lead}>
        <StaticContent>
          <TeacherGrid teachers={data.allTeacher.nodes} />
        </StaticContent>
      </Section>
      <Section id="testimonianze" eyebrow={shared.testimonials} title={words.testimonials.title}>
        <StaticContent>
          <TestimonialGrid items={data.allTestimonial.nodes} />
        </StaticContent>
      </Section>
      <NewsletterBox />
    </>
  );
};

export default AcademyPage;

export const query = graphql`
  query AcademyPage($locale: String!) {
    pageContent(jsonId: { eq: "academy" }, locale: { eq: $locale }) {
      ...PageIntro
      heroKeywords
    }
    allStat(filter: { group: { eq: "academy" }, locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...StatItem
      }
    }
    allCourse(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...CourseCard
      }
    }
    ...CourseChoiceLists
    coursesForSearch: allCourse(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        title
        description
        priceEur
        durationHours
        mode
        category
        level
        teachingLanguage
      }
    }
    allTeacher(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...TeacherCard
      }
    }
    allTestimonial(filter: { page: { eq: "academy" }, locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...TestimonialCard
      }
    }
  }
`;

export const Head: HeadFC<Queries.AcademyPageQuery> = ({ data, location, pageContext }) => {
  const site = useSiteSettings(localeOfPageContext(pageContext));
  const courses = data.coursesForSearch.nodes.map((course) =>
    courseJsonLd(
      { ...course, categoryLabel: labelOf(data.allCourseCategory.nodes, course.category), levelLabel: labelOf(data.allCourseLevel.nodes, course.level) },
      site,
    ),
  );
  return (
    <Seo
      language={pageLanguage(pageContext)}
      title={data.pageContent?.title ?? ""}
      description={data.pageContent?.description ?? ""}
      pathname={location.pathname}
      breadcrumbs={trailTo(localeOfPageContext(pageContext), "academy")}
      jsonLd={courses}
    />
  );
};
