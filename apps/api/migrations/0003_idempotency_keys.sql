-- Answers of calls that move money, by the caller's Idempotency-Key (see "Idempotency" in
-- openapi/portal.yaml). A row is written in the same transaction as the work it records, so it
-- exists only for a request that succeeded: a failed one changed nothing and leaves its key free.
create table idempotency_keys (
  account_id bigint not null references accounts on delete cascade,
  idempotency_key text not null,
  -- The operationId, for people reading the table; the hash below covers it too.
  operation text not null,
  -- SHA-256 of the operation and its parameters: the same key with another request is refused.
  request_sha256 text not null,
  -- The 200 body answered the first time, answered again to every retry.
  response jsonb not null,
  -- Keys are honoured for 24 hours; an older row counts as absent and is replaced.
  created_at timestamptz not null default now(),
  primary key (account_id, idempotency_key)
);
