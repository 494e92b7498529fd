#!/usr/bin/env bash
# `npm start`: the site in development mode on http://127.0.0.1:8000 (GraphiQL at /___graphql),
# beside the whole local backend of the contact form (scripts/backend/dev-backend.mjs):
# PostgreSQL, the forms function on Deno, and a mail catcher at http://127.0.0.1:1080;
# and the CMS at http://127.0.0.1:8000/admin with its local backend (scripts/with-cms-server.mjs:
# decap-server on 127.0.0.1:8081, editing this working tree, no account).
# Ctrl-C stops all of it.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1
# The site search under gatsby develop: an index of the last build's pages, written once per build
# (docs/search.md#in-development); develop serves it at /pagefind/.
if [ -f public/index.html ] && { [ ! -f .tmp/search-index/pagefind-entry.json ] || [ public/index.html -nt .tmp/search-index/pagefind-entry.json ]; }; then
  npx tsx scripts/build-search-index.ts --out .tmp/search-index
elif [ ! -f public/index.html ]; then
  echo "Search: no build to index yet; the search dialog answers once \`npm run build\` has run and npm start is started again."
fi
# PostgreSQL comes from Debian: installed here when missing (as root), or explained in one line.
bash scripts/backend/ensure-postgres.sh
exec node scripts/backend/dev-backend.mjs --with "node scripts/with-cms-server.mjs npx gatsby develop -H 127.0.0.1 -p ${PORT:-8000}"
