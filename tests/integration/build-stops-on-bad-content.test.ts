/**
 * The promise made to content staff, checked on the real build: a broken data file
 * stops `gatsby build` before anything is generated, with the exact place to fix.
 * (The unit tests cover every kind of error; this proves gatsby-node wires the check in.)
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readJson } from "../../src/lib/files/file-io";

const ROOT = path.resolve(__dirname, "../..");
const SKIP = new Set(["node_modules", ".cache", "public", ".git", "test-results", "playwright-report"]);

let copy: string;

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "altura-build-"));
  fs.cpSync(ROOT, copy, { recursive: true, filter: (source) => !SKIP.has(path.basename(source)) });
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
});

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

test("gatsby build stops on a wrong enum value and names file, item, id and field", () => {
  const file = path.join(copy, "data/courses.json");
  const json = readJson<{ items: { id: string; level: string }[] }>(file);
  json.items[3].level = "intermedio";
  fs.writeFileSync(file, JSON.stringify(json, null, 2));

  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    timeout: 180_000,
  });

  expect(result.status).not.toBe(0);
  const output = `${result.stdout}\n${result.stderr}`;
  expect(output).toContain(`data/courses.json, voce 4 (id "${json.items[3].id}"): level deve essere uno tra base, avanzato, executive`);
  expect(output).toContain("La build si è fermata per 1 errore nei contenuti di data/");
  expect(fs.existsSync(path.join(copy, "public/index.html"))).toBe(false);
}, 200_000);
