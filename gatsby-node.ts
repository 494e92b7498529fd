/**
 * Build-time Node APIs: checks the content before anything reads it, turns each
 * collection file into one node per entry, and declares the GraphQL types of the
 * content explicitly (no inference), generated from the editors' JSON Schemas.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { GatsbyNode, Node, Reporter } from "gatsby";
import { collectionForFileType, fileTypeName } from "./src/schema/collections";
import { contentModelToSdl } from "./src/schema/json-schema-to-sdl";
import { loadContentModel } from "./src/schema/load-content-model";
import { formatContentReport, validateContent } from "./src/lib/content/validate-content";
import { BROCHURE_FILE_NAME } from "./src/lib/brochure/brochure-file";
import { loadBrochureContent, renderBrochure } from "./src/lib/brochure/render-brochure";
import { completeHeadersFile, inlineScriptHashes } from "./src/lib/security/content-security-policy";
import { supabaseSettings } from "./src/lib/contact/supabase-client";
import { configuredSiteUrl, robotsTxt } from "./src/lib/seo/site-url";
import { hoistServerStyles } from "./src/lib/performance/server-styles";
import { pageResourcesReader } from "./src/lib/performance/page-resources";
import { deferScriptsUntilActivity } from "./src/lib/performance/scripts-on-first-activity";
import { coursePath, eventIcsPath, eventPath } from "./src/lib/catalogue/detail-paths";
import { legalNavigation } from "./src/lib/navigation";
import { buildIcs } from "./src/lib/calendar/ics";
import { eventCalendarEntry, isEventOver, type CalendarEventSource } from "./src/lib/calendar/event-calendar-entry";

const DATA_DIR = path.join(__dirname, "data");
const PUBLIC_DIR = path.join(__dirname, "public");
/** Cloudflare Pages reads _headers lines up to this length; the CSP with its hashes is the longest. */
const CLOUDFLARE_HEADER_LINE_LIMIT = 2000;

let bootstrapped = false;

let brochureWrite: Promise<void> = Promise.resolve();

/**
 * Renders the PDF brochure ('Scarica la brochure') from data/ into public/. Writes run one after the
 * other (the last edit wins) and replace the file in one step, so the server never serves half a PDF.
 */
const writeBrochure = (reporter: Reporter): Promise<void> => {
  brochureWrite = brochureWrite
    .catch(() => undefined)
    .then(async () => {
      const pdf = await renderBrochure(loadBrochureContent(DATA_DIR));
      const publicDir = path.join(__dirname, "public");
      const target = path.join(publicDir, BROCHURE_FILE_NAME);
      await fs.promises.mkdir(publicDir, { recursive: true });
      await fs.promises.writeFile(`${target}.tmp`, pdf);
      await fs.promises.rename(`${target}.tmp`, target);
      reporter.info(`Brochure written to public/${BROCHURE_FILE_NAME} (${Math.round(pdf.length / 1024)} KB)`);
    });
  return brochureWrite;
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const errors = validateContent(DATA_DIR, __dirname);
  if (errors.length === 0) return;
  // Stop before GraphQL sees the content: the editor gets one list of exact places to fix.
  // Written out unwrapped (Gatsby's reporter folds long lines at 80 columns, splitting each message).
  process.stderr.write(`\n${formatContentReport(errors)}\n\n`);
  reporter.panic(`The build stopped because of ${errors.length === 1 ? "1 content error" : `${errors.length} content errors`} in data/ (listed above).`);
};

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ reporter }) => {
  bootstrapped = true;
  return writeBrochure(reporter);
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest, reporter }) => {
  // While `gatsby develop` runs, an edited data file is checked again; the server keeps running with the last good page.
  if (bootstrapped && node.internal.type === "File" && (node as Node & { dir?: string }).dir === DATA_DIR) {
    const errors = validateContent(DATA_DIR, __dirname);
    if (errors.length > 0) reporter.error(formatContentReport(errors));
    else writeBrochure(reporter).catch((error: Error) => reporter.error("The brochure PDF could not be regenerated", error));
  }

  const collection = collectionForFileType(node.internal.type);
  if (!collection) return;
  const items = (node as Node & { items?: Array<Record<string, unknown>> }).items ?? [];
  const entries = items.map((item, position) => {
    const { id: jsonId, ...fields } = item;
    const entry = {
      ...fields,
      jsonId,
      position,
      id: createNodeId(`${collection.type} >>> ${String(jsonId ?? position)}`),
      parent: node.id,
      children: [],
      internal: { type: collection.type, contentDigest: createContentDigest(item) },
    };
    actions.createNode(entry);
    return entry;
  });
  // One link for all the entries. createParentChildLink stores the whole parent again (the
  // file node, with every entry under `items`) on each call, so linking entries one by one
  // costs n² (measured: 130 s of a 1,500-course build). Listing the children first and
  // storing the parent once, with the last link, gives the same parent in one write.
  const last = entries.at(-1);
  if (!last) return;
  for (const entry of entries) if (!node.children.includes(entry.id)) node.children.push(entry.id);
  actions.createParentChildLink({ parent: node, child: last as unknown as Node });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentModelToSdl(loadContentModel(DATA_DIR), fileTypeName));
};

