#!/usr/bin/env bash
# Compares every HTML page of two builds (/admin aside), ignoring hashed asset names and page-data hashes:
# prints MISSING or DIFF for each page of the first build absent or different in the second, exit 1 if any.
# Usage: bash scripts/compare-html.sh <baseline public/> <new public/>  (e.g. a copy of main's build, then yours)
if [ $# -ne 2 ]; then echo "usage: bash scripts/compare-html.sh <baseline public/> <new public/>" >&2; exit 2; fi
base=${1%/}; new=${2%/}
norm() { sed -E -e 's/(app|framework|webpack-runtime|component---[a-z0-9-]+|commons|styles|[0-9]+)-[0-9a-f]{16,20}\.js/\1-HASH.js/g' -e 's/"[0-9]{6,12}"/"HASH"/g' -e 's/\?v=[0-9a-f]+/?v=H/g' -e 's/[0-9a-f]{20,40}/HEX/g' "$1"; }
status=0; n=0
while IFS= read -r f; do
  rel=${f#$base/}; n=$((n+1))
  if [ ! -f "$new/$rel" ]; then echo "MISSING $rel"; status=1; continue; fi
  if ! diff -q <(norm "$f") <(norm "$new/$rel") >/dev/null; then echo "DIFF $rel"; status=1; fi
done < <(find "$base" -type f -name '*.html' -not -path '*/admin/*' | sort)
echo "$n HTML files compared"
exit $status
