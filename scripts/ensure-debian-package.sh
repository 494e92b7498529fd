#!/usr/bin/env bash
# Makes sure a program the tests need is installed, from Debian's packages:
#   scripts/ensure-debian-package.sh <command or absolute path> <package> <what needs it>
# Quiet when present. As root it installs the package with apt-get when the program is missing;
# otherwise it says in one line what to run.
set -euo pipefail

if [ "$#" -ne 3 ]; then
  echo "usage: $0 <command or absolute path> <Debian package> <what needs it>" >&2
  exit 2
fi
program="$1" package="$2" why="$3"

if command -v "$program" >/dev/null 2>&1; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "error: $program is missing ($why); install it with: sudo apt-get update && sudo apt-get install -y $package" >&2
  exit 1
fi

echo "$program not found ($why): installing Debian's $package with apt-get..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null

if ! command -v "$program" >/dev/null 2>&1; then
  echo "error: apt-get installed $package but $program is still missing" >&2
  exit 1
fi
