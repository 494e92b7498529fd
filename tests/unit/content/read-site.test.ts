/** The firm's name and description as the build reads them from data/site.json (src/lib/content/read-site.ts). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readSiteBasics } from "../../../src/lib/content/read-site";

const DATA_DIR = path.resolve(__dirname, "../../../data");
const site = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "site.json"), "utf8"));

test("reads the firm's name and its description in the language asked, Italian unless told", () => {
  expect(readSiteBasics(DATA_DIR)).toEqual({ brandName: site.brandName, description: site.description.it });
  expect(readSiteBasics(DATA_DIR, "en")).toEqual({ brandName: site.brandName, description: site.description.en });
});

test("a missing or empty name stops the build, naming the file and the field", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "read-site-"));
  try {
    fs.cpSync(path.join(DATA_DIR, "schemas"), path.join(dir, "schemas"), { recursive: true });
    const write = (content: object) => fs.writeFileSync(path.join(dir, "site.json"), JSON.stringify(content));
    write({ ...site, brandName: undefined });
    expect(() => readSiteBasics(dir)).toThrow('data/site.json: "brandName" is missing or empty (it).');
    write({ ...site, brandName: " " });
    expect(() => readSiteBasics(dir)).toThrow(/"brandName" is missing or empty/);
    write({ ...site, description: { en: site.description.en } });
    expect(() => readSiteBasics(dir)).toThrow('data/site.json: "description" is missing or empty (it).');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
