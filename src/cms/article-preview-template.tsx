/**
 * Decap's preview template for articles (registered in admin.ts): a component of Decap's React, made
 * with Decap's `createClass` and `h` as its documentation writes templates, that holds one element of
 * its own where the site's React draws ArticlePreviewFrame, as a root of its own. Two copies of React
 * cannot share a tree (Decap 3 runs React 19, the site React 18): each keeps to its own elements.
 *
 * Decap draws the preview in an iframe: the site's styles (Emotion's rules, Chakra's tokens and global
 * CSS) go into that iframe's <head>, through an Emotion cache whose container it is, and the iframe
 * paints in Manrope, which admin.ts registers as the preview's style.
 */
import * as React from "react";
import { createRoot, type Root } from "react-dom/client";
import createCache, { type EmotionCache } from "@emotion/cache";
import { Provider } from "../components/ui/provider";
import { paintInWebFont } from "../theme/web-font";
import { ArticlePreviewFrame } from "./article-preview";
import type { ContentLookup } from "./article-preview-data";

/** What Decap passes a preview template (only what is read here). */
export interface DecapPreviewProps {
  /** The entry being edited: an Immutable.js map whose `data` is the entry's fields. */
  entry: { get(key: "data"): unknown };
  /** A picture of the collection's media folder as Decap shows it: an AssetProxy, whose text is its blob: URL. */
  getAsset(path: string): unknown;
}

interface PreviewInstance {
  props: DecapPreviewProps;
  container?: HTMLDivElement | null;
  root?: Root;
  cache?: EmotionCache;
}

type CreateClass = (spec: Record<string, unknown>) => unknown;
type CreateElement = (type: string, props?: Record<string, unknown> | null) => unknown;

/** The entry's data as plain JSON (Decap holds it as Immutable.js values). */
const plain = (value: unknown): unknown => (value && typeof (value as { toJS?: unknown }).toJS === "function" ? (value as { toJS(): unknown }).toJS() : value);

const draw = (instance: PreviewInstance, lookup: ContentLookup): void => {
  const { root, cache, props } = instance;
  if (!root || !cache) return;
  // Decap answers at once: the picture's blob: URL, or an empty picture's while it reads the file.
  const assetUrl = (path: string): string | null => {
    const asset = props.getAsset(path);
    return asset ? String(asset) || null : null;
  };
  root.render(
    <Provider cache={cache}>
      <ArticlePreviewFrame entry={plain(props.entry.get("data"))} lookup={lookup} assetUrl={assetUrl} now={new Date()} />
    </Provider>,
  );
};

/** The template, for `CMS.registerPreviewTemplate("articles", …)`; `lookup` reads the rest of the content. */
export const articlePreviewTemplate = (createClass: CreateClass, h: CreateElement, lookup: ContentLookup): unknown =>
  createClass({
    componentDidMount(this: PreviewInstance) {
      const container = this.container;
      if (!container) throw new Error("The article preview's element was not rendered");
      const frame = container.ownerDocument;
      // A key of its own: Emotion's default one ("css") would also gather up server-rendered styles of the CMS's document.
      this.cache = createCache({ key: "preview", container: frame.head });
      paintInWebFont(frame);
      this.root = createRoot(container);
      draw(this, lookup);
    },
    componentDidUpdate(this: PreviewInstance) {
      draw(this, lookup);
    },
    componentWillUnmount(this: PreviewInstance) {
      // After Decap's own commit, which is removing the element: a root is not unmounted in the middle of a render.
      const root = this.root;
      setTimeout(() => root?.unmount(), 0);
    },
    render(this: PreviewInstance) {
      return h("div", {
        ref: (element: HTMLDivElement | null) => {
          this.container = element;
        },
      });
    },
  });
