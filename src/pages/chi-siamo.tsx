import * as React from "react";
import { graphql, Link as GatsbyLink, type HeadFC, type PageProps } from "gatsby";
import { HStack } from "@chakra-ui/react";
import { ArrowRight } from "lucide-react";
import { PageHero } from "../components/shared/page-hero";
import { Section } from "../components/shared/section";
import { Seo } from "../components/layout/seo";
import { trailTo } from "../lib/seo/breadcrumbs";
import { localeOfPageContext, pageLanguage, useDictionary, useLocale } from "../i18n/locale-context";
import { routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { ActionLink } from "../components/ui/action-link";
import { MissionVision } from "../components/about/mission-vision";
import { CompanyTimeline } from "../components/about/company-timeline";
import { TeamGrid } from "../components/about/team-grid";
import { IconCardGrid } from "../components/shared/icon-card-grid";
import { StaticContent } from "../start-up";

const AboutPage = ({ data }: PageProps<Queries.AboutPageQuery>) => {
  const locale = useLocale();
  const { aboutPage: words } = useDictionary();
  const page = data.pageContent;
  const about = data.aboutContent;
  if (!page || !about) return null;
  return (
    <>
      <PageHero intro={page}>
        <ActionLink variant="cta" size="lg">
          <a href="#team">{words.meetTheTeam}</a>
        </ActionLink>
        <ActionLink variant="onDark" size="lg">
          <a href="#storia">{words.ourStory}</a>
        </ActionLink>
      </PageHero>
      <Section id="missione" eyebrow={words.mission.eyebrow} title={words.mission.title}>
        <StaticContent>
          <MissionVision story={about.story} mission={about.mission} vision={about.vision} />
        </StaticContent>
      </Section>
      <Section id="storia" tone="soft" eyebrow={words.story.eyebrow} title={words.story.title} lead={words.story.lead}>
        <StaticContent>
          <CompanyTimeline milestones={data.allMilestone.nodes} />
        </StaticContent>
      </Section>
      <Section id="team" eyebrow={words.team.eyebrow} title={words.team.title} lead={words.team.lead}>
        <StaticContent>
          <TeamGrid members={data.allTeamMember.nodes} />
        </StaticContent>
      </Section>
      <Section id="valori" tone="soft" eyebrow={words.values.eyebrow} title={words.values.title} lead={words.values.lead}>
        <StaticContent>
          <IconCardGrid items={data.allCompanyValue.nodes} columns={{ base: 1, sm: 2, lg: 4 }} />
        </StaticContent>
      </Section>
      <Section id="partner" eyebrow={words.partners.eyebrow} title={words.partners.title} lead={words.partners.lead}>
        <StaticContent>
          <IconCardGrid items={data.allPartnerCategory.nodes} columns={{ base: 1, sm: 2, lg: 3 }} />
        </StaticContent>
      </Section>
      <Section id="lavoriamo-insieme" tone="dark" eyebrow={words.together.eyebrow} title={words.together.title} lead={words.together.lead}>
        <HStack gap="4" wrap="wrap">
          <ActionLink variant="cta" size="lg" cta="about-closing">
            <GatsbyLink to={`${routePath("home", locale)}#contatti`}>
              {words.together.contactUs}
              <ArrowRight aria-hidden="true" />
            </GatsbyLink>
          </ActionLink>
          <ActionLink variant="onDark" size="lg">
            <GatsbyLink to={routePath("servizi", locale)}>{words.together.discoverServices}</GatsbyLink>
          </ActionLink>
        </HStack>
      </Section>
    </>
  );
};

export default AboutPage;

export const query = graphql`
  query AboutPage($locale: String!) {
    pageContent(jsonId: { eq: "chi-siamo" }, locale: { eq: $locale }) {
      ...PageIntro
    }
    aboutContent(locale: { eq: $locale }) {
      story
      mission {
        title
        text
      }
      vision {
        title
        text
      }
    }
    allMilestone(filter: { locale: { eq: $locale } }, sort: [{ year: ASC }, { jsonId: ASC }]) {
      nodes {
        jsonId
        year
        title
        description
      }
    }
    allTeamMember(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...TeamMemberCard
      }
    }
    allCompanyValue(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        jsonId
        title
        description
        icon
      }
    }
    allPartnerCategory(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        jsonId
        title
        description
        icon
      }
    }
  }
`;

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data, location, pageContext }) => (
  <Seo
    language={pageLanguage(pageContext)}
    title={data.pageContent?.title ?? ""}
    description={data.pageContent?.description ?? ""}
    pathname={location.pathname}
    breadcrumbs={trailTo(localeOfPageContext(pageContext), "chi-siamo")}
  />
);
