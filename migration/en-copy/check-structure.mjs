// Usage: node check-structure.mjs <italian.json> <english.json>
// Checks the English copy has the Italian file's shape: same keys recursively,
// same array lengths, same types, and identical non-string values.
import { readFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";

const [itPath, enPath] = process.argv.slice(2);
if (!itPath || !enPath) {
  console.error("usage: node check-structure.mjs <it.json> <en.json>");
  process.exit(2);
}
const it = JSON.parse(readFileSync(itPath, "utf8"));
const en = JSON.parse(readFileSync(enPath, "utf8"));
const errors = [];
let strings = 0,
  unchanged = [];

const kind = (v) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

function walk(a, b, path) {
  const ka = kind(a),
    kb = kind(b);
  if (ka !== kb) return errors.push(`${path}: type ${ka} vs ${kb}`);
  if (ka === "array") {
    if (a.length !== b.length) errors.push(`${path}: length ${a.length} vs ${b.length}`);
    a.forEach((v, i) => i < b.length && walk(v, b[i], `${path}[${i}]`));
  } else if (ka === "object") {
    const keysA = Object.keys(a),
      keysB = Object.keys(b);
    if (keysA.join("\u0000") !== keysB.join("\u0000")) {
      const missing = keysA.filter((k) => !(k in b));
      const extra = keysB.filter((k) => !(k in a));
      errors.push(
        `${path}: keys differ${missing.length ? ` missing [${missing}]` : ""}${extra.length ? ` extra [${extra}]` : ""}${!missing.length && !extra.length ? " (order)" : ""}`,
      );
    }
    for (const k of keysA) if (k in b) walk(a[k], b[k], `${path}.${k}`);
  } else if (ka === "string") {
    strings++;
    if (a === b) unchanged.push(path);
    if (b.trim() === "" && a.trim() !== "") errors.push(`${path}: empty translation`);
  } else if (a !== b) {
    errors.push(`${path}: value ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
  }
}
walk(it, en, "$");

// Slugs must stay unique within the file.
const slugs = [];
(function collect(v) {
  if (Array.isArray(v)) v.forEach(collect);
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (k === "slug" && typeof x === "string") slugs.push(x);
      else collect(x);
    }
  }
})(en);
const dup = slugs.filter((s, i) => slugs.indexOf(s) !== i);
if (dup.length) errors.push(`duplicate slugs: ${dup}`);
const badSlug = slugs.filter((s) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(s));
if (badSlug.length) errors.push(`slugs not kebab-case: ${badSlug}`);

// Also validate against the Italian file's JSON Schema (length limits, patterns, enums),
// using the project's own Ajv, read-only.
if (typeof it.$schema === "string") {
  const schemaPath = resolve(dirname(itPath), it.$schema);
  const require = createRequire("/work/main/package.json");
  if (existsSync(schemaPath)) {
    const Ajv = require("ajv");
    const ajv = new (Ajv.default ?? Ajv)({ allErrors: true, strict: false });
    try {
      require("ajv-formats")(ajv);
    } catch {
      /* formats optional */
    }
    const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, "utf8")));
    if (!validate(en)) for (const e of validate.errors) errors.push(`schema: ${e.instancePath} ${e.message}`);
  }
}

// Unchanged strings that look like prose (spaces or capitals) deserve a second look.
const suspect = unchanged.filter((p) => {
  const v = p.split(/\.|\[/).reduce((o, k) => (k === "$" ? o : o[k.replace("]", "")]), en);
  return /\s/.test(v) || /[A-Z]/.test(v);
});

if (errors.length) {
  console.error(`FAIL ${enPath}\n  ` + errors.join("\n  "));
  process.exit(1);
}
console.log(
  `OK ${enPath}: ${strings} strings, ${unchanged.length} unchanged (ids, keys, paths…)` +
    (suspect.length
      ? `; unchanged prose-like: ${suspect.map((p) => `${p}=${JSON.stringify(p.split(/\.|\[/).reduce((o, k) => (k === "$" ? o : o[k.replace("]", "")]), en))}`).join(", ")}`
      : ""),
);
