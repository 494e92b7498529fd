import * as React from "react";
import { graphql, Link as GatsbyLink, type HeadFC, type PageProps } from "gatsby";
import { PageHero } from "../components/shared/page-hero";
import { Seo } from "../components/layout/seo";
import { ActionLink } from "../components/ui/action-link";

const NotFoundPage = ({ data, location }: PageProps<Queries.NotFoundPageQuery>) => {
  // Required by the product specification: the missing path is logged, so a broken link can be
  // traced from the console.
  React.useEffect(() => {
    console.warn(`404: nessuna pagina all'indirizzo ${location.pathname}`);
  }, [location.pathname]);
  const page = data.pageContent;
  if (!page) return null;
  return (
    <PageHero intro={page}>
      <ActionLink variant="cta" size="lg">
        <GatsbyLink to="/">Return to Home</GatsbyLink>
      </ActionLink>
    </PageHero>
  );
};

export default NotFoundPage;

export const query = graphql`
  query NotFoundPage {
    pageContent(jsonId: { eq: "not-found" }) {
      ...PageIntro
    }
  }
`;

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location }) => (
  <Seo title={data.pageContent?.title ?? ""} description={data.pageContent?.description ?? ""} pathname={location.pathname} noindex />
);
