#!/usr/bin/env bash
# `POST /api/games_filter` on a 10,000-game catalogue in a throwaway PostgreSQL: latency (p50,
# p99), throughput and CPU per request (Orbit and its PostgreSQL, and each apart) per kind of query.
# Usage: bash bench/games-filter.sh [seconds per scenario]; ORBIT_BENCH_ONLY=uncached,unseen runs only
# the scenarios whose names hold one of those words.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/system-deps.sh
source scripts/lib/throwaway-postgres.sh
ensure_postgres_binaries
PG_PORT="${ORBIT_BENCH_PG_PORT:-55450}"
trap stop_throwaway_postgres EXIT
start_throwaway_postgres
PG_POSTMASTER="$(head -1 "$PG_DIR/data/postmaster.pid")" DATABASE_URL="$TEST_DATABASE_URL" node bench/games-filter.mjs "${1:-10}"
