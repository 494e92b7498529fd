/**
 * The one place that reaches into Chakra UI past its public API (tests/unit/start-up/library-internals/chakra.test.tsx
 * fails, naming this file, when a Chakra release changes what it relies on).
 *
 * Why: on a page the server rendered, Chakra's global CSS (reset, design tokens, base styles, layer
 * order, ~40 KB) is already in <head> (src/start-up/server-styles.ts). `ChakraProvider` would
 * serialise all of it again in the browser at start-up, on a phone's main thread, only for Emotion to
 * find it there. Chakra offers no option for this: the provider always renders
 * `<Global styles={system._global} />` and, unless `system._config.disableLayers`, the layer order.
 * So the browser's provider gets a copy of the system with both emptied; class names do not depend
 * on them, so the markup hydrates unchanged.
 */
import type { SystemContext } from "@chakra-ui/react";

export const systemWithoutGlobalCss = (system: SystemContext): SystemContext => ({
  ...system,
  _global: [],
  _config: { ...system._config, disableLayers: true },
});
