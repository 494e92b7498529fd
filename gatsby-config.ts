/**
 * Gatsby configuration: site metadata and the plugins that source, transform and
 * render the content in `data/`.
 */
import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { typeNameForFile } from "./src/content-model/collections";
import { readSiteBasics } from "./src/lib/content/read-site";
import { configuredSiteUrl } from "./src/lib/seo/site-url";
import { BACKGROUND_COLOR, THEME_COLOR } from "./src/lib/seo/brand-colors";
import { ICON_SIZES, iconFile } from "./src/lib/seo/site-icons";
import { SITEMAP_EXCLUDES, SITEMAP_QUERY, sitemapEntry } from "./src/lib/seo/sitemap";
import { ADMIN_PATH } from "./supabase/functions/_shared/site-contract/route-map";
import { DEFAULT_LOCALE } from "./supabase/functions/_shared/site-contract/locales";

/** What developMiddleware uses of `gatsby develop`'s Express app (Gatsby types it as any). */
interface DevelopServer {
  get(paths: string[], handler: (request: unknown, response: { sendFile(file: string): void }) => void): void;
}

/** The public address of the site; canonical URLs, Open Graph tags, JSON-LD and the sitemap are built on it. */
const siteUrl = configuredSiteUrl();

/** The firm as data/site.json names it, in the default language: the manifest is Italian. */
const site = readSiteBasics(path.join(__dirname, "data"));

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // Types for every named query in src/gatsby-types.d.ts (`Queries.HomePageQuery`, …).
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "never",
  // /admin (the CMS, src/gatsby-node/admin-page.ts) is a static page of its own in public/admin/; `gatsby develop`
  // serves no index.html from public/, so it is answered here, as the host answers it in production.
  developMiddleware: (app: DevelopServer) => {
    app.get([ADMIN_PATH, `${ADMIN_PATH}/`], (_request, response) => response.sendFile(path.join(__dirname, "public", ADMIN_PATH, "index.html")));
  },
  plugins: [
    // Reads every file in data/ (JSON content and the images it references); the editors' schemas are not content.
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data`, ignore: ["**/schemas/**", "**/README.md"] },
    },
    // Turns each JSON file into a node; gatsby-node makes from it one node per language of the entry or document.
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { name: string; relativeDirectory: string } }) =>
          typeNameForFile(node.name, node.relativeDirectory) ?? "UnknownContentJson",
      },
    },
    // Renders the Markdown texts of the content (an article's body: a child node per language made by
    // src/gatsby-node/content-nodes.ts) at build: MarkdownRemark's html, headings, tableOfContents,
    // timeToRead and wordCount. Its sub-plugin, local (plugins/), gives every heading a stable id.
    {
      resolve: "gatsby-transformer-remark",
      options: { plugins: ["gatsby-remark-heading-ids"] },
    },
    // Image processing (sharp) behind gatsby-plugin-image: responsive AVIF/WebP with placeholders.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: { formats: ["auto", "avif", "webp"], placeholder: "blurred", quality: 70 },
      },
    },
    // Adds childImageSharp to image File nodes.
    "gatsby-transformer-sharp",
    // <GatsbyImage>/<StaticImage>: sized, lazy, no layout shift.
    "gatsby-plugin-image",
    // Links inside static content (src/start-up/static-content.tsx) are plain <a> elements React never
    // hydrated: once the scripts run, this turns a click on an internal one into an in-site navigation, as <Link> does.
    "gatsby-plugin-catch-links",
    // sitemap-index.xml + sitemap-0.xml of every page but the 404 and newsletter-link ones, each with
    // its alternates in the other published languages (src/lib/seo/sitemap.ts).
    {
      resolve: "gatsby-plugin-sitemap",
      options: { query: SITEMAP_QUERY, excludes: [...SITEMAP_EXCLUDES], serialize: sitemapEntry },
    },
    // manifest.webmanifest and every favicon / home-screen icon (48–512 px, apple-touch-icon) from one SVG.
    // Adds no client code (no localisation) and no service worker: gatsby-plugin-offline is deliberately not used.
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.brandName,
        short_name: "Altura",
        description: site.description,
        lang: DEFAULT_LOCALE,
        start_url: "/",
        display: "standalone",
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icon: "src/images/icon.svg",
        // The manifest's sizes plus 180 px, the apple-touch-icon size iOS uses (linked in gatsby-ssr);
        // `legacy: false` avoids one apple-touch-icon link per size in every page.
        icons: ICON_SIZES.map((size) => ({
          src: iconFile(size),
          sizes: `${size}x${size}`,
          type: "image/png",
        })),
        legacy: false,
        // The Seo component writes the theme-color meta itself.
        theme_color_in_head: false,
      },
    },
  ],
};

export default config;
