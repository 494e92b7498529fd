/**
 * Jest: the backend tests (tests/backend) — the contact function's pure modules, the shared
 * contact rules in Node and in Deno, and the function itself against a real PostgreSQL, a real
 * SMTP server (maildev) and Deno, all started on 127.0.0.1 by tests/backend/global-setup.mjs and
 * stopped by global-teardown.mjs. One worker: the tests share that stack.
 */
/** @type {import("jest").Config} */
module.exports = {
  testMatch: ["<rootDir>/tests/backend/**/*.test.ts"],
  testEnvironment: "node",
  maxWorkers: 1,
  testTimeout: 60_000,
  globalSetup: "<rootDir>/tests/backend/global-setup.mjs",
  globalTeardown: "<rootDir>/tests/backend/global-teardown.mjs",
  transform: {
    "^.+\\.tsx?$": [
      "ts-jest",
      {
        tsconfig: {
          module: "commonjs",
          moduleResolution: "node",
          esModuleInterop: true,
          target: "ES2022",
          isolatedModules: true,
        },
      },
    ],
  },
};
