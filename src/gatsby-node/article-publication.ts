/**
 * Whether each article is published, in GraphQL: the article's nodes always exist (so a page, a draft
 * under `npm start`, can show any of them), and two fields resolved when queried apply the one rule
 * (src/lib/articles/publication.ts) with this run's clock and mode:
 * - `status`: "published", "draft" or "scheduled" (the "Bozza" mark under `npm start`);
 * - `shown`: whether this run shows the article, the filter of every list (a production build only
 *   the published ones; `npm start` every one).
 *
 * Decided when queried, not when the nodes are made: Gatsby keeps nodes between runs (.cache) and makes
 * them again only when their file changes, so a node made by yesterday's build, or by `npm start`, would
 * still carry yesterday's answer. Gatsby also keeps a page's query result until its nodes or its context
 * change: a page that lists articles gets them from createPages, which runs every build (docs/architecture.md).
 */
import { type PublicationFacts, type PublicationRun, isShown, publicationStatus } from "../lib/articles/publication";

/** The content type the rule applies to (src/content-model/collections.ts). */
export const ARTICLE_TYPE = "Article";

/**
 * The run of this process: it starts now, and previews unpublished articles unless it is a production
 * build (`gatsby build` sets NODE_ENV to production, `gatsby develop` to development).
 */
export const publicationRun = (env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): PublicationRun => ({
  now,
  preview: env.NODE_ENV !== "production",
});

/** A field extension as `actions.createFieldExtension` takes it (Gatsby types it as any object). */
export interface PublicationFieldExtension {
  name: string;
  extend: () => { resolve: (source: PublicationFacts) => unknown };
}

/** The field extensions that resolve the two fields from the node's own `draft` and `publishedAt`. */
export const publicationFieldExtensions = (run: PublicationRun): PublicationFieldExtension[] => [
  {
    name: "publicationStatus",
    extend: () => ({ resolve: (source: PublicationFacts) => publicationStatus(source, run.now) }),
  },
  {
    name: "shownInThisRun",
    extend: () => ({ resolve: (source: PublicationFacts) => isShown(source, run) }),
  },
];

/** The two fields on Article (merged with the type generated from its JSON Schema). */
export const publicationTypeDefinitions = `
type ${ARTICLE_TYPE} implements Node @dontInfer {
  """
  The article's state when this build (or npm start) began: published; draft (draft: true, never in a production build); or scheduled (publishedAt still to come).
  One of: published, draft, scheduled.
  """
  status: String! @publicationStatus
  """
  Whether this run shows the article: in a production build only a published one; under npm start every one, its status telling drafts and scheduled ones apart. Filter every list on it.
  """
  shown: Boolean! @shownInThisRun
}
`;
