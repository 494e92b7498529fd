/** The Insights' structured data (src/lib/seo/insights-structured-data.ts, insights-list-structured-data.ts): an article's BlogPosting, a list page's CollectionPage. */
import { blogPostingJsonLd, insightsBlogId, type BlogPostingInput } from "../../../src/lib/seo/insights-structured-data";
import { insightsListJsonLd } from "../../../src/lib/seo/insights-list-structured-data";
import { serializeJsonLd } from "../../../src/lib/seo/structured-data";

const site = { siteUrl: "https://www.example.it", brandName: "Altura Consulting" };

const ARTICLE: BlogPostingInput = {
  slug: "go-to-market-b2b-in-sei-settimane",
  title: "Go-to-market B2B in sei settimane",
  lead: "Sei settimane bastano per decidere a chi vendere.",
  publishedAt: "2026-03-10T09:00:00+01:00",
  updatedAt: null,
  categoryLabel: "Strategia & Go-to-market",
  tags: ["Go-to-market", "B2B"],
  wordCount: 912,
  author: { jsonId: "marco-bianchi", name: "Marco Bianchi", role: "Partner", linkedinUrl: "https://www.linkedin.com/in/example" },
  images: ["/static/abc/cover.png", "/share/insights/go-to-market-b2b-in-sei-settimane.png"],
};

describe("blogPostingJsonLd", () => {
  const posting = blogPostingJsonLd(ARTICLE, "it", site);

  test("has every property search engines read of an article, each URL absolute", () => {
    expect(posting).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      "@id": "https://www.example.it/insights/go-to-market-b2b-in-sei-settimane#article",
      headline: "Go-to-market B2B in sei settimane",
      description: "Sei settimane bastano per decidere a chi vendere.",
      image: ["https://www.example.it/static/abc/cover.png", "https://www.example.it/share/insights/go-to-market-b2b-in-sei-settimane.png"],
      datePublished: "2026-03-10T09:00:00+01:00",
      dateModified: "2026-03-10T09:00:00+01:00",
      author: {
        "@type": "Person",
        name: "Marco Bianchi",
        url: "https://www.example.it/chi-siamo#team-marco-bianchi",
        jobTitle: "Partner",
        sameAs: "https://www.linkedin.com/in/example",
        worksFor: { "@id": "https://www.example.it/#organization" },
      },
      publisher: {
        "@type": "Organization",
        "@id": "https://www.example.it/#organization",
        name: "Altura Consulting",
        url: "https://www.example.it/",
        logo: { "@type": "ImageObject", url: "https://www.example.it/icons/icon-512x512.png" },
      },
      inLanguage: "it",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://www.example.it/insights/go-to-market-b2b-in-sei-settimane" },
      url: "https://www.example.it/insights/go-to-market-b2b-in-sei-settimane",
      isPartOf: {
        "@type": "Blog",
        "@id": "https://www.example.it/insights#blog",
        name: "Insights di Altura Consulting",
        url: "https://www.example.it/insights",
        inLanguage: "it",
      },
      articleSection: "Strategia & Go-to-market",
      keywords: ["Go-to-market", "B2B"],
      wordCount: 912,
    });
  });

  test("dateModified is the last revision when there is one; an author without role or profile has neither", () => {
    const revised = blogPostingJsonLd(
      { ...ARTICLE, updatedAt: "2026-04-02T10:00:00+02:00", author: { jsonId: "giulia-ferrari", name: "Giulia Ferrari" } },
      "en",
      site,
    );
    expect(revised.dateModified).toBe("2026-04-02T10:00:00+02:00");
    expect(revised.author).toEqual({
      "@type": "Person",
      name: "Giulia Ferrari",
      url: "https://www.example.it/en/about#team-giulia-ferrari",
      worksFor: { "@id": "https://www.example.it/#organization" },
    });
    expect(revised.inLanguage).toBe("en");
    expect(revised.url).toBe("https://www.example.it/en/insights/go-to-market-b2b-in-sei-settimane");
  });

  test("is safe inside a script element", () => {
    expect(serializeJsonLd(blogPostingJsonLd({ ...ARTICLE, title: "</script><b>" }, "it", site))).not.toContain("</script>");
  });
});

test("a list page: a CollectionPage whose main entity is the section's Blog, with the articles it lists", () => {
  const list = insightsListJsonLd(
    {
      path: "/insights/pagina/2",
      name: "Insights, pagina 2",
      description: "Gli articoli dei consulenti.",
      articles: [{ slug: "uno", title: "Uno", publishedAt: "2026-03-10T09:00:00+01:00", updatedAt: "2026-04-01T09:00:00+02:00", authorName: "Marco Bianchi" }],
    },
    "it",
    site,
  );
  expect(list).toEqual({
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    "@id": "https://www.example.it/insights/pagina/2",
    name: "Insights, pagina 2",
    description: "Gli articoli dei consulenti.",
    url: "https://www.example.it/insights/pagina/2",
    inLanguage: "it",
    mainEntity: {
      "@type": "Blog",
      "@id": insightsBlogId("it", site),
      name: "Insights di Altura Consulting",
      url: "https://www.example.it/insights",
      inLanguage: "it",
      publisher: { "@id": "https://www.example.it/#organization" },
      blogPost: [
        {
          "@type": "BlogPosting",
          "@id": "https://www.example.it/insights/uno#article",
          headline: "Uno",
          url: "https://www.example.it/insights/uno",
          datePublished: "2026-03-10T09:00:00+01:00",
          dateModified: "2026-04-01T09:00:00+02:00",
          author: { "@type": "Person", name: "Marco Bianchi" },
        },
      ],
    },
  });
});
