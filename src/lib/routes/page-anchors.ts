/**
 * Anchors inside a page that other pages link to, beside the route map's paths: one place for each, so
 * the link and its target cannot drift apart.
 */

/** A person of the team on the about page (`/chi-siamo#team-marco-bianchi`): an article's byline links its author there. */
export const teamMemberAnchor = (jsonId: string): string => `team-${jsonId}`;
