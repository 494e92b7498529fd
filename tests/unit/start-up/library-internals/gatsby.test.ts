/**
 * What src/start-up/library-internals/gatsby.ts relies on in Gatsby's browser runtime: its route
 * announcer, which speaks English only; and what gatsby-server-rendering.ts relies on in its server
 * rendering: `onRenderBody` called with the rendered body.
 */
import fs from "node:fs";
import path from "node:path";

const CACHE_DIR = path.resolve(__dirname, "../../../../node_modules/gatsby/cache-dir");
import { GATSBY_ROUTE_ANNOUNCER_ID } from "../../../../src/start-up/library-internals/gatsby";
import { renderedBodyHtml } from "../../../../src/start-up/library-internals/gatsby-server-rendering";

const ANNOUNCER_CHANGED = "Gatsby's route announcer is no longer the element src/start-up/library-internals/gatsby.ts hides";
const source = (file: string): string => fs.readFileSync(path.join(CACHE_DIR, file), "utf8");

describe("Gatsby's route announcer", () => {
  it(`is the element with id "${GATSBY_ROUTE_ANNOUNCER_ID}", on the server and in the browser`, () => {
    if (!source("route-announcer-props.js").includes(`id: \`${GATSBY_ROUTE_ANNOUNCER_ID}\``)) {
      throw new Error(`${ANNOUNCER_CHANGED}: route-announcer-props.js no longer gives it the id "${GATSBY_ROUTE_ANNOUNCER_ID}"`);
    }
    for (const file of ["navigation.js", "static-entry.js"]) {
      if (!source(file).includes("RouteAnnouncerProps")) throw new Error(`${ANNOUNCER_CHANGED}: ${file} no longer renders RouteAnnouncerProps`);
    }
  });

  it("still speaks English only, which is why the site hides it and announces pages itself", () => {
    if (!source("navigation.js").includes("`Navigated to ${pageName}`")) {
      throw new Error(
        `${ANNOUNCER_CHANGED}: navigation.js no longer writes "Navigated to …"; see whether Gatsby's announcer can now speak the page's language`,
      );
    }
  });
});

describe("Gatsby's server rendering", () => {
  it("calls onRenderBody once the body is rendered, with the rendered body", () => {
    const text = source("static-entry.js");
    const rendered = text.indexOf("bodyHtml = await writableStream");
    const hook = text.indexOf("apiRunner(`onRenderBody`, {");
    const hookArgs = text.slice(hook, text.indexOf("})", hook));
    if (rendered < 0 || hook < rendered || !/\bbodyHtml,/.test(hookArgs)) {
      throw new Error(
        "Gatsby's static-entry.js no longer calls onRenderBody with the rendered body (bodyHtml) as src/start-up/library-internals/gatsby-server-rendering.ts expects",
      );
    }
  });

  it("renderedBodyHtml reads the body, and names Gatsby when it is missing", () => {
    expect(renderedBodyHtml({ pathname: "/", bodyHtml: "<main></main>" })).toBe("<main></main>");
    expect(() => renderedBodyHtml({ pathname: "/" })).toThrow(/Gatsby no longer hands onRenderBody the page's rendered body/);
  });
});
