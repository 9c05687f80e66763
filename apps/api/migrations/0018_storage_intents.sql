-- Write-ahead record of objects being put in storage (decision 079): a row is committed before the
-- bytes are written and deleted in the transaction that writes the row referencing them, so an
-- object a crash left behind is known and the reconcile-storage job removes it after a grace period.
create table storage_intents (
  storage_key text primary key,
  -- No foreign key: the intent commits on its own connection while the caller's transaction may
  -- hold the account row locked, and a key-share check would wait on that lock for ever.
  account_id bigint,
  created_at timestamptz not null default now()
);
create index storage_intents_created_at on storage_intents (created_at);
comment on table storage_intents is
  'Objects being written to storage whose referencing row is not committed yet (write-ahead).';
comment on column storage_intents.storage_key is 'The storage key the object is written under.';
comment on column storage_intents.account_id is 'The account the object belongs to, if any.';
comment on column storage_intents.created_at is
  'When the write began; reconcile-storage removes the object once this is older than the grace period.';
-- reconcile-storage asks, per stored object, whether a row names it.
create index mail_items_envelope_key on mail_items (envelope_key) where envelope_key is not null;
create index mail_items_contents_key on mail_items (contents_key) where contents_key is not null;
