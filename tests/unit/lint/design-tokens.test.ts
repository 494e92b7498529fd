/**
 * The `altura/design-tokens` lint rule (scripts/lint/design-tokens.cjs), against the real theme:
 * the rule loads src/theme/index.ts itself, so these tests fail if that loading breaks.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { Linter, RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { rule } from "../../../scripts/lint/design-tokens.cjs";

const languageOptions = { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } };
const FILE = "src/components/example.tsx";
const BOX = `import { Box, defineConfig, defineRecipe } from "@chakra-ui/react";\n`;
/** A component file: the Chakra imports, then the code. */
const tsx = (code: string) => ({ code: BOX + code, filename: FILE });

new RuleTester({ languageOptions }).run("altura/design-tokens", rule, {
  valid: [
    // Tokens of each scale, semantic ones and colour palettes included.
    tsx(`<Box h="14" w="header.wide" p="16" mt="-4" gap="0.5" maxW="7xl" />`),
    tsx(`<Box h="header.compact" bg="surface.dark" color="text.onDark" borderColor="colorPalette.fg" rounded="2xl" />`),
    tsx(`<Box bg="black/40" color="whiteAlpha.200" />`),
    tsx(`<Box p={4} m={0} mt={-4} />`),
    // Keywords that are not measures, percentages, viewport units, zero.
    tsx(`<Box mx="auto" w="100%" h="100dvh" minW="0" maxW="none" inset="0" bg="transparent" color="currentColor" fill="none" />`),
    tsx(`<Box w="max-content" h="auto" gap="normal" color="inherit" />`),
    // Responsive objects and arrays, conditions, conditional values.
    tsx(`<Box p={{ base: "4", md: "8" }} h={["header.compact", "header.wide"]} _hover={{ bg: "accent.solid" }} />`),
    tsx(`const Card = ({ dark }: { dark: boolean }) => <Box bg={dark ? "surface.dark" : "white"} px={dark && "6"} />;`),
    // Expressions whose references exist.
    tsx(`<Box h="calc({sizes.header.compact} + {spacing.4})" top="calc(100% - var(--chakra-spacing-4))" w="calc(100% / 3)" />`),
    // css objects (selectors, a const of the file), recipes and globalCss.
    tsx(`const look = { "& a": { color: "accent.fg", px: "2" } };\n<Box css={look} />`),
    tsx(`export const r = defineRecipe({ base: { py: { base: "16", md: "24" } }, variants: { tone: { dark: { bg: "surface.dark" } } } });`),
    tsx(`export const c = defineConfig({ globalCss: { html: { scrollPaddingTop: "calc({sizes.header.wide} + {spacing.4})" } } });`),
    // Not Chakra: DOM elements and their style, components of other packages.
    tsx(`<div style={{ padding: "12px", color: "#fff" }} />`),
    { code: `import { GatsbyImage } from "gatsby-plugin-image";\n<GatsbyImage width={800} height={600} />`, filename: FILE },
    // Values outside the scales are not this rule's business (fontSize, transform, borderWidth).
    tsx(`<Box fontSize="0.5em" transform="translateX(4px)" borderWidth="1px" />`),
  ],
  invalid: [
    // The header's old slip: a sizes step that does not exist, with its line.
    { ...tsx(`\n<Box\n  h="18"\n/>`), errors: [{ messageId: "scale", line: 4, column: 5 }] },
    // sizes.16 is not kept in chakra-defaults.ts's USED_STEPS (spacing.16 is): height: 16 would be ignored.
    { ...tsx(`<Box h="16" />`), errors: [{ messageId: "scale" }] },
    { ...tsx(`<Box p="12px" mt="1.5rem" inset="-40px" h={18} />`), errors: 4 },
    { ...tsx(`<Box bg="#fff" />`), errors: [{ messageId: "rawColor" }] },
    { ...tsx(`<Box bg="rgba(0,0,0,.5)" color="hsl(0 0% 0%)" />`), errors: [{ messageId: "rawColor" }, { messageId: "rawColor" }] },
    { ...tsx(`<Box color="red" />`), errors: [{ messageId: "scale" }] },
    // Responsive values: each one is checked, and reported where it is written.
    { ...tsx(`<Box p={{ base: "4", md: "18" }} w={["full", "13px"]} />`), errors: [{ messageId: "scale", column: 26 }, { messageId: "scale" }] },
    { ...tsx(`const C = ({ a }: { a: boolean }) => <Box bg={a ? "white" : "#000"} />;`), errors: [{ messageId: "rawColor" }] },
    // Keywords where the property has none: border-radius: none and padding: auto are invalid CSS.
    { ...tsx(`<Box rounded="none" p="auto" />`), errors: 2 },
    // Raw lengths inside calc(), unknown references.
    { ...tsx(`<Box h="calc(100% - 12px)" />`), errors: [{ messageId: "rawLength" }] },
    { ...tsx(`<Box h="{sizes.header.compat}" w="calc(var(--chakra-sizes-nope) * 2)" />`), errors: [{ messageId: "reference" }, { messageId: "reference" }] },
    // Tokens are not expanded inside a multi-part value.
    { ...tsx(`<Box p="2 4" />`), errors: [{ messageId: "scale" }] },
    // Raw colours inside other style values.
    { ...tsx(`<Box boxShadow="0 1px 0 rgba(255,255,255,0.08)" />`), errors: [{ messageId: "rawColorInside" }] },
    // css objects, consts of the file, spreads, recipes, globalCss.
    { ...tsx(`const look = { "[data-x] &": { bg: "rgba(7, 21, 42, 0.82)" } };\n<Box css={look} />`), errors: [{ messageId: "rawColor", line: 2 }] },
    { ...tsx(`const card = { p: "7px" } as const;\n<Box {...card} />`), errors: [{ messageId: "scale" }] },
    { ...tsx(`export const r = defineRecipe({ base: { py: "18" }, variants: { size: { sm: { h: "15" } } } });`), errors: 2 },
    { ...tsx(`export const c = defineConfig({ globalCss: { body: { bg: "#fafafa" } } });`), errors: [{ messageId: "rawColor" }] },
  ],
});

