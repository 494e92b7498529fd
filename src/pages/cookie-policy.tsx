import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageHero } from "../components/shared/page-hero";
import { LegalDocument } from "../components/legal/legal-document";
import { Seo } from "../components/layout/seo";
import { trailTo } from "../lib/seo/breadcrumbs";

const CookiePolicyPage = ({ data }: PageProps<Queries.CookiePolicyPageQuery>) => {
  const { pageContent: page, legalDocument: document } = data;
  if (!page || !document) return null;
  return (
    <>
      <PageHero intro={page} />
      <LegalDocument document={document} />
    </>
  );
};

export default CookiePolicyPage;

export const query = graphql`
  query CookiePolicyPage {
    pageContent(jsonId: { eq: "cookie-policy" }) {
      ...PageIntro
    }
    legalDocument(jsonId: { eq: "cookie-policy" }) {
      ...LegalDocumentBody
    }
  }
`;

export const Head: HeadFC<Queries.CookiePolicyPageQuery> = ({ data, location }) => (
  <Seo
    title={data.pageContent?.title ?? ""}
    description={data.pageContent?.description ?? ""}
    pathname={location.pathname}
    breadcrumbs={trailTo({ name: "Cookie policy", path: "/cookie-policy" })}
  />
);
