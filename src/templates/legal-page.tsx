import * as React from "react";
import { graphql, type HeadFC, type PageProps } from "gatsby";
import { PageHero } from "../components/shared/page-hero";
import { LegalDocument } from "../components/legal/legal-document";
import { Seo } from "../components/layout/seo";
import { trailTo } from "../lib/seo/breadcrumbs";
import type { LegalKey } from "../lib/navigation";
import type { Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { localeOfPageContext, pageLanguage } from "../i18n/locale-context";

/** What gatsby-node gives each legal page: its document's id (its route key) and its language. */
interface LegalPageContext {
  id: LegalKey;
  locale: Locale;
}

/** A legal page (/privacy, /cookie-policy, /accessibilita): created by gatsby-node for each key of LEGAL_NAVIGATION. */
const LegalPage = ({ data }: PageProps<Queries.LegalPageQuery, LegalPageContext>) => {
  const { pageContent: page, legalDocument: document } = data;
  if (!page || !document) return null;
  return (
    <>
      <PageHero intro={page} />
      <LegalDocument document={document} />
    </>
  );
};

export default LegalPage;

export const query = graphql`
  query LegalPage($id: String!, $locale: String!) {
    pageContent(jsonId: { eq: $id }, locale: { eq: $locale }) {
      ...PageIntro
    }
    legalDocument(jsonId: { eq: $id }, locale: { eq: $locale }) {
      ...LegalDocumentBody
    }
  }
`;

export const Head: HeadFC<Queries.LegalPageQuery, LegalPageContext> = ({ data, location, pageContext }) => (
  <Seo
    language={pageLanguage(pageContext)}
    title={data.pageContent?.title ?? ""}
    description={data.pageContent?.description ?? ""}
    pathname={location.pathname}
    breadcrumbs={trailTo(localeOfPageContext(pageContext), pageContext.id)}
  />
);
