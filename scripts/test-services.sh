#!/usr/bin/env bash
# Starts the services some tests use, on 127.0.0.1 only, each in a throw-away directory: Redis (the server's
# scale-out and the lab's distributed workers) and PostgreSQL (the server's Postgres storage). Idempotent: a service
# that already answers on its port is left alone. Prints the environment the tests read:
#   SHAJU_TEST_REDIS=redis://127.0.0.1:6391
#   SHAJU_TEST_POSTGRES=postgres://postgres@127.0.0.1:5433/postgres
# Use: eval "$(bash scripts/test-services.sh)"   (then `npm test`). `bash scripts/test-services.sh stop` stops both.
# Needs Debian's redis-server and postgresql (15) packages; `.ci/run` installs them.
set -euo pipefail

REDIS_PORT="${SHAJU_TEST_REDIS_PORT:-6391}"
PG_PORT="${SHAJU_TEST_POSTGRES_PORT:-5433}"
DIR="${SHAJU_TEST_SERVICES_DIR:-${TMPDIR:-/tmp}/shaju-test-services}"
PG_BIN="${SHAJU_PG_BIN:-/usr/lib/postgresql/15/bin}"
PG_DIR="$DIR/pg"

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "${1:-start}" = "stop" ]; then
  redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true
  [ -d "$PG_DIR" ] && as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR" -m fast stop >/dev/null 2>&1 || true
  exit 0
fi

mkdir -p "$DIR"

if ! redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1; then
  redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
    --logfile "$DIR/redis.log" --pidfile "$DIR/redis.pid" >&2
  for _ in $(seq 1 50); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
  redis-cli -p "$REDIS_PORT" ping >/dev/null || { echo "redis-server did not start (see $DIR/redis.log)" >&2; exit 1; }
fi

if ! "$PG_BIN/pg_isready" -h 127.0.0.1 -p "$PG_PORT" -q 2>/dev/null; then
  if [ ! -f "$PG_DIR/PG_VERSION" ]; then
    rm -rf "$PG_DIR"
    mkdir -p "$PG_DIR"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$PG_DIR"
    chmod 700 "$PG_DIR"
    as_postgres "$PG_BIN/initdb" -D "$PG_DIR" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 ||
      { cat "$DIR/initdb.log" >&2; exit 1; }
  fi
  as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR" -l "$PG_DIR/log" \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" -w start >&2
fi

echo "export SHAJU_TEST_REDIS=redis://127.0.0.1:$REDIS_PORT"
echo "export SHAJU_TEST_POSTGRES=postgres://postgres@127.0.0.1:$PG_PORT/postgres"
