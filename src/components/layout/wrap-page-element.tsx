import * as React from "react";
import type { EmotionCache } from "@emotion/react";
import { Provider } from "../ui/provider";
import { Layout } from "./layout";
import { LocaleProvider, localeOfPageContext } from "../../i18n/locale-context";
import { alternatesOfPageContext } from "../../lib/routes/alternates";
import type { GatsbyBrowser } from "gatsby";

type WrapPageElement = NonNullable<GatsbyBrowser["wrapPageElement"]>;
type WrapArgs = Parameters<WrapPageElement>[0];

/**
 * Whether a new location shows the same page exactly as it is: only the fragment changed (an
 * in-page link such as 'Torna all'inizio della pagina' or 'Chiedi informazioni', or Back between
 * them), with the same page resources and the same data.
 * Gatsby's router renders the whole page again for every new location, fragment included — on
 * a phone a few hundred milliseconds of React and Chakra work between the press and the scroll
 * it asked for, and nothing on the page depends on the fragment.
 */
const onlyFragmentChanged = (before: WrapArgs, after: WrapArgs): boolean => {
  const [a, b] = [before.props, after.props];
  return (
    a.location.pathname === b.location.pathname &&
    a.location.search === b.location.search &&
    a.location.state === b.location.state &&
    a.pageResources === b.pageResources &&
    // Not implied by the resources: under `gatsby develop` an edited data file reaches the page as new
    // `data` beside the same resources (Gatsby's PageQueryStore), and the preview must follow the edit.
    a.data === b.data &&
    a.pageContext === b.pageContext
  );
};

/** START_UP_ABLATE=fragment-memo (measurement only): the page tree rendered again for every new location. */
const renderedAgain = (): boolean => false;

/**
 * Shared by gatsby-browser and gatsby-ssr: one definition, identical markup on both
 * sides. Only where the Emotion cache comes from differs (see Provider).
 */
export const createWrapPageElement = (cacheFor: () => EmotionCache): WrapPageElement => {
  const PageTree = React.memo(
    function PageTree({ element, props }: WrapArgs) {
      return (
        <LocaleProvider locale={localeOfPageContext(props.pageContext)} alternates={alternatesOfPageContext(props.pageContext)}>
          <Provider cache={cacheFor()}>
            <Layout location={props.location}>{element}</Layout>
          </Provider>
        </LocaleProvider>
      );
    },
    START_UP_ABLATED.fragmentMemo ? renderedAgain : onlyFragmentChanged,
  );
  return function wrapPageElement(args) {
    return <PageTree {...args} />;
  };
};
