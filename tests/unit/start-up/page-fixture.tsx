/** A page with static text in its frame and in a part hydrated on its own, and its server HTML. */
import * as React from "react";
import { StaticContent } from "../../../src/start-up/static-content";
import { HydrationBoundary } from "../../../src/start-up/hydration-boundary";

/** Page as the server renders it, with "Testo del server" (server-render.test.tsx checks it on Node). */
export const SERVER_HTML =
  '<div><div data-static-content="" style="display:contents"><p data-frame="">Testo del server</p></div>' +
  '<!--$--><section><div data-static-content="" style="display:contents"><p data-section="">Testo del server</p></div><button type="button">Apri</button></section><!--/$--></div>';

/** A page with static text in its frame and in a boundary; `text` is what the components would render now. */
export const Page = ({ text, onPress }: { text: string; onPress: () => void }) => (
  <div>
    <StaticContent>
      <p data-frame="">{text}</p>
    </StaticContent>
    <HydrationBoundary>
      <section>
        <StaticContent>
          <p data-section="">{text}</p>
        </StaticContent>
        <button type="button" onClick={onPress}>
          Apri
        </button>
      </section>
    </HydrationBoundary>
  </div>
);
