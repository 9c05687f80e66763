#!/usr/bin/env bash
# The API suite again, on Debian's PostgreSQL through DATABASE_URL: `pnpm test` covers the embedded
# PostgreSQL 17, this covers the packaged server production may run (issue 6). A throwaway cluster on
# a free loopback port, stopped and removed on exit. Run as root (CI) or as the user owning the repo.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql
fi
PG_BIN=$(printf '%s\n' /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

# PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` system user.
DIR=$(mktemp -d)
if [ "$(id -u)" = 0 ]; then
  OWNER=postgres
  chown "$OWNER": "$DIR"
else
  OWNER=$(id -un)
fi
as_owner() {
  if [ "$(id -u)" = 0 ]; then (cd "$DIR" && runuser -u "$OWNER" -- "$@"); else "$@"; fi
}
stop_cluster() {
  as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap stop_cluster EXIT

PORT=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); })")
PASSWORD=$(node -e "console.log(require('crypto').randomBytes(18).toString('hex'))")

as_owner "$PG_BIN/initdb" -D "$DIR/data" -U "$OWNER" -E UTF8 --locale=C.UTF-8 \
  --auth-local=peer --auth-host=scram-sha-256 >/dev/null
# Durability is worthless for a cluster deleted within minutes; skipping it keeps the run fast.
as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w start -o \
  "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  >/dev/null || { cat "$DIR/server.log"; exit 1; }

# The tests create a database per test file, so the role needs CREATEDB, and no more.
as_owner "$PG_BIN/psql" -h "$DIR" -p "$PORT" -U "$OWNER" -d postgres -v ON_ERROR_STOP=1 -q \
  -c "create role portal_ci login createdb password '$PASSWORD'" \
  -c "create database portal_ci owner portal_ci"

echo "API tests on $("$PG_BIN/postgres" --version) (port $PORT)"
# The money model's 2,000 sequences ran in the README's command; here a short run shows it works on
# this PostgreSQL too.
DATABASE_URL="postgres://portal_ci:$PASSWORD@127.0.0.1:$PORT/portal_ci" MONEY_MODEL_RUNS=200 \
  pnpm --filter @portal/api test
