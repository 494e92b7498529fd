#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed: the end-to-end tests drive /usr/bin/chromium
# (Playwright cannot download its own browsers here). Quiet when it is already present.
set -euo pipefail

CHROMIUM_BIN="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [ -x "$CHROMIUM_BIN" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "error: $CHROMIUM_BIN is missing; install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
  exit 1
fi

echo "Chromium not found at $CHROMIUM_BIN: installing it with apt-get..."
apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y chromium

if [ ! -x "$CHROMIUM_BIN" ]; then
  echo "error: apt-get finished but $CHROMIUM_BIN is still missing" >&2
  exit 1
fi
