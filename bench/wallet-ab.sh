#!/usr/bin/env bash
# Two builds of the server compared in one sitting on a throwaway PostgreSQL: both run at once on
# the same database, and their bet+win load alternates in short windows (A B, B A, …), so a busy
# neighbour on a shared machine weighs on both alike. Prints each build's pairs/s, p50/p99 and CPU
# per pair (its Node process, and PostgreSQL while its load ran).
# Usage: bash bench/wallet-ab.sh <build A> <build B> [windows, default 8] [seconds each, default 5]
# A build is a folder beside dist/ under apps/server holding main.js (a copy of dist/, or
# `node scripts/build.mjs`'s output moved aside). ORBIT_BENCH_PORT: A's port (B's is the next).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/system-deps.sh
source scripts/lib/throwaway-postgres.sh
ensure_postgres_binaries
PG_PORT="${ORBIT_BENCH_PG_PORT:-55470}"
trap stop_throwaway_postgres EXIT
start_throwaway_postgres
DATABASE_URL="$TEST_DATABASE_URL" PG_DATA_DIR="$PG_DIR/data" node bench/wallet-ab.mjs "$@"
