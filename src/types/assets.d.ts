// Webpack turns these imports into the URL of the emitted file.
declare module "*.woff2" {
  const url: string;
  export default url;
}
