#!/usr/bin/env bash
# Cost per page and per socket of one Orbit node on a throwaway PostgreSQL (bench/unit-costs.mjs).
# Usage: bash bench/unit-costs.sh [seconds per page] [sockets]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/system-deps.sh
source scripts/lib/throwaway-postgres.sh
ensure_postgres_binaries
PG_PORT="${ORBIT_BENCH_PG_PORT:-55480}"
trap stop_throwaway_postgres EXIT
start_throwaway_postgres
PG_DATA_DIR="$PG_DIR/data" DATABASE_URL="$TEST_DATABASE_URL" node bench/unit-costs.mjs "${1:-10}" "${2:-1000}"
