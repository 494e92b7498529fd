/** The `altura/import-direction` lint rule (scripts/lint/import-direction.cjs): the site and the function meet only in the site contract, one way. */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { rule } from "../../../scripts/lint/import-direction.cjs";

const ROOT = path.resolve(__dirname, "../../..");
const languageOptions = { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } };
const at = (filename: string, code: string) => ({ code, filename: path.join(ROOT, filename) });

const HANDLER = "supabase/functions/forms/handler.ts";
const EMAIL = "supabase/functions/_shared/request-email.ts";
const RULES = "supabase/functions/_shared/site-contract/request-rules.ts";
const COMPONENT = "src/components/contact/contact-fields.tsx";
const E2E = "tests/e2e/fixtures.ts";

new RuleTester({ languageOptions }).run("altura/import-direction", rule, {
  valid: [
    // The function: its own modules, the contract through its index, packages.
    at(HANDLER, `import { deliverNow } from "../_shared/outbox.ts";`),
    at(EMAIL, `import { routePath, type Locale } from "./site-contract/index.ts";`),
    at(EMAIL, `import postgres from "postgres";`),
    // The contract: its own files and yup.
    at(RULES, `import { string } from "yup"; import type { Locale } from "./locales.ts"; import { CONTACT_MESSAGES } from "./contact-rules.ts";`),
    // The site and its tests: the contract's files by name, with or without the extension.
    at(COMPONENT, `import { CONTACT_LIMITS } from "../../../supabase/functions/_shared/site-contract/request-options";`),
    at("src/lib/forms/form-challenge.ts", `const load = () => import("../../../supabase/functions/_shared/site-contract/challenge-payload.ts");`),
    at(E2E, `import { routePath } from "../../supabase/functions/_shared/site-contract/route-map";`),
    at("gatsby-ssr.tsx", `import { localeOfPath } from "./supabase/functions/_shared/site-contract/route-map";`),
    // The site's own modules.
    at(COMPONENT, `import { useDictionary } from "../../i18n/locale-context";`),
  ],
  invalid: [
    { ...at(EMAIL, `import { routePath } from "../../../src/lib/routes/alternates.ts";`), errors: [{ messageId: "supabaseToSrc" }] },
    { ...at(HANDLER, `import type { Dictionary } from "../../../src/i18n/dictionary.ts";`), errors: [{ messageId: "supabaseToSrc" }] },
    { ...at(HANDLER, `export { it } from "../../../src/i18n/dictionaries/it.ts";`), errors: [{ messageId: "supabaseToSrc" }] },
    { ...at(RULES, `import { FIRM_NAME } from "../contact-email.ts";`), errors: [{ messageId: "contractOutside" }] },
    { ...at(RULES, `import { formatsFor } from "../../../../src/lib/format/formats.ts";`), errors: [{ messageId: "supabaseToSrc" }] },
    {
      ...at(COMPONENT, `import { HONEYPOT_FIELD } from "../../../supabase/functions/_shared/request-options";`),
      errors: [{ messageId: "siteToFunction" }],
    },
    { ...at(COMPONENT, `const load = () => import("../../../supabase/functions/_shared/db");`), errors: [{ messageId: "siteToFunction" }] },
    {
      ...at(COMPONENT, `type Mail = typeof import("../../../supabase/functions/_shared/contact-email");`),
      errors: [{ messageId: "siteToFunction" }],
    },
    { ...at(E2E, `import { MESSAGES } from "../../supabase/functions/forms/handler";`), errors: [{ messageId: "siteToFunction" }] },
    {
      ...at("tests/unit/forms/example.test.ts", `jest.doMock("../../../supabase/functions/_shared/config", () => ({}));`),
      errors: [{ messageId: "siteToFunction" }],
    },
    // A path that leaves the contract again is judged by where it lands.
    {
      ...at(COMPONENT, `import { loadConfig } from "../../../supabase/functions/_shared/site-contract/../config";`),
      errors: [{ messageId: "siteToFunction" }],
    },
    {
      ...at(COMPONENT, `import { checkContact } from "../../../supabase/functions/_shared/site-contract/index";`),
      errors: [{ messageId: "siteToContractIndex" }],
    },
    { ...at(COMPONENT, `import { checkContact } from "../../../supabase/functions/_shared/site-contract";`), errors: [{ messageId: "siteToContractIndex" }] },
  ],
});

test("eslint.config.mjs gives the rule to the site, the function and the contract, and leaves it off the function's own tests and tools", () => {
  const files = [
    COMPONENT,
    "gatsby-config.ts",
    E2E,
    "scripts/check-develop.mjs",
    HANDLER,
    RULES,
    "tests/backend/function.test.ts",
    "scripts/backend/dev-backend.mjs",
  ];
  // ESLint loads its (ES module) configuration with import(), which Jest's module system does not run: ask a separate Node.
  const script = `
    const { ESLint } = require("eslint");
    const eslint = new ESLint();
    Promise.all(${JSON.stringify(files)}.map(async (file) => [file, (await eslint.calculateConfigForFile(file)).rules["altura/import-direction"]?.[0] ?? 0]))
      .then((entries) => process.stdout.write(JSON.stringify(Object.fromEntries(entries))));`;
  const severities = JSON.parse(execFileSync(process.execPath, ["-e", script], { cwd: ROOT, encoding: "utf8" }));
  expect(severities).toEqual({
    [COMPONENT]: 2,
    "gatsby-config.ts": 2,
    [E2E]: 2,
    "scripts/check-develop.mjs": 2,
    [HANDLER]: 2,
    [RULES]: 2,
    "tests/backend/function.test.ts": 0,
    "scripts/backend/dev-backend.mjs": 0,
  });
});
