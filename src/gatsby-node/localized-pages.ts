/**
 * The language of the pages Gatsby makes from src/pages: each gets `locale` in its context, from its
 * path (the route map), as the pages gatsby-node creates itself already have. Components read it
 * through the page wrapper (src/i18n/locale-context.tsx), Head components from their props.
 * (The English twins of these pages are to be created here too: docs/i18n.md.)
 */
import type { CreatePageArgs } from "gatsby";
import { localeOfPath } from "../lib/routes/route-map";

export const addPageLocale = ({ page, actions }: Pick<CreatePageArgs, "page" | "actions">): void => {
  if ((page.context as { locale?: unknown } | undefined)?.locale) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, locale: localeOfPath(page.path) } });
};
