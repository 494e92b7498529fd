import * as React from "react";
import { graphql, Link as GatsbyLink, type HeadFC, type PageProps } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Box, Grid, SimpleGrid } from "@chakra-ui/react";
import { ArrowRight, CalendarDays, Clock, Hourglass, Languages, MapPin, Tag, Users } from "lucide-react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { Seo } from "../components/layout/seo";
import { trailTo } from "../lib/seo/breadcrumbs";
import { eventJsonLd } from "../lib/seo/structured-data";
import { eventShareImage } from "../lib/share-images/share-image";
import { ActionLink } from "../components/ui/action-link";
import { Breadcrumbs } from "../components/detail/breadcrumbs";
import { FactList } from "../components/detail/fact-list";
import { CalendarActions } from "../components/detail/calendar-actions";
import { EventCard } from "../components/catalogue/event-card";
import { useSiteSettings } from "../hooks/use-site-settings";
import { labelMap } from "../lib/catalogue/labels";
import { eventScheduleFor } from "../lib/catalogue/event-schedule";
import { teachingLanguageToShow } from "../lib/catalogue/teaching-language";
import { eventIcsPath, eventPath, routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { localeOfPageContext, pageLanguage, useDictionary, useFormats, useLocale } from "../i18n/locale-context";
import { eventCalendarEntry, eventPlaceText } from "../lib/calendar/event-calendar-entry";
import { googleCalendarHref } from "../lib/calendar/google-calendar";

const EventPage = ({ data }: PageProps<Queries.EventPageQuery>) => {
  const site = useSiteSettings();
  const locale = useLocale();
  const { pageNames, eventPage: words, facts, shared } = useDictionary();
  const { formatNumber } = useFormats();
  const { eventDateText, eventDuration, eventTimeText } = eventScheduleFor(locale);
  const event = data.event;
  if (!event) return null;
  const typeLabels = labelMap(data.allEventType.nodes);
  const typeLabel = typeLabels.get(event.type) ?? event.type;
  const image = event.image ? getImage(event.image.childImageSharp) : undefined;
  const related = data.related.nodes;
  const otherLanguage = teachingLanguageToShow(event.teachingLanguage, locale);
  return (
    <>
      <PageHero
        intro={{ eyebrow: typeLabel, heading: event.title, intro: eventDateText(event.startDate, event.endDate) + ", " + event.location.city }}
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: pageNames.home, to: routePath("home", locale) },
              { label: pageNames.eventi, to: routePath("eventi", locale) },
              { label: event.title },
            ]}
          />
        }
      >
        <CalendarActions
          endDate={event.endDate}
          buildTime={data.site?.buildTime ?? ""}
          googleHref={googleCalendarHref(eventCalendarEntry(event, site.siteUrl, locale))}
          icsHref={eventIcsPath(event.slug, locale)}
          icsFileName={`${event.slug}.ics`}
        />
      </PageHero>
      <Section id="dettagli" tone="soft" eyebrow={words.details.eyebrow} title={words.details.title}>
        <Grid templateColumns={{ base: "1fr", lg: "5fr 7fr" }} gap={{ base: "8", lg: "12" }} alignItems="start">
          <Box>
            {image && (
              <Box borderRadius="2xl" overflow="hidden" boxShadow="md">
                <GatsbyImage image={image} alt={event.imageAlt} style={{ display: "block" }} />
              </Box>
            )}
            <Box as="p" mt="6" fontSize="lg" lineHeight="1.75" color="text" data-event-description="">
              {event.description}
            </Box>
          </Box>
          <Box>
            <FactList
              wide={false}
              facts={[
                {
                  term: facts.date,
                  icon: <CalendarDays size={18} />,
                  children: <time dateTime={event.startDate}>{eventDateText(event.startDate, event.endDate)}</time>,
                },
                { term: facts.time, icon: <Clock size={18} />, children: eventTimeText(event.startDate, event.endDate) },
                { term: facts.duration, icon: <Hourglass size={18} />, children: eventDuration(event.startDate, event.endDate) },
                { term: facts.place, icon: <MapPin size={18} />, children: eventPlaceText(event.location) },
                {
                  term: facts.participants,
                  icon: <Users size={18} />,
                  children: facts.participantRange(formatNumber(event.participants.min), formatNumber(event.participants.max)),
                },
                { term: facts.eventType, icon: <Tag size={18} />, children: typeLabel },
                ...(otherLanguage ? [{ term: facts.teachingLanguage, icon: <Languages size={18} />, children: facts.languageNames[otherLanguage] }] : []),
              ]}
            />
          </Box>
        </Grid>
      </Section>
      <Section id="su-misura" tone="dark" eyebrow={words.custom.eyebrow} title={words.custom.title} lead={words.custom.lead}>
        <ActionLink variant="cta" size="lg" cta="event-page">
          <GatsbyLink to={`${routePath("eventi", locale)}#richiesta`}>
            {shared.organiseYourEvent}
            <ArrowRight aria-hidden="true" />
          </GatsbyLink>
        </ActionLink>
      </Section>
      {related.length > 0 && (
        <Section id="altri-eventi" tone="soft" eyebrow={words.related.eyebrow} title={words.related.title(typeLabel)}>
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="6">
            {related.map((other) => (
              <EventCard key={other.jsonId} event={other} typeLabel={typeLabel} />
            ))}
          </SimpleGrid>
        </Section>
      )}
    </>
  );
};

export default EventPage;

export const query = graphql`
  query EventPage($id: String!, $type: String!, $locale: String!) {
    site {
      buildTime
    }
    event(id: { eq: $id }) {
      ...EventFacts
      teachingLanguage
      location {
        region
      }
      image {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.5, layout: CONSTRAINED)
          share: resize(width: 1200, height: 630, cropFocus: CENTER, quality: 80) {
            src
            width
            height
          }
        }
      }
    }
    related: allEvent(filter: { type: { eq: $type }, id: { ne: $id }, locale: { eq: $locale } }, sort: { startDate: ASC }, limit: 3) {
      nodes {
        ...EventCard
      }
    }
    allEventType(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        jsonId
        label
      }
    }
  }
`;

export const Head: HeadFC<Queries.EventPageQuery> = ({ data, location, pageContext }) => {
  const event = data.event;
  const site = useSiteSettings(localeOfPageContext(pageContext));
  // The event's photo, cropped to 1.91:1, is its structured data's image; its share image is its card, drawn at build (src/gatsby-node/share-images.ts).
  const photo = event?.image?.childImageSharp?.share;
  const locale = localeOfPageContext(pageContext);
  const path = event ? eventPath(event.slug, locale) : location.pathname;
  const typeLabel = event ? (labelMap(data.allEventType.nodes).get(event.type) ?? event.type) : "";
  return (
    <Seo
      language={pageLanguage(pageContext)}
      title={event?.title ?? ""}
      description={event?.description ?? ""}
      pathname={path}
      image={event ? eventShareImage({ slug: event.slug, title: event.title, typeLabel }, locale) : null}
      breadcrumbs={event ? trailTo(locale, "eventi", { name: event.title, path }) : undefined}
      jsonLd={event ? [eventJsonLd({ ...event, path, image: photo?.src ?? null }, site)] : undefined}
    />
  );
};
