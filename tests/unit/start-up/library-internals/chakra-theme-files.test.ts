/**
 * What src/start-up/library-internals/chakra-theme-files.ts relies on in Chakra UI: its theme files, one
 * per token group and recipe, in the package's ES module, CommonJS and declaration builds, and not
 * published one by one in the package's `exports`.
 */
import fs from "node:fs";
import ts from "typescript";
import path from "node:path";
import { CHAKRA_THEME_ALIAS, chakraThemeFolder } from "../../../../src/start-up/library-internals/chakra-theme-files";
import { readJson } from "../../../../src/lib/files/file-io";

const ROOT = path.resolve(__dirname, "../../../..");
const CHANGED = "Chakra's theme files are not where src/start-up/library-internals/chakra-theme-files.ts expects them";

/** Each `import { name } from "chakra-theme-defaults/<file>"` of the site's theme. */
const aliasImports = (): Array<{ name: string; file: string }> => {
  const source = fs.readFileSync(path.join(ROOT, "src/theme/chakra-defaults.ts"), "utf8");
  const pattern = new RegExp(`import \\{ (\\w+)(?: as \\w+)? \\} from "${CHAKRA_THEME_ALIAS}/([\\w/-]+)";`, "g");
  return Array.from(source.matchAll(pattern), ([, name, file]) => ({ name, file }));
};

describe("Chakra's theme files", () => {
  it("are imported by the site's theme", () => {
    expect(aliasImports().length).toBeGreaterThan(20);
  });

  it.each([
    ["esm", ".js"],
    ["cjs", ".cjs"],
    ["types", ".d.ts"],
  ] as const)("are in the %s build, each with the binding the theme imports", (build, extension) => {
    const missing = aliasImports().filter(({ name, file }) => {
      const found = path.join(chakraThemeFolder(build), `${file}${extension}`);
      return !fs.existsSync(found) || !fs.readFileSync(found, "utf8").includes(name);
    });
    if (missing.length) throw new Error(`${CHANGED} (${build}): ${missing.map(({ name, file }) => `${name} in ${file}`).join(", ")}`);
  });

  it("are what TypeScript and Jest resolve the alias to, as webpack does", () => {
    const tsconfig = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile).config as { compilerOptions: { paths: Record<string, string[]> } };
    expect(path.resolve(ROOT, tsconfig.compilerOptions.paths[`${CHAKRA_THEME_ALIAS}/*`][0].replace("/*", ""))).toBe(chakraThemeFolder("types"));
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const jest = require(path.join(ROOT, "jest.config.js")) as { moduleNameMapper: Record<string, string> };
    const mapped = jest.moduleNameMapper[`^${CHAKRA_THEME_ALIAS}/(.*)$`].replace("<rootDir>", ROOT);
    expect(path.dirname(mapped)).toBe(chakraThemeFolder("cjs"));
  });

  it("are not published one by one yet (when they are, import them by their public path and drop the alias)", () => {
    const { exports } = readJson<{ exports: Record<string, unknown> }>(path.join(chakraThemeFolder("esm"), "../../..", "package.json"));
    const published = Object.keys(exports).filter((entry) => entry.startsWith("./theme/"));
    if (published.length) throw new Error(`Chakra now publishes ${published.join(", ")}: use it in src/theme/chakra-defaults.ts instead of the alias`);
  });
});
