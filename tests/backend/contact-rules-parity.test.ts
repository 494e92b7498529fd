/**
 * The contact rules are one module for the site (Node/browser) and the function (Deno): this
 * runs the same corpus through both runtimes and requires identical answers, and checks that
 * the function's deno.json pins the same yup as the site's lockfile.
 */
import path from "node:path";
import { readJson } from "../../src/lib/files/file-io";
import { checkContact, checkContactPayload } from "../../supabase/functions/_shared/site-contract/contact-rules";
import { FUNCTION_CONFIG as CONFIG, FUNCTION_LOCK, ROOT, runDenoScript } from "./support/deno";

const ok = { name: "Giulia Ferrari", email: "giulia@example.it", company: "Nordica S.p.A.", message: "Vorrei parlare di un progetto." };

type Entry = { kind: "contact"; input: unknown; options?: { consent?: boolean } } | { kind: "payload"; input: unknown; extra?: string[] };

const fieldVariants: Record<string, unknown>[] = [
  ok,
  { ...ok, company: "" },
  { name: ok.name, email: ok.email, message: ok.message },
  // trimming, each kind of white space
  { ...ok, name: "  Giulia  ", email: " giulia@example.it ", message: "\n\tCiao\n" },
  { ...ok, name: "\u00a0Giulia\u00a0", company: "\u2003Nordica\u2003" },
  { ...ok, name: "\u2028Giulia\u2029" },
  { ...ok, name: "\ufeffGiulia" },
  { ...ok, name: "\u200bGiulia\u200b" },
  // every invalid case
  { ...ok, name: "" },
  { ...ok, name: "   " },
  { ...ok, name: "a".repeat(100) },
  { ...ok, name: "a".repeat(101) },
  { ...ok, email: "" },
  { ...ok, email: "giulia@" },
  { ...ok, email: "@example.it" },
  { ...ok, email: "giulia@example" },
  { ...ok, email: "giulia@example.it." },
  { ...ok, email: "giulia..ferrari@example.it" },
  { ...ok, email: "giulia+lead@example.it" },
  { ...ok, email: "GIULIA@EXAMPLE.IT" },
  { ...ok, email: "giulia@[192.168.0.1]" },
  { ...ok, email: "giulia@xn--caff-dsa.it" },
  { ...ok, email: "giulia@caffè.it" },
  { ...ok, email: "giulià@example.it" },
  { ...ok, email: '"giulia ferrari"@example.it' },
  { ...ok, email: "Giulia <giulia@example.it>" },
  { ...ok, email: "a@b.it,c@d.it" },
  { ...ok, email: `${"a".repeat(243)}@example.it` },
  { ...ok, email: `${"a".repeat(244)}@example.it` },
  { ...ok, email: `${"a".repeat(245)}@example.it` },
  { ...ok, company: "c".repeat(100) },
  { ...ok, company: "c".repeat(101) },
  { ...ok, message: "" },
  { ...ok, message: " \n " },
  { ...ok, message: "m".repeat(2000) },
  { ...ok, message: "m".repeat(2001) },
  // CR/LF
  { ...ok, name: "Giulia\r\nBcc: x@example.com" },
  { ...ok, name: "Giulia\nFerrari" },
  { ...ok, name: "Giulia\rFerrari" },
  { ...ok, name: "Giulia\n" },
  { ...ok, company: "Nordica\r\nBcc: x@example.com" },
  { ...ok, email: "giulia@example.it\r\nBcc: x@example.com" },
  { ...ok, message: "riga 1\r\nriga 2\nriga 3\rriga 4" },
  // unicode
  { ...ok, name: "Zoë Łukasiewicz-Ñúñez" },
  { ...ok, name: "山田 太郎", company: "株式会社" },
  { ...ok, name: "محمد", message: "مرحبا" },
  { ...ok, name: "😀".repeat(50) },
  { ...ok, name: "😀".repeat(51) },
  { ...ok, message: "😀".repeat(1000) },
  { ...ok, message: "😀".repeat(1001) },
  { ...ok, name: "e\u0301".repeat(50) },
  { ...ok, name: "e\u0301".repeat(51) },
  { ...ok, name: "\ud800Giulia" },
  { ...ok, name: "<script>alert(1)</script>" },
  { ...ok, name: "Giulia\u0000Ferrari" },
  { ...ok, name: "Giulia\tFerrari" },
  // control and bidi characters (refused), and the whitespace a textarea may hold (kept)
  { ...ok, message: "ciao\u0000" },
  { ...ok, message: "colonna\tcolonna\r\nriga" },
  { ...ok, message: "\u0007campanello" },
  { ...ok, message: "ciao\u007f" },
  { ...ok, company: "Nordica\u0085" },
  { ...ok, name: "Giulia\u202Efdp.exe" },
  { ...ok, name: "\u202AGiulia\u202C" },
  { ...ok, company: "\u2066Nordica\u2069" },
  { ...ok, company: "\u2067Nordica\u2068" },
  { ...ok, message: "ciao\u200E" },
  { ...ok, message: "ciao\u200F" },
  { ...ok, message: "ciao\u200D" },
  // format characters (refused), and the joiner inside an emoji sequence (kept)
  { ...ok, name: "Giu\u200Blia" },
  { ...ok, name: "Giu\uFEFFlia" },
  { ...ok, company: "Nor\u2060dica" },
  { ...ok, company: "Nor\u00ADdica" },
  { ...ok, message: "ciao\u200Cciao" },
  { ...ok, message: "ciao\u180Eciao" },
  { ...ok, message: "ciao \u{E0049}\u{E0047}\u{E004E}\u{E004F}\u{E0052}\u{E0045}" },
  { ...ok, message: "ciao\u{E0002}" },
  { ...ok, message: "ciao\uFFF9" },
  { ...ok, message: "👩\u200D💻 🤷\u200D♂\uFE0F 🏳\uFE0F\u200D🌈 🧑🏽\u200D🚀" },
  { ...ok, message: "👩\u200Dx" },
  { ...ok, message: "👩\u200D\u200D💻" },
  // huge
  { ...ok, name: "n".repeat(100_000) },
  { ...ok, message: "m".repeat(1_000_000) },
  { ...ok, email: `${"a".repeat(50_000)}@example.it` },
];

