/**
 * The CMS's preview of an article: its page as the site draws it (the article's hero and body, the
 * site's own components and design system, the text rendered from its Markdown as the build renders
 * it), in Italian or in English, chosen above it. The parts of the page the editor does not write (share
 * links, related articles, the offer, the newsletter) are left out.
 *
 * Rendered with the site's React in the CMS's preview pane (article-preview-template.ts), updated at
 * every keystroke. The CMS's own words (the language choice) are Italian, like the rest of the CMS.
 */
import * as React from "react";
import { Box, chakra } from "@chakra-ui/react";
import { ArticleHero } from "../components/insights/article-hero";
import { ArticleLayout } from "../components/insights/article-layout";
import { LocaleScope } from "../i18n/locale-context";
import { readingMinutes, renderMarkdown } from "../lib/articles/render-markdown";
import { LOCALES, type Locale } from "../../supabase/functions/_shared/site-contract/locales";
import { type ContentLookup, articlePreview, type ArticlePreview } from "./article-preview-data";
import { LANGUAGE_NAMES } from "./localized-widget";

/** The article's page in the preview's language (read from the LocaleScope around it). */
export const ArticlePreviewPage = ({ article, coverUrl }: { article: ArticlePreview; coverUrl: string | null }) => {
  const rendered = React.useMemo(() => renderMarkdown(article.body), [article.body]);
  // A heading being typed ("## " so far) has no text yet: it joins the table of contents once it has.
  const headings = rendered.headings.filter((heading) => heading.value.trim() !== "");
  return (
    <>
      <ArticleHero
        title={article.title}
        lead={article.lead}
        categoryLabel={article.categoryLabel}
        author={article.author}
        published={article.published}
        updated={article.updated}
        minutes={article.body.trim() === "" ? null : readingMinutes(rendered.html)}
      />
      <ArticleLayout
        status={article.status}
        cover={coverUrl && <img src={coverUrl} alt={article.imageAlt} style={{ display: "block", width: "100%", height: "100%", objectFit: "cover" }} />}
        html={rendered.html}
        headings={headings}
        tags={article.tags}
      />
    </>
  );
};

/** While the editor types, a text the preview cannot draw shows why, and the next keystroke tries again. */
class PreviewErrorBoundary extends React.Component<{ children: React.ReactNode; resetWith: unknown }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: { resetWith: unknown }) {
    if (this.state.error && previous.resetWith !== this.props.resetWith) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" m="6" p="4" borderRadius="xl" bg="accent.subtle" color="text">
        L&apos;anteprima non si può mostrare: {this.state.error.message}
      </Box>
    );
  }
}

export interface ArticlePreviewFrameProps {
  /** The entry as the editor has it now (plain JSON). */
  entry: unknown;
  lookup: ContentLookup;
  /** The address the CMS shows a picture of data/ at (`images/articles/x.png`): a blob: URL; null if it has none. */
  assetUrl(path: string): string | null;
  now: Date;
}

/** The preview with its language choice: Italian first, as the site. */
export const ArticlePreviewFrame = ({ entry, lookup, assetUrl, now }: ArticlePreviewFrameProps) => {
  const [locale, setLocale] = React.useState<Locale>(LOCALES[0]);
  const article = articlePreview(entry, locale, lookup, now);
  return (
    <>
      <Box role="group" aria-label="Lingua dell'anteprima" display="flex" gap="2" p="3" bg="surface.soft" borderBottomWidth="1px" borderColor="gray.200">
        {LOCALES.map((choice) => (
          <chakra.button
            key={choice}
            type="button"
            aria-pressed={choice === locale}
            onClick={() => setLocale(choice)}
            px="3"
            py="1"
            borderRadius="full"
            fontSize="sm"
            fontWeight="700"
            cursor="pointer"
            borderWidth="1px"
            borderColor="brand.solid"
            bg={choice === locale ? "brand.solid" : "transparent"}
            color={choice === locale ? "brand.contrast" : "brand.fg"}
          >
            {LANGUAGE_NAMES[choice]}
          </chakra.button>
        ))}
      </Box>
      <div lang={locale}>
        <LocaleScope locale={locale}>
          <PreviewErrorBoundary resetWith={entry}>
            <ArticlePreviewPage article={article} coverUrl={article.image ? assetUrl(article.image) : null} />
          </PreviewErrorBoundary>
        </LocaleScope>
      </div>
    </>
  );
};