/** The rule under its own name, as eslint.config.mjs registers it (RuleTester renames it). */
const lint = (code: string) => {
  const linter = new Linter({ configType: "flat" });
  const config = [
    {
      files: ["**/*.tsx"],
      languageOptions,
      linterOptions: { reportUnusedDisableDirectives: "error" as const },
      plugins: { altura: { rules: { "design-tokens": rule } } },
      rules: { "altura/design-tokens": "error" as const },
    },
  ];
  return linter.verify(BOX + code, config, { filename: FILE });
};

describe("the message", () => {
  it("names the property, the value and the scale, with the scale's tokens", () => {
    const [message] = lint(`<Box h="18" />`);
    expect(message.message).toMatch(
      /^h="18" is not on the sizes scale \(tokens: 1, 2, 4, .*header\.compact, header\.wide.*\): use a token, add the step to the theme, or mark a deliberate exception$/,
    );
    expect(message).toMatchObject({ line: 2, column: 8, ruleId: "altura/design-tokens" });
  });
});

describe("a deliberate exception", () => {
  it("is ESLint's disable comment, with its reason", () => {
    expect(lint(`// eslint-disable-next-line altura/design-tokens -- the honeypot sits off-screen in a 1 px box\n<Box left="-10000px" w="1px" />`)).toEqual([]);
    expect(lint(`<Box\n  // eslint-disable-next-line altura/design-tokens -- a glow's offset\n  inset="-37px"\n  p="4"\n/>`)).toEqual([]);
  });

  it("without a reason, fails: the value is let through, the comment is not", () => {
    expect(lint(`// eslint-disable-next-line altura/design-tokens\n<Box h="18" />`)).toEqual([
      expect.objectContaining({ ruleId: "altura/design-tokens", messageId: "exceptionWithoutReason", line: 2 }),
    ]);
  });

  it("that no longer disables anything, fails (the project's reportUnusedDisableDirectives)", () => {
    expect(lint(`// eslint-disable-next-line altura/design-tokens -- once 18\n<Box h="14" />`)).toEqual([
      expect.objectContaining({ ruleId: null, line: 2, message: expect.stringMatching(/Unused eslint-disable directive/) }),
    ]);
  });
});

describe("the project's lint", () => {
  it('fails on h="18" in a component, with the file and the line', () => {
    const root = path.resolve(__dirname, "../../..");
    const filename = "src/components/layout/lint-probe.tsx";
    const eslint = spawnSync(
      process.execPath,
      [path.join(root, "node_modules/eslint/bin/eslint.js"), "--stdin", "--stdin-filename", filename, "--format", "json", "--no-ignore"],
      { cwd: root, input: `import { Box } from "@chakra-ui/react";\n\nexport const Probe = () => <Box h="18" />;\n`, encoding: "utf8" },
    );
    expect(eslint.status).toBe(1);
    const [result] = JSON.parse(eslint.stdout) as { filePath: string; messages: { ruleId: string; severity: number; line: number }[] }[];
    expect(result.filePath).toBe(path.join(root, filename));
    expect(result.messages).toEqual([expect.objectContaining({ ruleId: "altura/design-tokens", severity: 2, line: 3 })]);
  }, 120_000);
});
