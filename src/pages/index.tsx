import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageHero } from "../components/shared/page-hero";
import { Seo } from "../components/layout/seo";
import { ServicesOverview } from "../components/home/services-overview";
import { MethodSteps } from "../components/home/method-steps";
import { KeyFigures } from "../components/home/key-figures";
import { CaseStudies } from "../components/home/case-studies";
import { FaqList } from "../components/home/faq-list";
import { ContactSection } from "../components/home/contact-section";
import { ActionButton } from "../components/ui/action-button";

const HomePage = ({ data }: PageProps<Queries.HomePageQuery>) => {
  const page = data.pageContent;
  if (!page) return null;
  return (
    <>
      <PageHero id="hero" intro={page}>
        <ActionButton asChild variant="cta" size="lg">
          <a href="#contatti">Parla con un consulente</a>
        </ActionButton>
      </PageHero>
      <ServicesOverview services={data.allService.nodes} />
      <MethodSteps steps={data.allMethodStep.nodes} />
      <KeyFigures stats={data.allStat.nodes} />
      <CaseStudies cases={data.allCaseStudy.nodes} />
      <FaqList items={data.allFaqItem.nodes} />
      <ContactSection />
    </>
  );
};

export default HomePage;

export const query = graphql`
  query HomePage {
    pageContent(jsonId: { eq: "home" }) {
      ...PageIntro
    }
    allService(sort: { position: ASC }) {
      nodes {
        ...ServiceCard
      }
    }
    allMethodStep(sort: { position: ASC }) {
      nodes {
        ...MethodStepItem
      }
    }
    allStat(filter: { group: { eq: "home" } }, sort: { position: ASC }) {
      nodes {
        ...StatItem
      }
    }
    allCaseStudy(sort: { position: ASC }) {
      nodes {
        ...CaseStudyItem
      }
    }
    allFaqItem(sort: { position: ASC }) {
      nodes {
        ...FaqEntry
      }
    }
  }
`;

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, location }) => (
  <Seo title={data.pageContent?.title ?? ""} description={data.pageContent?.description ?? ""} pathname={location.pathname} />
);
