/** Jest: unit tests for the framework-free logic and for components (jsdom, per file). */
/** @type {import("jest").Config} */
module.exports = {
  testMatch: ["<rootDir>/tests/unit/**/*.test.ts?(x)", "<rootDir>/tests/integration/**/*.test.ts"],
  testEnvironment: "node",
  // `feed` (the Insights' feeds, src/lib/feeds/insights-feed.ts) and @plausible-analytics/tracker (page
  // analytics, src/lib/analytics/tracker-session.ts) are published as ES modules only: Jest's CommonJS
  // runtime gets them compiled (the first transform); every other package runs as published.
  transformIgnorePatterns: ["/node_modules/(?!(feed|@plausible-analytics/tracker)/)"],
  transform: {
    "^.+/node_modules/(feed|@plausible-analytics/tracker)/.+\\.js$": [
      "ts-jest",
      { tsconfig: { allowJs: true, module: "commonjs", esModuleInterop: true, target: "ES2022", isolatedModules: true } },
    ],
    "^.+\\.tsx?$": [
      "ts-jest",
      {
        tsconfig: {
          jsx: "react-jsx",
          module: "commonjs",
          moduleResolution: "node",
          esModuleInterop: true,
          target: "ES2022",
          isolatedModules: true,
        },
      },
    ],
  },
  moduleNameMapper: {
    // Chakra's theme files, as the site's webpack config resolves them (src/start-up/library-internals/chakra-theme-files.ts).
    "^chakra-theme-defaults/(.*)$": "<rootDir>/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs",
    "\\.(css)$": "<rootDir>/tests/unit/support/style-mock.ts",
    "^gatsby$": "<rootDir>/tests/unit/support/gatsby-mock.tsx",
  },
  setupFilesAfterEnv: ["<rootDir>/tests/unit/support/setup.ts"],
};
