#!/usr/bin/env bash
# The backup drill (issue 40): demo data in a Debian PostgreSQL database and an S3-compatible
# bucket is backed up, restored into a FRESH database and a FRESH bucket, and checked row by row
# and object by object, with the exact commands of docs/runbook/backup-and-restore.md. Fails on
# any difference. Works as root (CI) or as the repo's owner.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
source .ci/debian-postgres.sh

WORK=$(mktemp -d)
S3_PIDS=()
cleanup() {
  for pid in "${S3_PIDS[@]}"; do kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; done
  rm -rf "$WORK"
  stop_debian_postgres
}
trap cleanup EXIT

# An S3-compatible server (s3rver) on loopback with one empty bucket; sets S3_ENDPOINT.
start_bucket() {
  local log="$WORK/s3rver-$1.log"
  node --import tsx apps/api/test/s3rver-command.ts "$1" >"$log" 2>&1 &
  S3_PIDS+=($!)
  for _ in $(seq 100); do
    S3_ENDPOINT=$(head -n 1 "$log")
    [[ $S3_ENDPOINT == http://* ]] && return
    sleep 0.2
  done
  cat "$log"
  exit 1
}

PASSWORD=$(node -e "console.log(require('crypto').randomBytes(18).toString('hex'))")
pg_admin_psql -c "create role portal_drill login password '$PASSWORD'" \
  -c "create database portal_live owner portal_drill"
export S3_ACCESS_KEY_ID=S3RVER S3_SECRET_ACCESS_KEY=S3RVER DATA_DIR="$WORK/data"

echo "== The live portal: demo data in database portal_live and bucket live-scans"
start_bucket live-scans
export DATABASE_URL=$(PG_URL_FOR portal_drill "$PASSWORD" portal_live) S3_BUCKET=live-scans S3_ENDPOINT
pnpm --silent --filter @portal/api db:seed

echo "== Backup (runbook: Taking a backup)"
BACKUP="$WORK/backups/portal-$(date -u +%Y%m%dT%H%M%SZ)"
pnpm --filter @portal/api ops backup --to "$BACKUP"
pnpm --filter @portal/api ops backup verify --from "$BACKUP"

echo "== Restore into a fresh database and a fresh bucket (runbook: Restoring)"
pg_admin_psql -c "create database portal_restored owner portal_drill"
start_bucket restored-scans
export DATABASE_URL=$(PG_URL_FOR portal_drill "$PASSWORD" portal_restored) S3_BUCKET=restored-scans S3_ENDPOINT
pnpm --filter @portal/api ops restore --from "$BACKUP"

echo "== Check (runbook: Checking a restore)"
pnpm --filter @portal/api ops backup verify --from "$BACKUP"

echo "Backup drill passed in $((SECONDS - started)) s"
