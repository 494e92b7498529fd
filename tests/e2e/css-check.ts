/**
 * A page's CSS, as the browser holds it at the end of a test: the server's styles and every rule
 * Emotion wrote later (a toast, an error, a spinner: `speedy: false`, so as text in <style>).
 *
 * Why: the theme keeps only the steps of Chakra's scales the site uses (src/theme/chakra-defaults.ts).
 * A step left out does not fail loudly in Chakra. A value such as `gap="2.5"` comes out raw
 * (`gap:2.5`, which the browser drops), and a palette left out leaves `var(--chakra-colors-…)`
 * pointing at nothing, and a keyframe left out an animation that never plays. All only show as a
 * missing style. The HTML check (`npm run check:html`) catches the raw values in the server's CSS;
 * this check also covers what appears only in the browser, in every state the end-to-end tests reach.
 */
export interface CssFaults {
  /** Declarations the browser rejects (`CSS.supports` is false), as `property:value`. */
  invalid: string[];
  /** `var(--chakra-…)` references without a fallback to a property no rule or style attribute declares. */
  undeclared: string[];
  /** Animation names no `@keyframes` rule defines (from `animation-name`, `animation` and Chakra's animation tokens). */
  missingKeyframes: string[];
}

/** Runs in the page: must not use anything from this module's scope. */
export function findCssFaults(): CssFaults {
  const splitDeclarations = (block: string): string[] => {
    const out: string[] = [];
    let depth = 0;
    let quote: string | null = null;
    let start = 0;
    for (let i = 0; i < block.length; i++) {
      const c = block[i];
      if (quote) {
        if (c === "\\") i++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'") quote = c;
      else if (c === "(") depth++;
      else if (c === ")") depth--;
      else if (c === ";" && depth === 0) {
        out.push(block.slice(start, i));
        start = i + 1;
      }
    }
    out.push(block.slice(start));
    return out.map((d) => d.trim()).filter(Boolean);
  };

  /** The keyframes an `animation` shorthand names: its words that are not one of the shorthand's keywords. */
  const ANIMATION_KEYWORDS = new Set(
    "none normal reverse alternate alternate-reverse forwards backwards both running paused infinite linear ease ease-in ease-out ease-in-out step-start step-end initial inherit unset revert".split(
      " ",
    ),
  );
  const namesInShorthand = (value: string): string[] =>
    value
      .replace(/[a-z-]+\([^()]*\)/gi, " ")
      .split(",")
      .flatMap((one) => one.trim().split(/\s+/))
      .filter((word) => /^[a-z_-][\w-]*$/i.test(word) && !ANIMATION_KEYWORDS.has(word.toLowerCase()));

  const declared = new Set<string>();
  const referenced = new Set<string>();
  const invalid = new Set<string>();
  const keyframes = new Set<string>();
  const animated = new Set<string>();
  const blocks: string[] = [];
  for (const style of Array.from(document.querySelectorAll("style"))) {
    // @font-face holds descriptors, not properties (`font-weight: 200 800`): CSS.supports does not know them.
    const css = (style.textContent ?? "").replace(/@font-face\s*\{[^{}]*\}/g, "");
    for (const match of css.matchAll(/@keyframes\s+([\w-]+)/g)) keyframes.add(match[1]);
    for (const match of css.matchAll(/\{([^{}]*)\}/g)) blocks.push(match[1]);
  }
  for (const element of Array.from(document.querySelectorAll("[style]"))) blocks.push(element.getAttribute("style") ?? "");

  // The same declarations recur in many rules: each distinct one is checked once.
  const declarations = new Set(blocks.flatMap(splitDeclarations));
  for (const declaration of declarations) {
    const colon = declaration.indexOf(":");
    if (colon < 1) continue;
    const property = declaration.slice(0, colon).trim();
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, "")
      .trim();
    for (const ref of value.matchAll(/var\(\s*(--chakra-[^,)\s]+)\s*\)/g)) referenced.add(ref[1].replace(/\\/g, ""));
    if (property === "animation-name") value.split(",").forEach((name) => animated.add(name.trim()));
    if (property === "animation" || property.startsWith("--chakra-animations-")) namesInShorthand(value).forEach((name) => animated.add(name));
    if (property.startsWith("--")) {
      declared.add(property.replace(/\\/g, ""));
      continue;
    }
    if (/^-(webkit|moz|ms)-/.test(property)) continue;
    if (!CSS.supports(property, value)) invalid.add(`${property}:${value}`);
  }
  animated.delete("none");
  return {
    invalid: [...invalid].sort(),
    undeclared: [...referenced].filter((name) => !declared.has(name)).sort(),
    missingKeyframes: [...animated].filter((name) => !keyframes.has(name)).sort(),
  };
}
