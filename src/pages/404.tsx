import * as React from "react";
import { graphql, Link as GatsbyLink, type HeadFC, type PageProps } from "gatsby";
import { PageHero } from "../components/shared/page-hero";
import { pageLanguage, useDictionary, useLocale } from "../i18n/locale-context";
import { routePath } from "../../supabase/functions/_shared/site-contract/route-map";
import { Seo } from "../components/layout/seo";
import { ActionLink } from "../components/ui/action-link";

const NotFoundPage = ({ data, location }: PageProps<Queries.NotFoundPageQuery>) => {
  const locale = useLocale();
  const { notFoundPage: words } = useDictionary();
  // Required by the product specification: the missing path is logged, so a broken link can be
  // traced from the console.
  React.useEffect(() => {
    console.warn(words.missingPathLog(location.pathname));
  }, [words, location.pathname]);
  const page = data.pageContent;
  if (!page) return null;
  return (
    <PageHero intro={page}>
      <ActionLink variant="cta" size="lg">
        <GatsbyLink to={routePath("home", locale)}>{words.backHome}</GatsbyLink>
      </ActionLink>
    </PageHero>
  );
};

export default NotFoundPage;

export const query = graphql`
  query NotFoundPage($locale: String = "it") {
    pageContent(jsonId: { eq: "not-found" }, locale: { eq: $locale }) {
      ...PageIntro
    }
  }
`;

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, location, pageContext }) => (
  <Seo
    language={pageLanguage(pageContext)}
    title={data.pageContent?.title ?? ""}
    description={data.pageContent?.description ?? ""}
    pathname={location.pathname}
    noindex
  />
);
