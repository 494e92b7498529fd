import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { Hero } from "../components/home/hero";
import { pageLanguage } from "../i18n/locale-context";
import { Seo } from "../components/layout/seo";
import { faqPageJsonLd } from "../lib/seo/structured-data";
import { ServicesOverview } from "../components/home/services-overview";
import { MethodSteps } from "../components/home/method-steps";
import { KeyFigures } from "../components/home/key-figures";
import { CaseShowcase } from "../components/home/case-showcase";
import { CASES_WITHOUT_SCRIPT_CSS } from "../components/home/cases-copy";
import { FaqAccordion } from "../components/home/faq-accordion";
import { ContactSection } from "../components/home/contact-section";
import { ContactForm } from "../components/contact/contact-form";
import { LatestArticles } from "../components/insights/latest-articles";
import type { HomeArticlesContext } from "../gatsby-node/insights-pages";
import { inListOrder } from "../lib/articles/in-list-order";
import { StaticContent } from "../start-up";

const HomePage = ({ data, pageContext }: PageProps<Queries.HomePageQuery, HomeArticlesContext>) => {
  const page = data.pageContent;
  if (!page) return null;
  return (
    <>
      <Hero intro={page} />
      <ServicesOverview services={data.allService.nodes} />
      <StaticContent>
        <MethodSteps steps={data.allMethodStep.nodes} />
      </StaticContent>
      <KeyFigures stats={data.allStat.nodes} />
      <CaseShowcase cases={data.allCaseStudy.nodes} />
      <FaqAccordion items={data.allFaqItem.nodes} />
      <LatestArticles articles={inListOrder(data.latestArticles.nodes, "jsonId", pageContext.latestArticleIds)} unpublished={pageContext.unpublished} />
      <ContactSection>
        <ContactForm />
      </ContactSection>
    </>
  );
};

export default HomePage;

export const query = graphql`
  query HomePage($locale: String!, $latestArticleIds: [String!]!) {
    pageContent(jsonId: { eq: "home" }, locale: { eq: $locale }) {
      ...PageIntro
    }
    allService(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    allMethodStep(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...MethodStepItem
      }
    }
    allStat(filter: { group: { eq: "home" }, locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...StatItem
      }
    }
    allCaseStudy(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...CaseStudyItem
      }
    }
    allFaqItem(filter: { locale: { eq: $locale } }, sort: { position: ASC }) {
      nodes {
        ...FaqEntry
      }
    }
    # The latest articles createPages chose (src/gatsby-node/insights-pages.ts), never a query of its own: see docs/architecture.md, "Articles".
    latestArticles: allArticle(filter: { jsonId: { in: $latestArticleIds }, locale: { eq: $locale } }) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location, pageContext }) => (
  <Seo
    language={pageLanguage(pageContext)}
    title={data.pageContent?.title ?? ""}
    description={data.pageContent?.description ?? ""}
    pathname={location.pathname}
    jsonLd={[faqPageJsonLd(data.allFaqItem.nodes)]}
  >
    {/* Without JavaScript nothing drives the pinned case showcase: show the cases as a plain sequence. */}
    <style>{CASES_WITHOUT_SCRIPT_CSS}</style>
  </Seo>
);
