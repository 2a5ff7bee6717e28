#!/usr/bin/env bash
# The wallet under load on a throwaway PostgreSQL: N players doing signed bet+win pairs through
# the seamless-wallet protocol over HTTP (pairs/s, p50/p99), then pgbench's TPC-B on the same
# server for comparison, and pgbench running the pairs' own statements (the database's ceiling for the
# wallet: sqlOnlyPairsPerSecond). Before the load the wallet's tables hold a casino's past
# (BENCH_HISTORY_ROUNDS closed rounds, default 100,000), analysed, as pgbench -i prepares its tables.
# Usage: bash bench/wallet.sh [seconds] [players] [app nodes, default: one per core]
# BENCH_WAGERING=1: every player has a bonus wagering and bets on a slot that counts (the bonus engine's worst case).
# Two builds compared in one sitting (A B B A): ORBIT_BENCH_NODE_ARGS="<other build>/main.js" runs that
# build's entry instead (its path from apps/server, e.g. a copy of dist/ made before a change).
# `bash bench/wallet.sh --ab <build A> <build B> [windows, default 8] [seconds each, default 5]`:
# two builds (folders under apps/server holding main.js, e.g. a copy of dist/) run side by side on
# the same database, their bet+win load alternated in short windows so a busy neighbour weighs on
# both alike; prints each one's pairs/s, p50/p99 and CPU per pair (Node, PostgreSQL) (wallet-ab.mjs).
# ORBIT_BENCH_PORT: the first app node's port (default 3230), ORBIT_BENCH_PG_PORT: PostgreSQL's.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/system-deps.sh
source scripts/lib/throwaway-postgres.sh
ensure_postgres_binaries
PG_PORT="${ORBIT_BENCH_PG_PORT:-55470}"
trap stop_throwaway_postgres EXIT
start_throwaway_postgres
PGBENCH="$(pg_bin_dir)/pgbench"
[ -x "$PGBENCH" ] || PGBENCH="$(command -v pgbench)"
if [ "${1:-}" = "--ab" ]; then
  shift
  DATABASE_URL="$TEST_DATABASE_URL" PG_DATA_DIR="$PG_DIR/data" node bench/wallet-ab.mjs "$@"
  exit
fi
DATABASE_URL="$TEST_DATABASE_URL" PG_DATA_DIR="$PG_DIR/data" PGBENCH="$PGBENCH" PG_PORT="$PG_PORT" node bench/wallet.mjs "${1:-15}" "${2:-50}" ${3:+"$3"}
