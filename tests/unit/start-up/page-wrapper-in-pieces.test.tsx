/**
 * @jest-environment jsdom
 *
 * The browser's page wrapper is evaluated in pieces before the first render
 * (src/start-up/page-wrapper-in-pieces.ts): gatsby-browser imports none of the heavy modules
 * statically (their evaluation would be one task again), the pieces are separated by tasks, and the
 * wrapper refuses to render before it is loaded.
 */
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import * as React from "react";

const ROOT = path.resolve(__dirname, "../../..");

/** Every project file gatsby-browser.tsx evaluates at load: its static imports, transitively (not `import()`, not type-only imports). */
const staticImportClosure = (entry: string): Set<string> => {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const specifiers = source.statements
      .filter(
        (s): s is ts.ImportDeclaration | ts.ExportDeclaration =>
          (ts.isImportDeclaration(s) && !s.importClause?.isTypeOnly) || (ts.isExportDeclaration(s) && !s.isTypeOnly),
      )
      .map((s) => (s.moduleSpecifier as ts.StringLiteral | undefined)?.text)
      .filter((specifier): specifier is string => specifier?.startsWith(".") ?? false);
    for (const specifier of specifiers) {
      const base = path.resolve(path.dirname(file), specifier);
      const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (found) visit(found);
    }
  };
  visit(path.join(ROOT, entry));
  return seen;
};

/** What the pieces evaluate: the design system and the provider, the page wrapper and the layout. */
const PIECES = ["src/theme/index.ts", "src/components/ui/provider.tsx", "src/components/layout/wrap-page-element.tsx", "src/components/layout/layout.tsx"];

describe("the page wrapper in pieces", () => {
  it("is not evaluated with gatsby-browser: the theme, the provider and the layout are imported dynamically", () => {
    const closure = [...staticImportClosure("gatsby-browser.tsx")].map((file) => path.relative(ROOT, file));
    expect(closure).toContain("src/start-up/page-wrapper-in-pieces.ts");
    expect(closure).toContain("src/components/layout/browser-page-wrapper.ts");
    expect(closure.filter((file) => PIECES.includes(file))).toEqual([]);
  });

  it("refuses to render a page before it is loaded, then wraps pages, with a task between its pieces", async () => {
    jest.resetModules();
    let tasks = 0;
    jest.doMock("../../../src/start-up/next-task", () => ({
      nextTask: () => {
        tasks += 1;
        return Promise.resolve();
      },
    }));
    const { pageWrapperInPieces } = await import("../../../src/start-up/page-wrapper-in-pieces");
    const { assemblePageWrapper } = await import("../../../src/components/layout/browser-page-wrapper");
    const { onClientEntry, wrapPageElement: wrapPageElementInTheBrowser } = pageWrapperInPieces(assemblePageWrapper);
    type Args = Parameters<typeof wrapPageElementInTheBrowser>;
    const args = {
      element: <p>page</p>,
      props: { location: { pathname: "/", search: "", hash: "", key: "initial", state: null }, pageContext: { locale: "it" }, data: {}, pageResources: {} },
    } as unknown as Args[0];
    expect(() => wrapPageElementInTheBrowser(args, {} as Args[1])).toThrow(/not loaded yet/);
    await (onClientEntry as () => Promise<void>)();
    expect(tasks).toBeGreaterThanOrEqual(4);
    expect(React.isValidElement(wrapPageElementInTheBrowser(args, {} as Args[1]))).toBe(true);
  });
});
