#!/usr/bin/env bash
# Sourced, not run: starts a throwaway cluster of Debian's PostgreSQL (the packaged server production
# may run, issue 6) on a free loopback port, stopped and removed when the sourcing shell exits.
# Afterwards: PG_BIN, PG_PORT and PG_URL_FOR <role> <password> <database> for connection strings, and
# pg_admin_psql for statements as the cluster's owner. Works as root (CI) or as the repo's owner.

if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql
fi
PG_BIN=$(printf '%s\n' /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

# PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` system user.
PG_DIR=$(mktemp -d)
if [ "$(id -u)" = 0 ]; then
  PG_OWNER=postgres
  chown "$PG_OWNER": "$PG_DIR"
else
  PG_OWNER=$(id -un)
fi
pg_as_owner() {
  if [ "$(id -u)" = 0 ]; then (cd "$PG_DIR" && runuser -u "$PG_OWNER" -- "$@"); else "$@"; fi
}
stop_debian_postgres() {
  pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
trap stop_debian_postgres EXIT

PG_PORT=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")

pg_as_owner "$PG_BIN/initdb" -D "$PG_DIR/data" -U "$PG_OWNER" -E UTF8 --locale=C.UTF-8 \
  --auth-local=peer --auth-host=scram-sha-256 >/dev/null
# Durability is worthless for a cluster deleted within minutes; skipping it keeps the run fast.
pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w start -o \
  "-c listen_addresses=127.0.0.1 -p $PG_PORT -k $PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  >/dev/null || { cat "$PG_DIR/server.log"; exit 1; }

pg_admin_psql() {
  pg_as_owner "$PG_BIN/psql" -h "$PG_DIR" -p "$PG_PORT" -U "$PG_OWNER" -d postgres -v ON_ERROR_STOP=1 -q "$@"
}
PG_URL_FOR() {
  echo "postgres://$1:$2@127.0.0.1:$PG_PORT/$3"
}
echo "Debian's $("$PG_BIN/postgres" --version) on port $PG_PORT"
