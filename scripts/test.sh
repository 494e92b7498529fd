#!/usr/bin/env bash
# The whole test suite, what `npm test` runs:
#   unit tests (fast feedback) → lint, format and docs links → backend tests → Chromium and Java →
#   development server check → production build → HTML check → typecheck → end-to-end tests and
#   visual baselines.
# The development server runs before the build: it writes into public/ and .cache/, which the
# build then rewrites for the end-to-end tests.
# The typecheck runs after the build because the build regenerates src/gatsby-types.d.ts.
# Stops at the first failing step and exits with its status.
set -euo pipefail

cd "$(dirname "$0")/.."

export GATSBY_TELEMETRY_DISABLED=1

# Each step's time, and the whole run's, so the 20-minute budget can be followed run by run.
suite_started=$SECONDS
step_started=$SECONDS
step_name=""
step_done() {
  if [ -n "$step_name" ]; then printf '==> %s: %d s\n' "$step_name" $((SECONDS - step_started)); fi
}
step() {
  step_done
  step_name="$1"
  step_started=$SECONDS
  printf '\n==> %s\n' "$1"
}

step "1/9 Unit tests (jest)"
npx jest --ci

step "2/9 Lint and format (eslint --max-warnings 0, prettier --check)"
npm run lint

step "3/9 Backend tests (jest: the forms function on Deno, PostgreSQL, SMTP)"
npx jest --ci -c jest.backend.config.js

step "4/9 Chromium for the browser tests, Java for the HTML check (installed with apt-get when missing)"
bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh

step "5/9 Development server (gatsby develop: every route, then content edits with a mistake)"
node scripts/check-develop.mjs

step "6/9 Production build (gatsby build)"
# The built site calls the end-to-end tests' own backend (scripts/backend/e2e-backend.mjs).
GATSBY_SUPABASE_URL=http://127.0.0.1:54421 GATSBY_SUPABASE_ANON_KEY=local-anon-key-not-a-secret npx gatsby build

step "7/9 Valid HTML (Nu HTML Checker on every built page)"
node scripts/check-html.mjs

step "8/9 Typecheck (tsc --noEmit)"
npx tsc --noEmit

step "9/9 End-to-end tests and visual baselines (playwright, on the built site)"
# One run for the three projects (desktop, mobile, visual): they share the servers and the two workers.
npx playwright test

step_done
total=$((SECONDS - suite_started))
printf '\n==> All test steps passed in %d min %02d s\n' $((total / 60)) $((total % 60))
