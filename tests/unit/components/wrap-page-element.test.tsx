/**
 * @jest-environment jsdom
 */
/**
 * The page tree is not rendered again when only the fragment changes (an in-page link), and is
 * whenever the page could look different: another path or query, new resources, or new data
 * beside the same resources, which is how `gatsby develop` delivers an edited data file.
 */
import * as React from "react";
import { render } from "@testing-library/react";
import type { EmotionCache } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
// jest.mock calls below are hoisted above the imports: the module under test gets the stand-ins.
import { createWrapPageElement } from "../../../src/components/layout/wrap-page-element";

const layoutRenders = jest.fn();
// The page's chrome stands in for itself: what is counted is whether the tree renders again.
jest.mock("../../../src/components/ui/provider", () => ({
  Provider: ({ children }: { children: React.ReactNode }) => <>{children}</>,
}));
jest.mock("../../../src/components/layout/layout", () => ({
  Layout: ({ children }: { children: React.ReactNode }) => {
    layoutRenders();
    return <>{children}</>;
  },
}));

type WrapArgs = Parameters<NonNullable<GatsbyBrowser["wrapPageElement"]>>[0];

// Gatsby also passes the plugin options, which the wrapper does not read.
const wrap = createWrapPageElement(() => ({}) as EmotionCache) as (args: WrapArgs) => React.ReactElement;

const resources = { page: { path: "/academy/corso" } };
const data = { course: { title: "Corso" } };
const pageContext = { slug: "corso" };

const argsFor = (changes: { hash?: string; pathname?: string; search?: string; pageResources?: object; data?: object }): WrapArgs =>
  ({
    element: <p>pagina</p>,
    props: {
      location: { pathname: changes.pathname ?? "/academy/corso", search: changes.search ?? "", hash: changes.hash ?? "", state: null },
      pageResources: changes.pageResources ?? resources,
      data: changes.data ?? data,
      pageContext,
    },
  }) as unknown as WrapArgs;

const rendersAfter = (changes: Parameters<typeof argsFor>[0]): number => {
  const { rerender } = render(<>{wrap(argsFor({}))}</>);
  layoutRenders.mockClear();
  rerender(<>{wrap(argsFor(changes))}</>);
  return layoutRenders.mock.calls.length;
};

test("a new fragment alone does not render the page again", () => {
  expect(rendersAfter({ hash: "#contenuto" })).toBe(0);
});

test("new data beside the same resources (an edit under gatsby develop) renders the page again", () => {
  expect(rendersAfter({ data: { course: { title: "Corso modificato" } } })).toBe(1);
});

test("another path, query or set of resources renders the page again", () => {
  expect(rendersAfter({ pathname: "/academy/altro" })).toBe(1);
  expect(rendersAfter({ search: "?categoria=ai" })).toBe(1);
  expect(rendersAfter({ pageResources: { page: { path: "/academy/corso" } } })).toBe(1);
});
