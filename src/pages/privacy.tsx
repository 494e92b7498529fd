import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageHero } from "../components/shared/page-hero";
import { LegalDocument } from "../components/legal/legal-document";
import { Seo } from "../components/layout/seo";
import { trailTo } from "../lib/seo/breadcrumbs";

const PrivacyPage = ({ data }: PageProps<Queries.PrivacyPageQuery>) => {
  const { pageContent: page, legalDocument: document } = data;
  if (!page || !document) return null;
  return (
    <>
      <PageHero intro={page} />
      <LegalDocument document={document} />
    </>
  );
};

export default PrivacyPage;

export const query = graphql`
  query PrivacyPage {
    pageContent(jsonId: { eq: "privacy" }) {
      ...PageIntro
    }
    legalDocument(jsonId: { eq: "privacy" }) {
      ...LegalDocumentBody
    }
  }
`;

export const Head: HeadFC<Queries.PrivacyPageQuery> = ({ data, location }) => (
  <Seo
    title={data.pageContent?.title ?? ""}
    description={data.pageContent?.description ?? ""}
    pathname={location.pathname}
    breadcrumbs={trailTo({ name: "Privacy", path: "/privacy" })}
  />
);
