#!/usr/bin/env bash
# The API suite again, on Debian's PostgreSQL through DATABASE_URL: `pnpm test` covers the embedded
# PostgreSQL 17, this covers the packaged server production may run (issue 6).
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/debian-postgres.sh

PASSWORD=$(node -e "console.log(require('crypto').randomBytes(18).toString('hex'))")
# The tests create a database per test file, so the role needs CREATEDB, and no more.
pg_admin_psql -c "create role portal_ci login createdb password '$PASSWORD'" \
  -c "create database portal_ci owner portal_ci"

# The money model's deep run (issue 32: at least 2,000 sequences in CI) is this one; the README's
# command runs its small default count.
DATABASE_URL="$(PG_URL_FOR portal_ci "$PASSWORD" portal_ci)" MONEY_MODEL_RUNS=2000 \
  pnpm --filter @portal/api test
