#!/usr/bin/env bash
# Makes sure a Java runtime (11 or later) is installed: the HTML check runs the W3C's Nu HTML
# Checker, a Java program (vnu-jar). As root it installs Debian's default-jre-headless with
# apt-get when `java` is missing; otherwise it says in one line what to run. Quiet when present.
set -euo pipefail

if command -v java >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "error: Java is missing (the HTML check needs it); install it with: sudo apt-get update && sudo apt-get install -y default-jre-headless" >&2
  exit 1
fi

echo "Java not found: installing default-jre-headless with apt-get..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null

if ! command -v java >/dev/null 2>&1; then
  echo "error: apt-get finished but java is still not on the PATH" >&2
  exit 1
fi
