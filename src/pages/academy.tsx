import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { SimpleGrid } from "@chakra-ui/react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { CardGrid } from "../components/shared/card-grid";
import { PersonCard } from "../components/shared/person-card";
import { StatBand } from "../components/shared/stat-band";
import { CourseCard } from "../components/catalogue/course-card";
import { Seo } from "../components/layout/seo";
import { ActionButton } from "../components/ui/action-button";

const toMap = (nodes: readonly { jsonId: string; label: string }[]) => new Map(nodes.map((n) => [n.jsonId, n.label]));

const AcademyPage = ({ data }: PageProps<Queries.AcademyPageQuery>) => {
  const page = data.pageContent;
  if (!page) return null;
  const labels = {
    categories: toMap(data.allCourseCategory.nodes),
    levels: toMap(data.allCourseLevel.nodes),
    modes: toMap(data.allCourseMode.nodes),
  };
  return (
    <>
      <PageHero intro={page}>
        <ActionButton asChild variant="cta" size="lg">
          <a href="#corsi">Scopri i corsi</a>
        </ActionButton>
        <ActionButton asChild variant="onDark" size="lg">
          <a href="#personalizzati">Richiedi un percorso su misura</a>
        </ActionButton>
      </PageHero>
      <StatBand label="L'Academy in numeri" stats={data.allStat.nodes} />
      <Section id="corsi" eyebrow="Catalogo" title="I nostri corsi" lead="Percorsi pratici, tenuti da professionisti che applicano ogni giorno ciò che insegnano.">
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="6">
          {data.allCourse.nodes.map((course) => (
            <CourseCard key={course.jsonId} course={course} labels={labels} />
          ))}
        </SimpleGrid>
      </Section>
      <Section
        id="personalizzati"
        tone="soft"
        eyebrow="Formazione su misura"
        title="Un percorso costruito per il tuo team"
        lead="Partiamo dalle competenze che servono alla tua azienda e progettiamo contenuti, durata e modalità su misura."
      />
      <Section id="docenti" eyebrow="Docenti" title="Chi insegna nell'Academy">
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 4 }} gap="8">
          {data.allTeacher.nodes.map((teacher) => (
            <PersonCard
              key={teacher.jsonId}
              name={teacher.name}
              role={teacher.role}
              text={teacher.expertise.join(" · ")}
              imageAlt={teacher.imageAlt}
              image={teacher.image ? getImage(teacher.image.childImageSharp) : null}
            />
          ))}
        </SimpleGrid>
      </Section>
      <Section id="testimonianze" tone="soft" eyebrow="Testimonianze" title="Cosa dicono i partecipanti">
        <CardGrid items={data.allTestimonial.nodes.map((t) => ({ key: t.jsonId, title: `${t.name}, ${t.company}`, text: `«${t.text}»` }))} />
      </Section>
      <Section
        id="newsletter"
        eyebrow="Newsletter"
        title="Resta aggiornato"
        lead="Nuovi corsi, date in calendario e spunti pratici su AI e strategia digitale, una volta al mese."
      />
    </>
  );
};

export default AcademyPage;

export const query = graphql`
  query AcademyPage {
    pageContent(jsonId: { eq: "academy" }) {
      ...PageIntro
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
    allCourseCategory(sort: { position: ASC }) {
      nodes {
        jsonId
        label
      }
    }
    allCourseLevel(sort: { position: ASC }) {
      nodes {
        jsonId
        label
      }
    }
    allCourseMode(sort: { position: ASC }) {
      nodes {
        jsonId
        label
      }
    }
    allTeacher(sort: { position: ASC }) {
      nodes {
        jsonId
        name
        role
        expertise
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 320, aspectRatio: 1, layout: CONSTRAINED)
          }
        }
      }
    }
    allTestimonial(filter: { page: { eq: "academy" } }, sort: { position: ASC }) {
      nodes {
        jsonId
        name
        company
        text
      }
    }
  }
`;

export const Head: HeadFC<Queries.AcademyPageQuery> = ({ data, location }) => (
  <Seo title={data.pageContent?.title ?? ""} description={data.pageContent?.description ?? ""} pathname={location.pathname} />
);
