/** @jest-environment jsdom */
import createCache from "@emotion/cache";
import { SERVER_STYLE_ATTRIBUTE, hasServerGlobalStyles, hoistServerStyles, registerServerStyles, serverStyleNames } from "../../../src/start-up/server-styles";

const page = (head: string, body: string) => `<html><head><title>t</title>${head}</head><body>${body}</body></html>`;

describe("hoistServerStyles", () => {
  const html = page(
    "",
    '<div id="___gatsby"><style data-emotion="css-global 1a">@layer reset, base;</style><style data-emotion="css-global 2b">html{color:red}</style>' +
      '<style data-emotion="css 3c">.css-3c{color:blue}</style><header class="css-3c"></header>' +
      '<style data-emotion="css 4d 5e" data-s="">.css-4d{margin:0}.css-5e{padding:0}</style><main class="css-4d css-5e">Ciao</main></div>',
  );
  const out = hoistServerStyles(html, "index.html");

  it("moves every Emotion tag to the end of <head>, in document order, consecutive rule tags merged", () => {
    expect(out).toBe(
      page(
        `<style ${SERVER_STYLE_ATTRIBUTE}="css-global 1a">@layer reset, base;</style><style ${SERVER_STYLE_ATTRIBUTE}="css-global 2b">html{color:red}</style>` +
          `<style ${SERVER_STYLE_ATTRIBUTE}="css 3c 4d 5e">.css-3c{color:blue}.css-4d{margin:0}.css-5e{padding:0}</style>`,
        '<div id="___gatsby"><header class="css-3c"></header><main class="css-4d css-5e">Ciao</main></div>',
      ),
    );
  });

  it("leaves no tag Emotion's browser cache would move again", () => {
    expect(out).not.toContain("data-emotion=");
  });

  it("stops the build, naming Emotion and the page, on a page without Emotion's tags", () => {
    expect(() => hoistServerStyles(page("", "<p>Ciao</p>"), "servizi/index.html")).toThrow(
      /Emotion's server output changed: servizi\/index.html has no <style data-emotion/,
    );
  });

  it("is idempotent", () => {
    expect(hoistServerStyles(out, "index.html")).toBe(out);
  });
});

describe("in the browser", () => {
  beforeEach(() => {
    document.head.innerHTML = `<style ${SERVER_STYLE_ATTRIBUTE}="css-global 1a">html{}</style><style ${SERVER_STYLE_ATTRIBUTE}="css 3c 4d">.css-3c{}.css-4d{}</style>`;
  });

  it("reads the rule names and whether the global CSS is there", () => {
    expect(serverStyleNames(document, "css")).toEqual(["3c", "4d"]);
    expect(hasServerGlobalStyles(document, "css")).toBe(true);
    document.head.innerHTML = "";
    expect(hasServerGlobalStyles(document, "css")).toBe(false);
  });

  it("registers the server's rules in the cache without moving or adding any tag", () => {
    const before = document.head.innerHTML;
    const cache = createCache({ key: "css" });
    registerServerStyles(cache, document);
    expect(cache.inserted["3c"]).toBe(true);
    expect(cache.inserted["4d"]).toBe(true);
    expect(document.head.innerHTML).toBe(before);
  });
});
