/**
 * The one place that relies on lucide-react's internals (tests/unit/start-up/library-internals/lucide.test.ts
 * fails, naming this file, when a lucide-react release changes what it relies on).
 *
 * Why: the icon sprite (src/start-up/icon-sprite.tsx, a candidate tried with START_UP_TRY=icon-sprite)
 * changes how every lucide icon of the site draws, without touching the forty files that import one.
 * lucide-react builds each icon with `createLucideIcon`, which renders the package's `Icon` component,
 * imported as `./Icon.mjs`, with the icon's data as its `icon` prop: its kebab-case `name` and its
 * `node`, the list of the elements it draws. When the candidate is tried, webpack hands
 * createLucideIcon the sprite's component in place of that module (src/gatsby-node/webpack.ts); the
 * package's `Icon`, imported by its public name, still builds every attribute of the <svg>.
 */
import type { LucideIconData } from "lucide-react";

/** The module createLucideIcon imports its `Icon` from, and the file that imports it. */
export const LUCIDE_ICON_REQUEST = /^\.\/Icon\.mjs$/;
const CREATE_LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]createLucideIcon\.mjs$/;

/** What webpack tells a replacement about a request before resolving it (NormalModuleReplacementPlugin). */
interface Request {
  request: string;
  contextInfo: { issuer: string };
}

/**
 * For NormalModuleReplacementPlugin(LUCIDE_ICON_REQUEST, …): createLucideIcon's `./Icon.mjs` becomes
 * `replacement` (an absolute path); every other import of the package's Icon, its public export among
 * them, stays as it is.
 */
export const replaceLucideIcon =
  (replacement: string) =>
  (resolving: Request): void => {
    if (CREATE_LUCIDE_ICON.test(resolving.contextInfo.issuer)) resolving.request = replacement;
  };

/** The icon data createLucideIcon passes to the component in place of lucide's Icon. */
export type LucideIconProp = LucideIconData & { name: string };

/** The `icon` prop, checked: throws, naming lucide-react, when createLucideIcon no longer passes a named icon. */
export function lucideIconData(icon: LucideIconData | undefined): LucideIconProp {
  if (!icon || typeof icon.name !== "string" || !Array.isArray(icon.node)) {
    throw new Error(
      "lucide-react's createLucideIcon no longer renders its Icon with an `icon` prop holding the icon's `name` and `node`: the icon sprite relies on it (src/start-up/library-internals/lucide.ts); update that module for this lucide-react release.",
    );
  }
  return icon as LucideIconProp;
}
