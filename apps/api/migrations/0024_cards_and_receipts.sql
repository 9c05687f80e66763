-- Which card is on file, as the provider describes it (issue 36): the screens show its network and
-- expiry beside the last four digits.
alter table accounts
  add column card_brand text,
  add column card_exp_month smallint check (card_exp_month between 1 and 12),
  add column card_exp_year smallint;

-- A tax invoice for every payment (card top-up, auto top-up, signup payment, PayPal), written in
-- the payment's transaction next to its ledger entry and numbered in sequence per brand.
create table receipt_sequences (
  webpage text primary key,
  last_number integer not null
);

create table receipts (
  receipt_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  webpage text not null,
  sequence integer not null,
  number text not null,
  issued_at timestamptz not null default now(),
  amount_cents bigint not null check (amount_cents > 0),
  method text not null check (method in ('card', 'paypal', 'bankTransfer')),
  card_brand text,
  card_last4 text,
  text_key text not null,
  text_values jsonb not null default '{}',
  unique (webpage, sequence)
);
create index receipts_account on receipts (account_id, receipt_id desc);
