#!/usr/bin/env bash
# `npm start`: the site in development mode on http://127.0.0.1:8000, with GraphiQL at /___graphql.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
exec npx gatsby develop -H 127.0.0.1 -p "${PORT:-8000}"
