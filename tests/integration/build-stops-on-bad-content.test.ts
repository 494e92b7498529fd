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

test("gatsby build stops on a wrong enum value and a missing translation, naming file, entry, field and language", () => {
  const coursesDir = path.join(copy, "data/courses");
  const [first, second] = fs.readdirSync(coursesDir).sort();
  type Course = { id: string; level: string; title: Record<string, string> };
  const change = (name: string, edit: (course: Course) => void): Course => {
    const course = readJson<Course>(path.join(coursesDir, name));
    edit(course);
    fs.writeFileSync(path.join(coursesDir, name), JSON.stringify(course, null, 2));
    return course;
  };
  const wrongLevel = change(first, (course) => (course.level = "intermedio"));
  const untranslated = change(second, (course) => (course.title.en = ""));

  const result = spawnSync("npx", ["gatsby", "build"], {
    cwd: copy,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    timeout: 180_000,
  });

  expect(result.status).not.toBe(0);
  const output = `${result.stdout}\n${result.stderr}`;
  expect(output).toContain(`data/courses/${first} (id "${wrongLevel.id}"): level deve essere uno tra base, avanzato, executive`);
  expect(output).toContain(`data/courses/${second} (id "${untranslated.id}"): title in inglese (en) è vuoto`);
  expect(output).toContain("La build si è fermata per 2 errori nei contenuti di data/");
  expect(fs.existsSync(path.join(copy, "public/index.html"))).toBe(false);
}, 200_000);
