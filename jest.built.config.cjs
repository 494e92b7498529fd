/**
 * Jest: checks of the built site's files (public/) that need no browser, run by `npm test` after the
 * build (scripts/test.sh): the Insights' feeds, validated against RFC 4287's schema with jing and read
 * back, and the pages' share images. Build first (`npm run build`); `npx jest -c jest.built.config.cjs`.
 */
const unit = require("./jest.config.js");

/** @type {import("jest").Config} */
module.exports = { ...unit, testMatch: ["<rootDir>/tests/built/**/*.test.ts"] };
