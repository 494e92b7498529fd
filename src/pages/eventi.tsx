import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { ArrowDown } from "lucide-react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { StatBand } from "../components/shared/stat-band";
import { Seo } from "../components/layout/seo";
import { trailTo } from "../lib/seo/breadcrumbs";
import { localeOfPageContext, pageLanguage, useDictionary } from "../i18n/locale-context";
import { eventJsonLd } from "../lib/seo/structured-data";
import { useSiteSettings } from "../hooks/use-site-settings";
import { ActionLink } from "../components/ui/action-link";
import { EventServices } from "../components/eventi/event-services";
import { EventCalendar } from "../components/eventi/event-calendar";
import { PastEvents } from "../components/eventi/past-events";
import { EventRequest } from "../components/eventi/event-request";
import { TestimonialGrid } from "../components/catalogue/testimonial-card";
import { StaticContent } from "../start-up";

const EventsPage = ({ data, location }: PageProps<Queries.EventsPageQuery>) => {
  const { eventsPage: words, shared } = useDictionary();
  const page = data.pageContent;
  if (!page) return null;
  return (
    <>
      <PageHero intro={page}>
        <ActionLink variant="cta" size="lg">
          <a href="#calendario">
            {words.seeCalendar}
            <ArrowDown aria-hidden="true" />
          </a>
        </ActionLink>
        <ActionLink variant="onDark" size="lg" cta="events-hero">
          <a href="#richiesta">{shared.organiseYourEvent}</a>
        </ActionLink>
      </PageHero>
      <StatBand label={words.inFigures} stats={data.allStat.nodes} />
      <Section id="servizi-eventi" eyebrow={words.services.eyebrow} title={words.services.title} lead={words.services.lead}>
        <StaticContent>
          <EventServices services={data.allEventService.nodes} />
        </StaticContent>
      </Section>
      <Section id="calendario" tone="soft" eyebrow={words.calendar.eyebrow} title={words.calendar.title} lead={words.calendar.lead}>
        <EventCalendar events={data.allEvent.nodes} types={data.allEventType.nodes} location={location} />
      </Section>
      <Section id="eventi-passati" eyebrow={words.past.eyebrow} title={words.past.title} lead={words.past.lead}>
        <StaticContent>
          <PastEvents events={data.allPastEvent.nodes} />
        </StaticContent>
      </Section>
      <Section id="richiesta" tone="soft" eyebrow={words.request.eyebrow} title={words.request.title}>
        <EventRequest types={data.allEventType.nodes} />
      </Section>
      <Section id="testimonianze" eyebrow={shared.testimonials} title={words.testimonials.title}>
        <StaticContent>
          <TestimonialGrid items={data.allTestimonial.nodes} />
        </StaticContent>
      </Section>
    </>
  );
};

export default EventsPage;

export const query = graphql`
  query EventsPage($locale: String!) {
    pageContent(jsonId: { eq: "eventi" }, locale: { eq: $locale }) {
      ...PageIntro
    }
    allStat(filter: { group: { eq: "eventi" }, locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...StatItem
      }
    }
    allEventService(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...EventServiceBlock
      }
    }
    allEvent(filter: { locale: { eq: $locale } }, sort: { startDate: ASC }) {
      nodes {
        ...EventCard
      }
    }
    eventsForSearch: allEvent(filter: { locale: { eq: $locale } }, sort: { startDate: ASC }) {
      nodes {
        title
        description
        startDate
        endDate
        teachingLanguage
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
    allEventType(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        jsonId
        label
      }
    }
    allPastEvent(filter: { locale: { eq: $locale } }, sort: { date: DESC }) {
      nodes {
        ...PastEventItem
      }
    }
    allTestimonial(filter: { page: { eq: "eventi" }, locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...TestimonialCard
      }
    }
  }
`;

export const Head: HeadFC<Queries.EventsPageQuery> = ({ data, location, pageContext }) => {
  const site = useSiteSettings(localeOfPageContext(pageContext));
  const events = data.eventsForSearch.nodes.map((event) => eventJsonLd({ ...event, image: event.image?.childImageSharp?.original?.src ?? null }, site));
  return (
    <Seo
      language={pageLanguage(pageContext)}
      title={data.pageContent?.title ?? ""}
      description={data.pageContent?.description ?? ""}
      pathname={location.pathname}
      breadcrumbs={trailTo(localeOfPageContext(pageContext), "eventi")}
      jsonLd={events}
    />
  );
};
