#!/usr/bin/env bash
# The product server's suite on PostgreSQL (run inside scripts/with-postgres.sh, which names a
# throwaway database in TEST_DATABASE_URL): every file with an in-process test server, several to a
# process and two processes at a time (scripts/server-tests.mjs; each server makes a scratch
# database of its own), then the .pgtest.ts files one after the other (they share the run's
# database, emptying it first).
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t servers < <(grep -rl --include='*.test.ts' startTestServer server | sort)
mapfile -t pgtests < <(find server -name '*.pgtest.ts' | sort)
node scripts/server-tests.mjs "${servers[@]}"
node --import tsx --test --test-concurrency=1 --test-reporter=spec "${pgtests[@]}"
