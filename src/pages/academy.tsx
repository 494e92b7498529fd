import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ArrowDown } from "lucide-react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { StatBand } from "../components/shared/stat-band";
import { Seo } from "../components/layout/seo";
import { trailTo } from "../lib/seo/breadcrumbs";
import { localeOfPageContext } from "../i18n/locale-context";
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
import { StaticContent } from "../components/shared/static-content";

const AcademyPage = ({ data, location }: PageProps<Queries.AcademyPageQuery>) => {
  const page = data.pageContent;
  if (!page) return null;
  const keywords = page.heroKeywords ?? [];
  return (
    <>
      <PageHero intro={page}>
        {keywords.length > 1 && <RotatingKeywords prefix="Formazione pratica su" words={keywords} />}
        <ActionLink variant="cta" size="lg">
          <a href="#corsi">
            Scopri i corsi
            <ArrowDown aria-hidden="true" />
          </a>
        </ActionLink>
        <ActionLink variant="onDark" size="lg">
          <a href="#personalizzati">Richiedi un percorso su misura</a>
        </ActionLink>
      </PageHero>
      <StatBand label="L'Academy in numeri" stats={data.allStat.nodes} />
      <Section
        id="corsi"
        tone="soft"
        eyebrow="Catalogo"
        title="I nostri corsi"
        lead="Percorsi pratici, tenuti da professionisti che applicano ogni giorno ciò che insegnano. Filtra per area, livello e modalità e trova quello giusto per te."
      >
        <CourseCatalogue
          courses={data.allCourse.nodes}
          categories={data.allCourseCategory.nodes}
          levels={data.allCourseLevel.nodes}
          modes={data.allCourseMode.nodes}
          location={location}
        />
      </Section>
      <Section id="personalizzati" eyebrow="Formazione su misura" title="Un percorso costruito per il tuo team">
        <CustomPathRequest categories={data.allCourseCategory.nodes} modes={data.allCourseMode.nodes} />
      </Section>
      <Section
        id="docenti"
        tone="soft"
        eyebrow="Docenti"
        title="Chi insegna nell'Academy"
        lead="Professionisti che lavorano ogni giorno sui progetti dei nostri clienti e portano in aula casi reali."
      >
        <StaticContent>
          <TeacherGrid teachers={data.allTeacher.nodes} />
        </StaticContent>
      </Section>
      <Section id="testimonianze" eyebrow="Testimonianze" title="Cosa dicono i partecipanti">
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
  query AcademyPage {
    pageContent(jsonId: { eq: "academy" }) {
      ...PageIntro
      heroKeywords
    }
    allStat(filter: { group: { eq: "academy" } }, sort: { position: ASC }) {
      nodes {
        ...StatItem
      }
    }
    allCourse(sort: { position: ASC }) {
      nodes {
        ...CourseCard
      }
    }
    ...CourseChoiceLists
    coursesForSearch: allCourse(sort: { position: ASC }) {
      nodes {
        title
        description
        priceEur
        durationHours
        mode
        category
        level
      }
    }
    allTeacher(sort: { position: ASC }) {
      nodes {
        ...TeacherCard
      }
    }
    allTestimonial(filter: { page: { eq: "academy" } }, sort: { position: ASC }) {
      nodes {
        ...TestimonialCard
      }
    }
  }
`;

export const Head: HeadFC<Queries.AcademyPageQuery> = ({ data, location, pageContext }) => {
  const site = useSiteSettings();
  const courses = data.coursesForSearch.nodes.map((course) =>
    courseJsonLd(
      { ...course, categoryLabel: labelOf(data.allCourseCategory.nodes, course.category), levelLabel: labelOf(data.allCourseLevel.nodes, course.level) },
      site,
    ),
  );
  return (
    <Seo
      title={data.pageContent?.title ?? ""}
      description={data.pageContent?.description ?? ""}
      pathname={location.pathname}
      breadcrumbs={trailTo(localeOfPageContext(pageContext), "academy")}
      jsonLd={courses}
    />
  );
};
