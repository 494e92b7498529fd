/**
 * A candidate, off unless tried (START_UP_TRY=icon-sprite; src/start-up/measurement-switches.ts): kept
 * only if it is measured to pay (docs/performance.md, "Running the benchmarks").
 *
 * Why: every lucide icon is an inline <svg> with its paths, and /academy holds 90 of them, 60 of four
 * kinds (one per course card): a forced style and layout of that page took 53–56 ms with them and
 * 41–44 ms without (CPU 1×, docs/performance.md, "Style and layout at load"). Here each icon is an
 * <svg> with the same attributes around one `<use href="#icon-<name>">`, and the paths are drawn once
 * per page, in a <symbol> of one hidden sprite at the start of <body>. The <svg> keeps its classes,
 * size, stroke and accessible name; `fill`, `stroke` and the stroke's width and joins are inherited
 * properties, so the symbol draws as the icon did.
 *
 * The sprite is not part of React's tree: server rendering writes the symbols of the icons the page's
 * HTML uses (gatsby-ssr's onRenderBody, after the body is rendered), and in the browser an icon the
 * sprite lacks (a page reached inside the site, a toast) adds its symbol before it is painted.
 * lucide-react's icons reach this component through webpack (src/start-up/library-internals/lucide.ts).
 */
import * as React from "react";
import { Icon as LucideIcon, type LucideIconData, type LucideIconNode, type LucideProps } from "lucide-react";
import { lucideIconData } from "./library-internals/lucide";

export const ICON_SPRITE_ID = "icon-sprite";
export const symbolId = (name: string): string => `icon-${name}`;

const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
const SYMBOL_REFERENCE = /<use href="#icon-([a-z0-9-]+)"/g;

/** Out of sight and out of the layout; `display: none` would do for paths, but not for every SVG feature a symbol may use. */
const SPRITE_STYLE = { position: "absolute", width: 0, height: 0, overflow: "hidden" } as const;

type NamedIcon = LucideIconData & { name: string };

/** Each icon drawn in server rendering, by name: a page's sprite takes those its HTML uses. */
const drawnOnTheServer = new Map<string, NamedIcon>();

/** The attributes of a drawn element, without React's `key`. */
const attributesOf = (attributes: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(attributes).flatMap(([name, value]) => (name === "key" || value == null ? [] : [[name, String(value)]])));

const drawnAsElements = (node: LucideIconNode[]): React.ReactNode[] =>
  node.map(([tag, attributes, children], index) =>
    React.createElement(tag, { key: index, ...attributesOf(attributes) }, children && drawnAsElements(children)),
  );

const drawnInto = (parent: Element, node: LucideIconNode[]): void => {
  for (const [tag, attributes, children] of node) {
    const element = document.createElementNS(SVG_NAMESPACE, tag);
    for (const [name, value] of Object.entries(attributesOf(attributes))) element.setAttribute(name, value);
    if (children) drawnInto(element, children);
    parent.appendChild(element);
  }
};

const viewBoxOf = (icon: LucideIconData): string => `0 0 ${icon.size ?? icon.width ?? 24} ${icon.size ?? icon.height ?? 24}`;

/** The page's sprite in the browser, created empty on a page whose HTML has none (gatsby develop). */
const browserSprite = (): Element => {
  const existing = document.getElementById(ICON_SPRITE_ID);
  if (existing) return existing;
  const sprite = document.createElementNS(SVG_NAMESPACE, "svg");
  sprite.id = ICON_SPRITE_ID;
  sprite.setAttribute("aria-hidden", "true");
  Object.assign(sprite.style, { position: SPRITE_STYLE.position, width: "0", height: "0", overflow: SPRITE_STYLE.overflow });
  document.body.prepend(sprite);
  return sprite;
};

/** In the browser, the icon's symbol, added to the sprite unless the page has it already. */
const ensureSymbol = (icon: NamedIcon): void => {
  if (document.getElementById(symbolId(icon.name))) return;
  const symbol = document.createElementNS(SVG_NAMESPACE, "symbol");
  symbol.id = symbolId(icon.name);
  symbol.setAttribute("viewBox", viewBoxOf(icon));
  drawnInto(symbol, icon.node);
  browserSprite().appendChild(symbol);
};

/** lucide's rule for an icon nobody named: decorative, hidden from assistive technologies. */
const hasAccessibleName = (props: Record<string, unknown>): boolean =>
  Object.entries(props).some(([name, value]) => value != null && (name.startsWith("aria-") || name === "role" || name === "title"));

type IconProps = LucideProps & { icon?: LucideIconData; children?: React.ReactNode };

/**
 * The component lucide-react's icons render in place of its own `Icon`: the same <svg>, drawing its
 * icon's symbol. Exported as the module's default because that is how createLucideIcon imports `Icon`.
 */
const SpriteIcon = React.forwardRef<SVGSVGElement, IconProps>(function SpriteIcon({ icon: given, children, ...props }, ref) {
  const icon = lucideIconData(given);
  if (typeof document === "undefined") drawnOnTheServer.set(icon.name, icon);
  React.useInsertionEffect(() => ensureSymbol(icon), [icon]);
  const decorative = !children && !hasAccessibleName(props);
  return (
    <LucideIcon ref={ref} {...props} {...(decorative ? { "aria-hidden": "true" } : {})} icon={{ ...icon, node: [] }}>
      {[<use key="symbol" href={`#${symbolId(icon.name)}`} />, children]}
    </LucideIcon>
  );
});

export default SpriteIcon;

/**
 * gatsby-ssr's onRenderBody: the sprite of a page whose body is rendered, with a symbol for each icon
 * its HTML uses; null when it uses none. Throws if the HTML uses an icon no component drew.
 */
export function iconSpriteFor(bodyHtml: string): React.ReactElement | null {
  const names = [...new Set(Array.from(bodyHtml.matchAll(SYMBOL_REFERENCE), ([, name]) => name))];
  if (!names.length) return null;
  return (
    <svg key={ICON_SPRITE_ID} id={ICON_SPRITE_ID} xmlns={SVG_NAMESPACE} aria-hidden="true" style={SPRITE_STYLE}>
      {names.map((name) => {
        const icon = drawnOnTheServer.get(name);
        if (!icon) throw new Error(`The page uses the icon "${name}", which no icon drew in server rendering (src/start-up/icon-sprite.tsx).`);
        return (
          <symbol key={name} id={symbolId(name)} viewBox={viewBoxOf(icon)}>
            {drawnAsElements(icon.node)}
          </symbol>
        );
      })}
    </svg>
  );
}
