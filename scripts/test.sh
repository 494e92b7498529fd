#!/usr/bin/env bash
# The whole test suite, what `npm test` runs:
#   unit tests (fast feedback) → Chromium check → production build → typecheck → end-to-end tests.
# The typecheck runs after the build because the build regenerates src/gatsby-types.d.ts.
# Stops at the first failing step and exits with its status.
set -euo pipefail

cd "$(dirname "$0")/.."

export GATSBY_TELEMETRY_DISABLED=1

step() {
  printf '\n==> %s\n' "$1"
}

step "1/5 Unit tests (jest)"
npx jest --ci

step "2/5 Chromium for the end-to-end tests"
bash scripts/ensure-chromium.sh

step "3/5 Production build (gatsby build)"
npx gatsby build

step "4/5 Typecheck (tsc --noEmit)"
npx tsc --noEmit

step "5/5 End-to-end tests (playwright, on the built site)"
npx playwright test

printf '\n==> All test steps passed\n'
