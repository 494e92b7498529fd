/**
 * @jest-environment jsdom
 */
/**
 * /admin's own script as the build bundles it (cms-setup.js: src/cms/admin.ts with the site's React,
 * design system and article components), run in a page beside a stand-in for Decap's global: it
 * registers the project's format, save check, widget and article preview, and starts Decap with the
 * generated configuration. The preview it registers is then mounted as Decap mounts one, by another
 * copy of React (Decap's own is React 19), and draws the article's page.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as React from "react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import createClass from "create-react-class";
import { screen } from "@testing-library/react";
import type { DecapConfig } from "../../src/cms/decap-types";
import { dataEntry } from "../support/content";

const ROOT = path.resolve(__dirname, "../..");

interface Registered {
  formats: string[];
  listeners: string[];
  widgets: string[];
  templates: Map<string, unknown>;
  styles: Array<[string, unknown]>;
  config?: DecapConfig;
}

const registered: Registered = { formats: [], listeners: [], widgets: [], templates: new Map(), styles: [] };

beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-setup-"));
  const outfile = path.join(dir, "cms-setup.js");
  try {
    execFileSync(path.join(ROOT, "node_modules/.bin/tsx"), [path.join(ROOT, "tests/support/bundle-cms-setup.ts"), outfile], { cwd: ROOT, stdio: "pipe" });
    Object.assign(window, {
      CMS: {
        registerCustomFormat: (name: string) => registered.formats.push(name),
        registerEventListener: ({ name }: { name: string }) => registered.listeners.push(name),
        registerWidget: (name: string) => registered.widgets.push(name),
        registerWidgetValueSerializer: () => undefined,
        registerPreviewTemplate: (name: string, template: unknown) => registered.templates.set(name, template),
        registerPreviewStyle: (style: string, options: unknown) => registered.styles.push([style, options]),
        init: ({ config }: { config: DecapConfig }) => (registered.config = config),
      },
      h: React.createElement,
      createClass,
    });
    // The page runs the script as a classic script: in the window's global scope.
    (0, eval)(fs.readFileSync(outfile, "utf8"));
    document.dispatchEvent(new Event("DOMContentLoaded"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);

test("it registers the format, the save check, the localized widget and the article preview, then starts Decap", () => {
  expect(registered).toMatchObject({ formats: ["altura-json"], listeners: ["preSave"], widgets: ["localized"] });
  expect([...registered.templates.keys()]).toEqual(["articles"]);
  expect(registered.styles).toEqual([[expect.stringContaining('url("/admin/manrope-latin-wght-normal.woff2")'), { raw: true }]]);
  const articles = registered.config?.collections.find((c) => c.name === "articles");
  expect(articles?.editor).toEqual({ preview: true });
  expect(articles?.fields?.find((f) => f.name === "body")?.fields?.map((f) => f.widget)).toEqual(["markdown", "markdown"]);
});

test("its article preview, mounted by another React as Decap mounts it, draws the article's page", async () => {
  const article = dataEntry<{ title: Record<string, string>; image: string }>("articles", "go-to-market-in-sei-settimane");
  const Template = registered.templates.get("articles") as React.ComponentType<Record<string, unknown>>;
  const pane = document.body.appendChild(document.createElement("div"));
  const decap = createRoot(pane);
  const props = { entry: { get: () => ({ toJS: () => article }) }, getAsset: (file: string) => `blob:http://127.0.0.1/${file}` };
  act(() => decap.render(React.createElement(Template, props)));
  // The preview's React is the bundle's own: it renders on its own schedule.
  expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(article.title.it);
  expect(document.querySelector("[data-article-body] h2")?.id).toMatch(/^[a-z0-9-]+$/);
  await act(async () => {
    decap.unmount();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  pane.remove();
});
