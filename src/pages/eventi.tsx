import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ArrowDown } from "lucide-react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { StatBand } from "../components/shared/stat-band";
import { Seo } from "../components/layout/seo";
import { trailTo } from "../lib/seo/breadcrumbs";
import { localeOfPageContext } from "../i18n/locale-context";
import { eventJsonLd } from "../lib/seo/structured-data";
import { useSiteSettings } from "../hooks/use-site-settings";
import { ActionLink } from "../components/ui/action-link";
import { EventServices } from "../components/eventi/event-services";
import { EventCalendar } from "../components/eventi/event-calendar";
import { PastEvents } from "../components/eventi/past-events";
import { EventRequest } from "../components/eventi/event-request";
import { TestimonialGrid } from "../components/catalogue/testimonial-card";
import { StaticContent } from "../components/shared/static-content";

const EventsPage = ({ data, location }: PageProps<Queries.EventsPageQuery>) => {
  const page = data.pageContent;
  if (!page) return null;
  return (
    <>
      <PageHero intro={page}>
        <ActionLink variant="cta" size="lg">
          <a href="#calendario">
            Guarda il calendario
            <ArrowDown aria-hidden="true" />
          </a>
        </ActionLink>
        <ActionLink variant="onDark" size="lg">
          <a href="#richiesta">Organizza il tuo evento</a>
        </ActionLink>
      </PageHero>
      <StatBand label="I nostri eventi in numeri" stats={data.allStat.nodes} />
      <Section
        id="servizi-eventi"
        eyebrow="Cosa organizziamo"
        title="Eventi che lasciano il segno"
        lead="Quattro formati che conosciamo a fondo, progettati ogni volta sui tuoi obiettivi e sulle tue persone."
      >
        <StaticContent>
          <EventServices services={data.allEventService.nodes} />
        </StaticContent>
      </Section>
      <Section
        id="calendario"
        tone="soft"
        eyebrow="Calendario"
        title="Prossimi eventi"
        lead="Incontri, workshop ed esperienze aperte alle aziende: scegli il tipo di evento che fa per il tuo team."
      >
        <EventCalendar events={data.allEvent.nodes} types={data.allEventType.nodes} location={location} />
      </Section>
      <Section
        id="eventi-passati"
        eyebrow="Eventi realizzati"
        title="Alcuni eventi che abbiamo firmato"
        lead="Numeri veri, misurati alla fine di ogni evento con un questionario ai partecipanti."
      >
        <StaticContent>
          <PastEvents events={data.allPastEvent.nodes} />
        </StaticContent>
      </Section>
      <Section id="richiesta" tone="soft" eyebrow="Evento su misura" title="Raccontaci il tuo evento">
        <EventRequest types={data.allEventType.nodes} />
      </Section>
      <Section id="testimonianze" eyebrow="Testimonianze" title="Cosa dicono i nostri clienti">
        <StaticContent>
          <TestimonialGrid items={data.allTestimonial.nodes} />
        </StaticContent>
      </Section>
    </>
  );
};

export default EventsPage;

export const query = graphql`
  query EventsPage {
    pageContent(jsonId: { eq: "eventi" }) {
      ...PageIntro
    }
    allStat(filter: { group: { eq: "eventi" } }, sort: { position: ASC }) {
      nodes {
        ...StatItem
      }
    }
    allEventService(sort: { position: ASC }) {
      nodes {
        ...EventServiceBlock
      }
    }
    allEvent(sort: { startDate: ASC }) {
      nodes {
        ...EventCard
      }
    }
    eventsForSearch: allEvent(sort: { startDate: ASC }) {
      nodes {
        title
        description
        startDate
        endDate
        location {
          venue
          city
          region
        }
        image {
          childImageSharp {
            original {
              src
            }
          }
        }
      }
    }
    allEventType(sort: { position: ASC }) {
      nodes {
        jsonId
        label
      }
    }
    allPastEvent(sort: { position: ASC }) {
      nodes {
        ...PastEventItem
      }
    }
    allTestimonial(filter: { page: { eq: "eventi" } }, sort: { position: ASC }) {
      nodes {
        ...TestimonialCard
      }
    }
  }
`;

export const Head: HeadFC<Queries.EventsPageQuery> = ({ data, location, pageContext }) => {
  const site = useSiteSettings();
  const events = data.eventsForSearch.nodes.map((event) => eventJsonLd({ ...event, image: event.image?.childImageSharp?.original?.src ?? null }, site));
  return (
    <Seo
      title={data.pageContent?.title ?? ""}
      description={data.pageContent?.description ?? ""}
      pathname={location.pathname}
      breadcrumbs={trailTo(localeOfPageContext(pageContext), "eventi")}
      jsonLd={events}
    />
  );
};
