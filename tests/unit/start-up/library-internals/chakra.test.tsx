/**
 * @jest-environment node
 *
 * What src/start-up/library-internals/chakra.ts relies on in Chakra UI: `ChakraProvider` writes the global
 * CSS from `system._global` and the layer order unless `system._config.disableLayers`. Rendered on
 * the server, where Emotion writes every <Global> as a <style> tag in the markup.
 */
import * as React from "react";
import { renderToString } from "react-dom/server";
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import createCache from "@emotion/cache";
import { designSystem } from "../../../../src/theme";

const system = designSystem();
import { systemWithoutGlobalCss } from "../../../../src/start-up/library-internals/chakra";

const CHANGED = "Chakra's ChakraProvider no longer works as src/start-up/library-internals/chakra.ts expects: read the new provider and adapt that file";

const globalCssOf = (value: SystemContext): string => {
  const html = renderToString(
    <CacheProvider value={createCache({ key: "css" })}>
      <ChakraProvider value={value}>
        <p>Ciao</p>
      </ChakraProvider>
    </CacheProvider>,
  );
  return Array.from(html.matchAll(/<style data-emotion="css-global[^"]*"[^>]*>([\s\S]*?)<\/style>/g), (match) => match[1]).join("");
};

describe("Chakra's provider, as library-internals/chakra.ts uses it", () => {
  it("writes the reset, the tokens and the layer order from the system", () => {
    const css = globalCssOf(system);
    expect({ css: css.length > 10_000, layers: css.includes("@layer reset"), tokens: css.includes("--chakra-") }).toEqual({
      css: true,
      layers: true,
      tokens: true,
    });
  });

  it("writes none of it with systemWithoutGlobalCss", () => {
    const css = globalCssOf(systemWithoutGlobalCss(system));
    if (css.replace(/\s/g, "") !== "") throw new Error(`${CHANGED}: it still wrote ${css.length} characters of global CSS`);
  });

  it("leaves the rest of the system as it is", () => {
    const stripped = systemWithoutGlobalCss(system);
    expect(stripped.token("colors.navy.500")).toBe("#2C4C7E");
    expect(system._global.length).toBeGreaterThan(0);
  });
});
