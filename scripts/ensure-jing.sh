#!/usr/bin/env bash
# Makes sure jing, the RELAX NG validator, is installed: the feed check validates the built Atom feeds
# against RFC 4287's schema with it (tests/built/feeds.test.ts), offline. As root it installs Debian's
# `jing` package with apt-get when the command is missing (a Java program: apt-get brings a runtime if
# scripts/ensure-java.sh has not); otherwise it says in one line what to run. Quiet when present.
set -euo pipefail

if command -v jing >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "error: jing is missing (the feed check needs it); install it with: sudo apt-get update && sudo apt-get install -y jing" >&2
  exit 1
fi

echo "jing not found: installing it with apt-get..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq jing >/dev/null

if ! command -v jing >/dev/null 2>&1; then
  echo "error: apt-get finished but jing is still not on the PATH" >&2
  exit 1
fi
