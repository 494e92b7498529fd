import * as React from "react";
import type { GatsbyBrowser } from "gatsby";
import type { EmotionCache } from "@emotion/react";
import { Provider } from "../ui/provider";
import { Layout } from "./layout";

type WrapPageElement = NonNullable<GatsbyBrowser["wrapPageElement"]>;

/**
 * Shared by gatsby-browser and gatsby-ssr: one definition, identical markup on both
 * sides. Only where the Emotion cache comes from differs (see Provider).
 */
export const createWrapPageElement = (cacheFor: () => EmotionCache): WrapPageElement =>
  function wrapPageElement({ element, props }) {
    return (
      <Provider cache={cacheFor()}>
        <Layout location={props.location}>{element}</Layout>
      </Provider>
    );
  };
