/**
 * A part of the page that React hydrates on its own: a Suspense boundary. The server's HTML gains only
 * the `<!--$-->…<!--/$-->` comments that delimit it.
 *
 * Without boundaries the page is one unit of hydration, and a press that lands while React hydrates
 * makes it finish the whole page at once, in one task, before the press is answered. With them, React
 * hydrates the frame first and each boundary after it, at a low priority and in slices; a press inside
 * a boundary not yet hydrated hydrates that boundary alone, at once, and is then replayed.
 *
 * Nothing inside suspends on purpose: the fallback is never shown (lazy parts of the page have their
 * own boundary, with their own fallback).
 *
 * The hydrated mark (`data-hydrated`, src/start-up/hydrated-mark.ts) means the whole page: the
 * root has committed (`onInitialClientRender`) and so has every boundary the root holds. A boundary
 * counts itself once its frame has committed (an effect of the part outside it) and counts down once
 * what is inside has committed (an effect inside it). React runs the effects of a commit before it
 * renders again, children's before their parents', and Gatsby's `onInitialClientRender` is an effect
 * of the root's: the count is back at zero when, and only when, everything has committed.
 */
import * as React from "react";
import { markHydrated } from "./hydrated-mark";

let boundariesNotCommitted = 0;
let rootCommitted = false;

const markIfAllCommitted = (): void => {
  if (rootCommitted && boundariesNotCommitted === 0) markHydrated();
};

/** gatsby-browser's `onInitialClientRender`: the page's root has committed (its boundaries may not have). */
export const rootHydrated = (): void => {
  rootCommitted = true;
  markIfAllCommitted();
};

const Committed = () => {
  React.useEffect(() => {
    boundariesNotCommitted -= 1;
    markIfAllCommitted();
  }, []);
  return null;
};

const CountedBoundary = ({ children }: { children: React.ReactNode }) => {
  React.useEffect(() => {
    boundariesNotCommitted += 1;
  }, []);
  return (
    <React.Suspense fallback={null}>
      <Committed />
      {children}
    </React.Suspense>
  );
};

/** START_UP_ABLATE=boundaries (measurement only): no boundary, the part hydrates with the page around it. */
const NoBoundary = ({ children }: { children: React.ReactNode }) => <>{children}</>;

export const HydrationBoundary = START_UP_ABLATED.boundaries ? NoBoundary : CountedBoundary;

/**
 * The component as a part hydrated on its own: the boundary is outside it, so its hooks, effects and
 * refs hydrate with what it renders.
 */
export function hydratedOnItsOwn<Props extends object>(name: string, Component: React.ComponentType<Props>): React.ComponentType<Props> {
  const Part = (props: Props) => (
    <HydrationBoundary>
      <Component {...props} />
    </HydrationBoundary>
  );
  // The components passed are anonymous arrows: without a name, React's tools would show none.
  Part.displayName = name;
  return Part;
}
