# Installs what npm does not: Debian's Chromium (end-to-end tests) and PostgreSQL's server
# binaries (the API tests' throwaway database). Sourced by scripts/test.sh.

apt_install() {
  if [ "$(id -u)" != "0" ]; then
    echo "missing $*: install them with: sudo apt-get install -y $*" >&2
    return 1
  fi
  if [ -z "${ORBIT_APT_UPDATED:-}" ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    ORBIT_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

ensure_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then return; fi
  if ! command -v chromium >/dev/null 2>&1; then
    echo "› installing Debian's chromium"
    apt_install chromium
  fi
  export CHROMIUM_PATH
  CHROMIUM_PATH="$(command -v chromium)"
}

pg_bin_dir() {
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ]; then echo "$dir"; return; fi
  done
  if command -v initdb >/dev/null 2>&1; then dirname "$(readlink -f "$(command -v initdb)")"; fi
}

ensure_postgres_binaries() {
  if [ -z "$(pg_bin_dir)" ]; then
    echo "› installing Debian's postgresql server binaries"
    apt_install postgresql
  fi
}

# The multi-node realtime test starts its own redis-server (random port, temp dir) and stops it.
# Debian's package would start a system service at install: a policy-rc.d forbids that, so
# nothing is left running.
ensure_redis_server() {
  if command -v redis-server >/dev/null 2>&1; then return; fi
  echo "› installing Debian's redis-server"
  local policy=/usr/sbin/policy-rc.d added='' status=0
  if [ "$(id -u)" = "0" ] && [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && added=1
  fi
  apt_install redis-server && status=0 || status=$?
  if [ -n "$added" ]; then rm -f "$policy"; fi
  return "$status"
}
