#!/usr/bin/env bash
# The whole test suite, what `npm test` runs:
#   unit tests (fast feedback) → lint, format and docs links → Chromium and Java →
#   backend tests beside the development server check → production build → HTML check →
#   typecheck → end-to-end tests and visual baselines.
# The backend tests and the development server check run side by side: they share nothing (the
# backend's stack is on free ports, develop runs without a backend), and each spends much of its time
# waiting (the backend on its servers, develop's check on pages settling), so on two cores the pair
# takes little more than the check alone.
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

step "1/8 Unit tests (jest)"
npx jest --ci

step "2/8 Lint and format (eslint --max-warnings 0, prettier --check)"
npm run lint

step "3/8 Chromium for the browser tests, Java for the HTML check (installed with apt-get when missing)"
bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh

step "4/8 Backend tests (the forms function on Deno, PostgreSQL, SMTP) beside the development server check (every route, then content edits with a mistake)"
mkdir -p .tmp
backend_log=.tmp/backend-tests.log
npx jest --ci -c jest.backend.config.js >"$backend_log" 2>&1 &
backend_pid=$!
# A failing check still waits for the backend tests, whose teardown stops their servers.
develop_status=0
node scripts/check-develop.mjs || develop_status=$?
backend_status=0
wait "$backend_pid" || backend_status=$?
printf '\n--- backend tests (jest -c jest.backend.config.js) ---\n'
cat "$backend_log"
if [ "$develop_status" -ne 0 ]; then exit "$develop_status"; fi
if [ "$backend_status" -ne 0 ]; then exit "$backend_status"; fi

step "5/8 Production build (gatsby build)"
# The built site calls the end-to-end tests' own backend (scripts/backend/e2e-backend.mjs).
GATSBY_SUPABASE_URL=http://127.0.0.1:54421 GATSBY_SUPABASE_ANON_KEY=local-anon-key-not-a-secret npx gatsby build

step "6/8 Valid HTML (Nu HTML Checker on every built page)"
node scripts/check-html.mjs

step "7/8 Typecheck (tsc --noEmit)"
npx tsc --noEmit

step "8/8 End-to-end tests and visual baselines (playwright, on the built site)"
# One run for the three projects (desktop, mobile, visual): they share the servers and the two workers.
npx playwright test

step_done
total=$((SECONDS - suite_started))
printf '\n==> All test steps passed in %d min %02d s\n' $((total / 60)) $((total % 60))
