-- Billing and the account lifecycle (issue 22): monthly and storage fees charged by jobs on the
-- queue, prepaid credit that expires, auto top-up once per crossing, warnings before termination.
-- The queue's own tables live in the `graphile_worker` schema, made by its library (decision 030).

-- The day of the month an account is billed on, kept apart from the next billing date so a 31st
-- stays the 31st after a short month (billed on its last day, §9).
alter table accounts add column billing_day smallint check (billing_day between 1 and 31);
update accounts set billing_day = extract(day from billing_date);
alter table accounts alter column billing_day set not null;
alter table accounts alter column billing_day set default extract(day from current_date);
-- The first monthly fee falls a month after signup (the setup fee covers the first month).
alter table accounts alter column billing_date set default (current_date + interval '1 month')::date;
comment on column accounts.billing_date is
  'The next billing date: the monthly fee is charged on it, then it moves to the next month (spec §9).';
comment on column accounts.billing_day is
  'The day of the month the account is billed on; months without it bill on their last day.';

-- Storage beyond the free 30 days (§9), per item and day, by plan.
alter table plans add column envelope_storage_cents integer not null default 0
  check (envelope_storage_cents >= 0);
alter table plans add column parcel_storage_cents integer not null default 0
  check (parcel_storage_cents >= 0);
comment on column plans.envelope_storage_cents is
  'What a letter costs per day once its 30 free days are over.';
comment on column plans.parcel_storage_cents is
  'What a parcel costs per day once its 30 free days are over.';

-- When the pending action was asked for: the demo's stand-in staff wait five seconds from it.
alter table mail_items add column action_requested_at timestamptz;
comment on column mail_items.action_requested_at is
  'When the member asked for the pending action (set by a trigger whenever mail_action changes).';
create function mail_action_requested() returns trigger language plpgsql as $$
begin
  new.action_requested_at := case when new.mail_action is null then null else now() end;
  return new;
end
$$;
create trigger mail_action_requested before update of mail_action on mail_items
  for each row when (new.mail_action is distinct from old.mail_action)
  execute function mail_action_requested();

-- Prepaid credit expires 12 months after purchase (§9), oldest first; an expiry names its credit.
alter table ledger_entries add column credit_expires_on date;
alter table ledger_entries add column expires_entry_id bigint unique references ledger_entries;
-- Fees a billing run posts carry a key, so a run repeated (or run twice at once) charges once.
alter table ledger_entries add column billing_key text;
create unique index ledger_entries_billing_key on ledger_entries (account_id, billing_key)
  where billing_key is not null;
comment on column ledger_entries.credit_expires_on is
  'Set on purchased credit (top-ups): the day what is left of it expires.';
comment on column ledger_entries.expires_entry_id is
  'On a credit expiry: the purchase it expires (once, by the unique constraint).';
comment on column ledger_entries.billing_key is
  'On fees of a billing run: monthly:<date> or storage:<date>, unique per account.';
update ledger_entries set credit_expires_on = (date + interval '12 months')::date
  where amount_cents > 0
    and (description in ('Card top-up', 'PayPal top-up') or description like 'Auto top-up%');

-- Things a billing run does once: a notice sent, a warning given.
create table billing_events (
  account_id bigint not null references accounts on delete cascade,
  event_key text not null,
  created_at timestamptz not null default now(),
  primary key (account_id, event_key)
);
comment on table billing_events is
  'Once-only billing notices per account: credit-expiry:<entry>, unpaid:<since>:<days>, ...';

-- One automatic top-up per crossing below the threshold: the entry that crossed names it.
create table auto_top_ups (
  auto_top_up_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  crossing_entry_id bigint not null unique references ledger_entries on delete cascade,
  amount_cents integer not null check (amount_cents > 0),
  status text not null default 'pending'
    check (status in ('pending', 'charged', 'failed', 'not_needed')),
  attempts integer not null default 0,
  last_error text,
  credit_entry_id bigint references ledger_entries,
  created_at timestamptz not null default now(),
  settled_at timestamptz
);
create index auto_top_ups_account on auto_top_ups (account_id, auto_top_up_id desc);
comment on table auto_top_ups is 'Card charges of auto top-up, one per crossing below the threshold.';
comment on column auto_top_ups.crossing_entry_id is
  'The ledger entry that took the balance below the threshold: one top-up per crossing.';

-- Cleanup jobs look these up by expiry.
create index one_time_codes_expires on one_time_codes (expires_at);
create index sessions_expires on sessions (expires_at);
create index idempotency_keys_created on idempotency_keys (created_at);
create index rate_limits_window on rate_limits (window_start);
