#!/usr/bin/env bash
# The whole test suite, what `npm test` runs:
#   Chromium, Java and jing → (the development server check starts, in the background) → unit tests →
#   lint, format and docs links → backend tests → production build → (the development server check
#   ends) → HTML check beside the typecheck → the build's feeds and share images → end-to-end tests
#   and visual baselines.
# The development server check runs in a copy of the project (scripts/check-develop.mjs), so it shares
# nothing with the steps it runs beside: its start is mostly one core's work (webpack), and the
# steps beside it use the other core. Its output comes when it ends, after the build.
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

step "1/8 Chromium for the browser tests, Java for the HTML check, jing for the feed check (installed with apt-get when missing)"
bash scripts/ensure-debian-package.sh "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium "the end-to-end tests drive it: Playwright cannot download its own browsers here"
bash scripts/ensure-debian-package.sh java default-jre-headless "the HTML check runs the W3C's Nu HTML Checker, a Java program"
bash scripts/ensure-debian-package.sh jing jing "the feed check validates the built Atom feeds against RFC 4287's RELAX NG schema"

mkdir -p .tmp
develop_log=.tmp/develop-check.log
npx tsx scripts/check-develop.mjs >"$develop_log" 2>&1 &
develop_pid=$!
# A failing step stops the suite: the development server check stops with it.
trap 'kill "$develop_pid" 2>/dev/null || true' EXIT
printf '(the development server check runs in the background: %s)\n' "$develop_log"

step "2/8 Unit tests (jest)"
npx jest --ci

step "3/8 Lint and format (eslint --max-warnings 0, prettier --check)"
npm run lint

step "4/8 Backend tests (the forms function on Deno, PostgreSQL, SMTP)"
npx jest --ci -c jest.backend.config.js

step "5/8 Production build (gatsby build)"
# The built site calls the end-to-end tests' own backend (scripts/backend/e2e-backend.mjs).
GATSBY_SUPABASE_URL=http://127.0.0.1:54421 GATSBY_SUPABASE_ANON_KEY=local-anon-key-not-a-secret npx gatsby build

step_done
step_name=""
printf '\n--- development server check (scripts/check-develop.mjs: every route, then content edits with a mistake) ---\n'
waited_from=$SECONDS
develop_status=0
wait "$develop_pid" || develop_status=$?
cat "$develop_log"
printf '==> waited %d s for the development server check after the build\n' $((SECONDS - waited_from))
if [ "$develop_status" -ne 0 ]; then exit "$develop_status"; fi
# Fail closed: the check passed only if it said so (its last lines), whatever status reached us.
if ! grep -q "^gatsby develop: [0-9]* routes visited" "$develop_log"; then
  echo "The development server check did not report success (see above)." >&2
  exit 1
fi

step "6/8 Valid HTML (Nu HTML Checker on every built page) beside the typecheck (tsc --noEmit)"
npx tsc --noEmit &
typecheck_pid=$!
html_status=0
node scripts/check-html.mjs || html_status=$?
typecheck_status=0
wait "$typecheck_pid" || typecheck_status=$?
if [ "$html_status" -ne 0 ]; then exit "$html_status"; fi
if [ "$typecheck_status" -ne 0 ]; then exit "$typecheck_status"; fi

step "7/8 The build's feeds and share images (jest -c jest.built.config.cjs: the Atom feeds against RFC 4287 with jing, every feed read back, every share image 1200×630)"
npx jest --ci -c jest.built.config.cjs

step "8/8 End-to-end tests and visual baselines (playwright, on the built site)"
# One run for the three projects (desktop, mobile, visual): they share the servers and the two workers.
npx playwright test

step_done
total=$((SECONDS - suite_started))
printf '\n==> All test steps passed in %d min %02d s\n' $((total / 60)) $((total % 60))
