#!/usr/bin/env bash
# `npm test`: every check and test of Orbit, in the order a failure is cheapest to find.
# Installs what npm does not (Chromium, PostgreSQL binaries, redis-server), starts a throwaway PostgreSQL
# and the app for the browser tests, and stops everything it started.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/system-deps.sh
source scripts/lib/throwaway-postgres.sh

RESULTS=.tmp/test-results
rm -rf "$RESULTS" && mkdir -p "$RESULTS"
trap stop_throwaway_postgres EXIT

step() { printf '\n━━ %s\n' "$*"; }
vitest_in() { # workspace, result name, extra vitest flags…
  local dir="$1" name="$2"
  shift 2
  (cd "$dir" && npx vitest run --reporter=default --reporter=json --outputFile="$OLDPWD/$RESULTS/$name.json" "$@")
}

step "lint and format (biome)"
npx biome check .

step "typecheck"
npm run typecheck --silent

step "unit tests"
vitest_in packages/contract contract
vitest_in packages/games games --passWithNoTests
vitest_in apps/web web

# The server's page tests (SSR, security headers, page paths) render the built client.
step "build"
npm run build --silent

step "API tests on embedded PGlite"
ensure_redis_server
vitest_in apps/server server-pglite

# Only the files that open the test database run again here (apps/server/vitest.config.ts).
step "API tests on PostgreSQL"
ensure_postgres_binaries
start_throwaway_postgres
TEST_DATABASE_URL="$TEST_DATABASE_URL" vitest_in apps/server server-postgres
stop_throwaway_postgres

step "fault test: the compose nodes through a killed node, a PostgreSQL restart and Redis away"
vitest_in apps/server faults --config vitest.faults.config.ts

step "end-to-end journeys in Chromium"
ensure_chromium
(cd e2e && npx playwright test) && e2e_status=0 || e2e_status=$?

step "summary"
node scripts/lib/summarise-results.mjs "$RESULTS"
exit "$e2e_status"
