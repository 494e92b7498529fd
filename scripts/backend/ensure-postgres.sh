#!/usr/bin/env bash
# Makes sure PostgreSQL 15's server binaries are on this machine (the local backend and its
# tests run a real PostgreSQL from them, with no Docker). As root it installs Debian's
# postgresql-15 with apt-get when /usr/lib/postgresql/15/bin/postgres is missing; otherwise it
# says in one line what to run. The package's own cluster is not used: our scripts create theirs.
set -euo pipefail

PG_BIN_DIR="${PG_BIN_DIR:-/usr/lib/postgresql/15/bin}"

if [ -x "$PG_BIN_DIR/postgres" ] && [ -x "$PG_BIN_DIR/initdb" ] && [ -x "$PG_BIN_DIR/pg_ctl" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "PostgreSQL 15 is missing ($PG_BIN_DIR/postgres): run 'sudo apt-get update && sudo apt-get install -y postgresql-15', or set PG_BIN_DIR." >&2
  exit 1
fi

echo "Installing PostgreSQL 15 (postgresql-15) with apt-get…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Debian's package would create and start a cluster of its own on port 5432; ours live in
# project folders on other ports, so postgresql-common is told not to create one.
apt-get install -y -qq postgresql-common >/dev/null
sed -i 's/^#\?\s*create_main_cluster\s*=.*/create_main_cluster = false/' /etc/postgresql-common/createcluster.conf
apt-get install -y -qq postgresql-15 >/dev/null

if [ ! -x "$PG_BIN_DIR/postgres" ]; then
  echo "postgresql-15 was installed but $PG_BIN_DIR/postgres is still missing." >&2
  exit 1
fi
echo "PostgreSQL 15 installed in $PG_BIN_DIR."
