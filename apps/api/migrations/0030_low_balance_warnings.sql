-- A warning before money runs out (issue 41): when a debit takes the balance below the plan's
-- monthly fee, so the next billing day would find it short, the holder is emailed once per
-- crossing, like the auto top-up's one charge per crossing below its threshold.

create table low_balance_warnings (
  low_balance_warning_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  crossing_entry_id bigint not null unique references ledger_entries on delete cascade,
  level_cents integer not null check (level_cents > 0),
  created_at timestamptz not null default now()
);
create index low_balance_warnings_account on low_balance_warnings (account_id);
comment on table low_balance_warnings is 'Low-balance warnings, one per crossing below the level (issue 41).';
comment on column low_balance_warnings.crossing_entry_id is 'The ledger entry that took the balance below the level: a second debit in the same crossing finds its warning already asked for';
comment on column low_balance_warnings.level_cents is 'The balance warned below: the monthly fee of the plan at the time';
