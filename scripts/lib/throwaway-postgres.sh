# A throwaway PostgreSQL server for the API tests: a fresh cluster in a temporary folder,
# on loopback only, stopped and deleted by stop_throwaway_postgres. Sourced by scripts/test.sh.
# ORBIT_PG_EXTRA_OPTIONS: more server settings for a bench's profile, e.g.
# "-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all".

PG_PORT="${ORBIT_TEST_PG_PORT:-55432}"
PG_DIR=""
PG_RUN_AS=()

start_throwaway_postgres() {
  local bin
  bin="$(pg_bin_dir)"
  PG_DIR="$(mktemp -d /tmp/orbit-pg.XXXXXX)"
  # PostgreSQL refuses to run as root: use the postgres user (created by Debian's package) or nobody.
  if [ "$(id -u)" = "0" ]; then
    local user=postgres
    id "$user" >/dev/null 2>&1 || user=nobody
    chown "$user" "$PG_DIR"
    PG_RUN_AS=(runuser -u "$user" --)
  fi
  "${PG_RUN_AS[@]}" "$bin/initdb" -D "$PG_DIR/data" -U orbit --auth=trust -E UTF8 --no-locale >"$PG_DIR/initdb.log" 2>&1 ||
    { cat "$PG_DIR/initdb.log"; return 1; }
  "${PG_RUN_AS[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${ORBIT_PG_EXTRA_OPTIONS:-}" \
    start >/dev/null || { cat "$PG_DIR/server.log"; return 1; }
  export TEST_DATABASE_URL="postgres://orbit@127.0.0.1:$PG_PORT/postgres"
}

stop_throwaway_postgres() {
  [ -n "$PG_DIR" ] || return 0
  "${PG_RUN_AS[@]}" "$(pg_bin_dir)/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
  PG_DIR=""
}
