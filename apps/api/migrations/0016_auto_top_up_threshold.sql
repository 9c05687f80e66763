-- Auto top-up at the member's threshold (decision 073): the card is charged when the balance falls
-- below it. 0 for everyone today, so a new member is charged only when a charge finds too little.
alter table accounts
  add column auto_top_up_threshold_cents integer not null default 0
    check (auto_top_up_threshold_cents between 0 and 20000);
comment on column accounts.auto_top_up_threshold_cents is
  'Auto top-up charges the card when the balance falls below this; 0: only when a charge finds too little.';
