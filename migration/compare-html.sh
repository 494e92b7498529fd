#!/usr/bin/env bash
# Compares the built Italian HTML of public/ with the baseline, ignoring hashed asset names and page-data hashes.
base=${1:-/work/wt-content-baseline}; new=${2:-/work/wt-content/public}
norm() { sed -E -e 's/(app|framework|webpack-runtime|component---[a-z0-9-]+|commons|styles|[0-9]+)-[0-9a-f]{16,20}\.js/\1-HASH.js/g' -e 's/"[0-9]{6,12}"/"HASH"/g' -e 's/\?v=[0-9a-f]+/?v=H/g' -e 's/[0-9a-f]{20,40}/HEX/g' "$1"; }
status=0; n=0
while IFS= read -r f; do
  rel=${f#$base/}; n=$((n+1))
  if [ ! -f "$new/$rel" ]; then echo "MISSING $rel"; status=1; continue; fi
  if ! diff -q <(norm "$f") <(norm "$new/$rel") >/dev/null; then echo "DIFF $rel"; status=1; fi
done < <(find "$base" -type f -name '*.html' -not -path '*/admin/*' | sort)
echo "$n HTML files compared"
exit $status
