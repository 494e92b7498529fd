#!/usr/bin/env bash
# npm run lint: ESLint with no warning allowed, Prettier's check, and the Markdown link check, side
# by side. ESLint and Prettier are one process on one core each: together they take about the time
# of ESLint alone, not the sum of both; the link check (remark with remark-validate-links,
# .remarkrc.json) takes about a second beside them. Each one's output is printed whole, ESLint's
# first; the status is the first failure's. ESLint and Prettier keep a cache in node_modules/.cache
# (npm ci clears it), so a second run only looks at what changed.
set -uo pipefail

cd "$(dirname "$0")/.."

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

./node_modules/.bin/eslint . --max-warnings 0 --cache --cache-location node_modules/.cache/eslint/ >"$out/eslint" 2>&1 &
eslint=$!
./node_modules/.bin/prettier --check --cache . >"$out/prettier" 2>&1 &
prettier=$!
# Every relative link and #anchor in README.md and docs/ must resolve to a file or a heading.
# Offline (no Git remote, no network: https links are not followed); --frail fails on any
# warning, --no-stdout never writes the Markdown back.
./node_modules/.bin/remark --frail --quiet --no-stdout --no-color README.md docs >"$out/links" 2>&1 &
links=$!

wait "$eslint"
eslint_status=$?
wait "$prettier"
prettier_status=$?
wait "$links"
links_status=$?

if [ "$eslint_status" -eq 0 ]; then echo "ESLint: no problems."; else cat "$out/eslint"; fi
cat "$out/prettier"
if [ "$links_status" -eq 0 ]; then echo "Markdown links (README.md, docs/): all resolve."; else cat "$out/links"; fi
if [ "$eslint_status" -ne 0 ]; then exit "$eslint_status"; fi
if [ "$prettier_status" -ne 0 ]; then exit "$prettier_status"; fi
exit "$links_status"
