#!/usr/bin/env bash
# A tournament under load on a throwaway PostgreSQL (see tournament.mjs): the wallet's bet+win rate
# with and without a running tournament, the leaderboard's read times, scores against the ledger.
# Usage: bash bench/tournament.sh [pairs, default 100000] [players, default 10000] [clients, default 20]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/system-deps.sh
source scripts/lib/throwaway-postgres.sh
ensure_postgres_binaries
PG_PORT="${ORBIT_BENCH_PG_PORT:-55475}"
trap stop_throwaway_postgres EXIT
start_throwaway_postgres
DATABASE_URL="$TEST_DATABASE_URL" node bench/tournament.mjs "$@"
