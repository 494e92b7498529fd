/**
 * Gatsby configuration: site metadata and the plugins that source, transform and
 * render the content in `data/`.
 */
import type { GatsbyConfig } from "gatsby";
import { typeNameForFile } from "./src/schema/collections";

/** The public address of the site; canonical URLs and Open Graph tags are built on it. */
const siteUrl = (process.env.SITE_URL ?? "https://www.alturaconsulting.it").replace(/\/$/, "");

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // Types for every named query in src/gatsby-types.d.ts (`Queries.HomePageQuery`, …).
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "never",
  plugins: [
    // Reads every file in data/ (JSON content and the images it references); the editors' schemas are not content.
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: `${__dirname}/data`, ignore: ["**/schemas/**", "**/README.md"] },
    },
    // Turns each JSON file into a node; gatsby-node splits collections into one node per entry.
    {
      resolve: "gatsby-transformer-json",
      options: {
        typeName: ({ node }: { node: { name: string } }) => typeNameForFile(node.name) ?? "UnknownContentJson",
      },
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
  ],
};

export default config;
