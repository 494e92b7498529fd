/**
 * Anchors inside a page that other pages link to, beside the route map's paths: one place for each, so
 * the link and its target cannot drift apart.
 */

import { routePath } from "../../../supabase/functions/_shared/site-contract/route-map";
import type { Locale } from "../../../supabase/functions/_shared/site-contract/locales";

/** A person of the team on the about page (`/chi-siamo#team-marco-bianchi`): an article's byline links its author there. */
export const teamMemberAnchor = (jsonId: string): string => `team-${jsonId}`;

/** ("marco-bianchi", "en") → "/en/about#team-marco-bianchi": an author's place, for the byline, the feeds and the structured data. */
export const teamMemberPath = (jsonId: string, locale: Locale): string => `${routePath("chi-siamo", locale)}#${teamMemberAnchor(jsonId)}`;
