#!/usr/bin/env bash
# The scale-out test (issue 40, decision 108): nginx from Debian in front of three portal servers on
# one Debian PostgreSQL and an s3rver bucket, a bounded load with one server restarted mid-run, then
# the invariants. Prints its figures; exits 1 over 0.1% errors or on a broken invariant.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "nginx is missing: apt-get install -y nginx (as root), then run this again" >&2
    exit 1
  fi
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx
fi
export NGINX_BIN="${NGINX_BIN:-$(command -v nginx || echo /usr/sbin/nginx)}"

source .ci/debian-postgres.sh

PASSWORD=$(node -e "console.log(require('crypto').randomBytes(18).toString('hex'))")
pg_admin_psql -c "create role portal_scale login password '$PASSWORD'" \
  -c "create database portal_scale owner portal_scale"

# Not exec: the cluster is removed by debian-postgres.sh's EXIT trap once the test has ended.
DATABASE_URL="$(PG_URL_FOR portal_scale "$PASSWORD" portal_scale)" pnpm --filter @portal/e2e scale-out
