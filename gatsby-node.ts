/**
 * Build-time Node APIs, the list of Gatsby hooks the site uses. Each delegates to a module of
 * src/gatsby-node named for its concern: the content (content-nodes, and whether an article is
 * published: article-publication), the brochure PDF, the CMS at /admin,
 * the detail pages with their .ics files, the Insights section's pages, each page's language, the
 * webpack alias, what public/ needs after the build (the search index among it), the Insights' feeds
 * (insights-feeds) and the pages' share images (share-images), and the search index under gatsby
 * develop; a public
 * build without its forms' backend stops (src/lib/forms/forms-backend-build.ts), and so does one whose
 * page analytics cannot be sent where they belong (src/lib/analytics/analytics-settings.ts) or with
 * an unknown start-up measurement switch (src/start-up/measurement-switches.ts).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { contentTypeDefinitions, createContentNodes, isDataFile, recheckContent, stopOnContentErrors, watchContent } from "./src/gatsby-node/content-nodes";
import { writeBrochure } from "./src/gatsby-node/brochure";
import { writeAdminPage } from "./src/gatsby-node/admin-page";
import { createDetailPages } from "./src/gatsby-node/detail-pages";
import { createInsightsPages } from "./src/gatsby-node/insights-pages";
import { createLocalizedPages } from "./src/gatsby-node/localized-pages";
import { publicationFieldExtensions, publicationRun, publicationTypeDefinitions } from "./src/gatsby-node/article-publication";
import { dayInLanguageExtension, dayInLanguageTypeDefinitions } from "./src/gatsby-node/dates-in-language";
import { analyticsSettingsPlugin, chakraThemeAlias, startUpSwitchPlugins, unpublishedSourceMaps } from "./src/gatsby-node/webpack";
import { reportStartUpSwitches } from "./src/start-up/measurement-switches";
import { finishPublicFolder } from "./src/gatsby-node/post-build";
import { serveDevSearchIndex } from "./src/gatsby-node/search-index";
import { writeInsightsFeeds } from "./src/gatsby-node/insights-feeds";
import { writeShareImages } from "./src/gatsby-node/share-images";
import { formsBackendProblem } from "./src/lib/forms/forms-backend-build";
import { analyticsProblem } from "./src/lib/analytics/analytics-settings";

/** The site's root; the modules of src/gatsby-node take it rather than guess it from their own place in the bundle. */
const SITE_DIR = __dirname;

/** When this build (or `npm start`) began, and whether it previews unpublished articles: one answer for every query of the run. */
const PUBLICATION_RUN = publicationRun();

let bootstrapped = false;

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  stopOnContentErrors(SITE_DIR, reporter);
  reportStartUpSwitches(reporter);
  const backendProblem = formsBackendProblem() ?? analyticsProblem();
  if (backendProblem) reporter.panic(backendProblem);
};

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ reporter }) => {
  bootstrapped = true;
  watchContent();
  await Promise.all([writeBrochure(SITE_DIR, reporter), writeAdminPage(SITE_DIR, reporter)]);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  // While `gatsby develop` runs, an edited data file is checked again; the pages keep the last good content until it is fixed.
  if (bootstrapped && isDataFile(args.node, SITE_DIR) && recheckContent(SITE_DIR, args.reporter)) {
    writeBrochure(SITE_DIR, args.reporter).catch((error: Error) => args.reporter.error("The brochure PDF could not be regenerated", error));
  }
  createContentNodes(SITE_DIR, args);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  for (const extension of [...publicationFieldExtensions(PUBLICATION_RUN), dayInLanguageExtension]) actions.createFieldExtension(extension);
  actions.createTypes([contentTypeDefinitions(SITE_DIR), publicationTypeDefinitions, dayInLanguageTypeDefinitions]);
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  actions.setWebpackConfig({
    resolve: { alias: chakraThemeAlias() },
    plugins: [...startUpSwitchPlugins(plugins), analyticsSettingsPlugin(plugins)],
    ...unpublishedSourceMaps(stage),
  });
};

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, reporter }) => serveDevSearchIndex(app, SITE_DIR, reporter);

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  await Promise.all([
    finishPublicFolder(path.join(SITE_DIR, "public"), args.reporter),
    writeInsightsFeeds(SITE_DIR, PUBLICATION_RUN, args),
    writeShareImages(SITE_DIR, PUBLICATION_RUN, args),
  ]);
};

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await Promise.all([createDetailPages(SITE_DIR, args), createInsightsPages(SITE_DIR, args)]);
};

export const onCreatePage: GatsbyNode["onCreatePage"] = (args) => createLocalizedPages(SITE_DIR, args);
