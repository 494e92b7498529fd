/** A request's attribution with every key set, each value valid: the rules' tests in Node and the parity test with Deno start from it. */
export const COMPLETE_ATTRIBUTION = {
  landingPage: "/insights/dati-prima-del-funnel/",
  formPage: "/",
  referrerHost: "www.linkedin.com",
  firstTouch: { source: "linkedin", medium: "social", campaign: "primavera-2027", term: "go to market", content: "carosello_2" },
  lastTouch: { source: "newsletter", medium: "email", campaign: "Aprile [IT] — AI & vendite" },
  cta: "article-consultant",
  ctaPage: "/insights/dati-prima-del-funnel/",
};
