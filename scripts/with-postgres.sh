#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway database on a local PostgreSQL
# server: Debian's postgresql package, installed and started when missing (needs root, as on the
# project's machines and CI). An existing TEST_DATABASE_URL is used as it is.
set -euo pipefail
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
    echo "[pg] installing Debian's postgresql package"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
  fi
  cluster=$(pg_lsclusters --no-header | awk 'NR==1 {print $1" "$2}')
  if [ -z "$cluster" ]; then
    version=$(ls /usr/lib/postgresql | sort -V | tail -1)
    $SUDO pg_createcluster "$version" main >/dev/null
    cluster="$version main"
  fi
  read -r pg_version pg_name <<<"$cluster"
  if ! pg_lsclusters --no-header | awk -v v="$pg_version" -v n="$pg_name" '$1==v && $2==n {print $4}' | grep -q online; then
    $SUDO pg_ctlcluster "$pg_version" "$pg_name" start
  fi
  port=$(pg_lsclusters --no-header | awk -v v="$pg_version" -v n="$pg_name" '$1==v && $2==n {print $3}')
  as_postgres() { $SUDO runuser -u postgres -- "$@"; }
  if [ "$(id -u)" -ne 0 ]; then as_postgres() { sudo -u postgres "$@"; }; fi
  # CREATEDB: the in-process suite gives each test file a database of its own (server/testing/testDatabase.ts).
  as_postgres psql -p "$port" -qtAc "select 1 from pg_roles where rolname = 'zulin_test'" | grep -q 1 \
    || as_postgres psql -p "$port" -qc "create role zulin_test login createdb password 'zulin_test'"
  as_postgres psql -p "$port" -qc "alter role zulin_test createdb"
  # A new database each run, named after this run, so that two runs on one machine never drop
  # each other's: the tests start from nothing, as a fresh deployment would.
  database="zulin_test_$$"
  as_postgres psql -p "$port" -qc "drop database if exists ${database} with (force)"
  as_postgres psql -p "$port" -qc "create database ${database} owner zulin_test"
  as_postgres psql -p "$port" -d "$database" -qc "alter schema public owner to zulin_test"
  export TEST_DATABASE_URL="postgres://zulin_test:zulin_test@127.0.0.1:${port}/${database}"
  status=0
  "$@" || status=$?
  # The run's database and the scratch databases its test servers made (named after it).
  for leftover in $(as_postgres psql -p "$port" -qtAc "select datname from pg_database where datname = '${database}' or datname like '${database}\\_%'"); do
    as_postgres psql -p "$port" -qc "drop database if exists ${leftover} with (force)" || true
  done
  exit "$status"
fi
exec "$@"
