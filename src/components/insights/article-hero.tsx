import * as React from "react";
import { PageHero } from "../shared/page-hero";
import { Breadcrumbs } from "../detail/breadcrumbs";
import { ArticleByline } from "./article-byline";
import type { ArticleDay } from "./article-facts";
import { useDictionary, useLocale } from "../../i18n/locale-context";
import { articleListPath, routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import { StaticContent } from "../../start-up";

interface ArticleHeroProps {
  title: string;
  lead: string;
  categoryLabel: string;
  author: Queries.ArticleAuthorFragment;
  /** Null until the CMS's editor has chosen one (the preview); a page always has it. */
  published: ArticleDay | null;
  updated: ArticleDay | null;
  minutes: number | null;
}

/**
 * The top of an article's page, on the dark band: where it sits (Home › Insights › the article), its
 * category, title and lead, and its byline. The article's page and the CMS's preview of it both show it.
 */
export const ArticleHero = ({ title, lead, categoryLabel, author, published, updated, minutes }: ArticleHeroProps) => {
  const locale = useLocale();
  const { pageNames } = useDictionary();
  return (
    <PageHero
      intro={{ eyebrow: categoryLabel, heading: title, intro: lead }}
      breadcrumbs={
        <Breadcrumbs
          items={[{ label: pageNames.home, to: routePath("home", locale) }, { label: pageNames.insights, to: articleListPath(locale) }, { label: title }]}
        />
      }
    >
      <StaticContent>
        <ArticleByline author={author} published={published} updated={updated} minutes={minutes} />
      </StaticContent>
    </PageHero>
  );
};
