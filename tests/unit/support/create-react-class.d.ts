/**
 * create-react-class, which Decap CMS puts on `window.createClass` for preview templates: the tests make
 * the article preview's template with it as Decap does (tests/unit/cms/article-preview.test.tsx). No types ship with it.
 */
declare module "create-react-class" {
  const createClass: (spec: Record<string, unknown>) => import("react").ComponentType<Record<string, unknown>>;
  export default createClass;
}