const shapes: unknown[] = [
  null,
  42,
  "ciao",
  true,
  [],
  [ok],
  {},
  { ...ok, name: 42 },
  { ...ok, name: null },
  { ...ok, email: ["giulia@example.it"] },
  { ...ok, message: { text: "x" } },
  { ...ok, company: false },
  { ...ok, company: undefined },
  { ...ok, extra: "x" },
  { ...ok, nota_interna: "" },
  { ...ok, nota_interna: "https://spam.example" },
  JSON.parse('{"__proto__": {"x": 1}, "name": "G", "email": "g@example.it", "message": "m"}'),
  // the consent: ticked, not ticked, missing, not a boolean
  { ...ok, consent: true },
  { ...ok, consent: false },
  { ...ok, consent: "true" },
  { ...ok, consent: 1 },
  { ...ok, consent: null },
  { ...ok, name: "", consent: false },
];

const corpus: Entry[] = [
  ...fieldVariants.map((input) => ({ kind: "contact" as const, input })),
  ...fieldVariants.map((input) => ({ kind: "contact" as const, input, options: { consent: true } })),
  ...fieldVariants.slice(0, 3).map((input) => ({ kind: "contact" as const, input, options: { consent: false } })),
  // As the forms send them: with the consent.
  ...fieldVariants.map((input) => ({ kind: "payload" as const, input: { ...input, consent: true }, extra: ["nota_interna"] })),
  ...shapes.map((input) => ({ kind: "payload" as const, input, extra: ["nota_interna"] })),
  ...shapes.map((input) => ({ kind: "payload" as const, input })),
];

function runNode(entries: Entry[]): unknown[] {
  // Through JSON first, exactly as the Deno side receives the corpus.
  const parsed = JSON.parse(JSON.stringify(entries)) as Entry[];
  return parsed.map((e) =>
    e.kind === "contact" ? checkContact(e.input as Record<string, string>, e.options ?? {}) : checkContactPayload(e.input, e.extra ?? []),
  );
}

test(`checkContact / checkContactPayload answer the same in Node and in Deno (${corpus.length} inputs)`, () => {
  const deno = JSON.parse(runDenoScript("contact-rules-parity.mjs", corpus)) as { runtime: string; results: unknown[] };
  expect(deno.runtime).toMatch(/^deno 2\./);
  const node = runNode(corpus);
  expect(deno.results).toHaveLength(node.length);
  for (let i = 0; i < node.length; i++) {
    // One by one, so a difference names its input.
    expect({ i, input: summarize(corpus[i]), result: deno.results[i] }).toEqual({ i, input: summarize(corpus[i]), result: node[i] });
  }
  // The corpus exercises both outcomes and every field.
  const fields = new Set(node.filter((r) => !(r as { ok: boolean }).ok).map((r) => (r as { field: string | null }).field));
  expect(fields).toEqual(new Set(["consent", "name", "email", "company", "message", null]));
});

function summarize(entry: Entry): string {
  return JSON.stringify(entry).slice(0, 160);
}

test("the function's deno.json pins the yup the site installs", () => {
  const denoJson = readJson<{ imports: Record<string, string> }>(CONFIG);
  const installed = readJson<{ version: string }>(path.join(ROOT, "node_modules/yup/package.json")).version;
  expect(denoJson.imports.yup).toBe(`npm:yup@${installed}`);
});

test("the function's lock (used frozen by every local run) pins exactly deno.json's npm imports, with integrity hashes", () => {
  const denoJson = readJson<{ imports: Record<string, string> }>(CONFIG);
  const lock = readJson<{ specifiers: Record<string, string>; npm: Record<string, { integrity: string }> }>(FUNCTION_LOCK);
  for (const specifier of Object.values(denoJson.imports)) {
    const [, name, version] = /^npm:(@?[^@]+)@(.+)$/.exec(specifier)!;
    expect(lock.specifiers[specifier]).toBe(version);
    expect(lock.npm[`${name}@${version}`].integrity).toMatch(/^sha512-/);
  }
});
