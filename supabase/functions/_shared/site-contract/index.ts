/**
 * The contract between the site and its functions: what both sides must agree on, kept once.
 * The site's languages and its route map (the function's e-mails link to its pages), the forms'
 * choices, limits and rules, the proof of work's header, the words both say to a visitor, what a
 * request may say about where its visit came from, the consent each form asks for, and page
 * analytics' events (analytics.ts).
 *
 * The forms function imports this index; the site, and page analytics' collector (collect/, which
 * needs no yup), import each file by its own name (never this index, which would put yup and every
 * rule in a page's first load: the forms fetch them when needed).
 * Its files import nothing but each other and yup (the types of altcha-lib aside): the site can
 * take any of them without reaching the function's own code. ESLint's `altura/import-direction`
 * (scripts/lint/import-direction.cjs) enforces all three.
 */
export * from "./locales.ts";
export * from "./route-map.ts";
export * from "./request-options.ts";
export * from "./contact-rules.ts";
export * from "./request-rules.ts";
export * from "./challenge-payload.ts";
export * from "./messages.ts";
export * from "./attribution.ts";
export * from "./consent.ts";
