/**
 * The one place that relies on React behaviour its documentation does not promise
 * (tests/unit/start-up/library-internals/react.test.tsx fails, naming this file, when a React release changes it).
 *
 * While hydrating, React does not compare the content of an element rendered with
 * `dangerouslySetInnerHTML` with the server's: it adopts the element and leaves what is inside
 * exactly as the server wrote it (`suppressHydrationWarning` silences the development build's note
 * that the two differ). StaticContent (src/start-up/static-content.tsx) builds on this to
 * keep the static parts of a page out of hydration altogether.
 */
import * as React from "react";

type KeptServerHtmlProps = Omit<React.HTMLAttributes<HTMLDivElement>, "children" | "dangerouslySetInnerHTML"> & Record<`data-${string}`, string>;

/** A <div> that keeps, during hydration, whatever the server rendered inside it. */
export const KeptServerHtml = (props: KeptServerHtmlProps) => <div {...props} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