/**
 * `chakra-theme-defaults/*` → Chakra's own theme files, so src/theme/chakra-defaults.ts can take
 * only the tokens and recipes the site uses (the package's `exports` publish only the whole theme).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  // createRequire: Gatsby bundles this file, and the bundle's own `require` cannot resolve packages.
  const requireFromSite = createRequire(path.resolve("package.json"));
  const chakraRoot = path.dirname(requireFromSite.resolve("@chakra-ui/react/package.json"));
  actions.setWebpackConfig({
    resolve: { alias: { "chakra-theme-defaults": path.join(chakraRoot, "dist/esm/theme") } },
  });
};

const htmlFilesIn = async (dir: string): Promise<string[]> => {
  const entries = await fs.promises.readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFilesIn(full);
      return Promise.resolve(entry.name.endsWith(".html") ? [full] : []);
    }),
  );
  return nested.flat();
};

/**
 * After the pages are written: each page's CSS gathered in <head> (src/lib/performance/server-styles.ts),
 * Gatsby's scripts started at the visitor's first activity (src/lib/performance/scripts-on-first-activity.ts), robots.txt with the configured site address, and the
 * Content-Security-Policy of public/_headers completed with the hash of every inline
 * script in the built HTML and the Supabase project's origin (see static/_headers).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  await fs.promises.writeFile(path.join(PUBLIC_DIR, "robots.txt"), robotsTxt(configuredSiteUrl()));

  const headersPath = path.join(PUBLIC_DIR, "_headers");
  const hashes = new Set<string>();
  const pageResources = pageResourcesReader(PUBLIC_DIR);
  for (const file of await htmlFilesIn(PUBLIC_DIR)) {
    // First the performance rewrites, so the loader's hash is part of the policy.
    const original = await fs.promises.readFile(file, "utf8");
    const html = deferScriptsUntilActivity(hoistServerStyles(original), pageResources(original));
    if (html !== original) await fs.promises.writeFile(file, html);
    inlineScriptHashes(html).forEach((hash) => hashes.add(hash));
  }
  const template = await fs.promises.readFile(headersPath, "utf8");
  const headers = completeHeadersFile(template, { scriptHashes: hashes, supabaseUrl: supabaseSettings().url });
  await fs.promises.writeFile(headersPath, headers);
  const longest = Math.max(...headers.split("\n").map((line) => line.length));
  if (longest > CLOUDFLARE_HEADER_LINE_LIMIT) {
    reporter.warn(`public/_headers has a ${longest}-character line: Cloudflare Pages ignores lines over ${CLOUDFLARE_HEADER_LINE_LIMIT} characters (Netlify has no limit).`);
  }
  reporter.info(`public/_headers: Content-Security-Policy with ${hashes.size} inline script hashes; public/robots.txt written`);
};

interface DetailPagesData {
  site: { siteMetadata: { siteUrl: string } } | null;
  siteSettings: { brandName: string } | null;
  allCourse: { nodes: Array<{ id: string; slug: string; category: string }> };
  allEvent: { nodes: Array<CalendarEventSource & { id: string; type: string }> };
}

/** Writes one event's .ics beside its page (public/eventi/<slug>.ics), replacing it in one step. */
const writeIcs = async (publicPath: string, content: string): Promise<void> => {
  const target = path.join(__dirname, "public", publicPath);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  await fs.promises.writeFile(`${target}.tmp`, content);
  await fs.promises.rename(`${target}.tmp`, target);
};

/**
 * One page per course (/academy/<slug>) and per event (/eventi/<slug>), and each event's
 * calendar file: adding an entry to data/courses.json or data/events.json is all it takes.
 * The legal pages share one template, each with its document id from data/legal.json.
 * The context carries what the page query filters on (its own node, the related items).
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // The footer's list, so every legal link has its page; they need nothing from the query below.
  for (const legalPage of legalNavigation) {
    actions.createPage({
      path: legalPage.to,
      component: path.resolve(__dirname, "src/templates/legal-page.tsx"),
      context: { ...legalPage },
    });
  }
  const result = await graphql<DetailPagesData>(`
    query DetailPages {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteSettings {
        brandName
      }
      allCourse {
        nodes {
          id
          slug
          category
        }
      }
      allEvent {
        nodes {
          id
          jsonId
          slug
          title
          description
          startDate
          endDate
          type
          location {
            venue
            city
            region
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("The course and event pages could not be created", result.errors);
    return;
  }
  const { allCourse, allEvent, site, siteSettings } = result.data;
  for (const course of allCourse.nodes) {
    actions.createPage({
      path: coursePath(course.slug),
      component: path.resolve(__dirname, "src/templates/course-page.tsx"),
      context: { id: course.id, category: course.category },
    });
  }
  // Past events keep their page (links and search results still lead somewhere) but get no calendar file.
  const now = new Date();
  const siteUrl = site?.siteMetadata.siteUrl ?? "";
  const productId = `-//${siteSettings?.brandName ?? "Altura Consulting"}//Eventi//IT`;
  await Promise.all(
    allEvent.nodes.map(async (event) => {
      actions.createPage({
        path: eventPath(event.slug),
        component: path.resolve(__dirname, "src/templates/event-page.tsx"),
        context: { id: event.id, type: event.type },
      });
      if (!isEventOver(event.endDate, now)) {
        await writeIcs(eventIcsPath(event.slug), buildIcs(eventCalendarEntry(event, siteUrl), { stamp: now, productId }));
      }
    }),
  );
  reporter.info(`Detail pages: ${allCourse.nodes.length} courses, ${allEvent.nodes.length} events (with their .ics files)`);
};
