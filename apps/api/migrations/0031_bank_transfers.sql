-- Bank transfers staff credit from the brand's bank account (issue 41): one row per transaction of
-- the bank, so a transfer typed twice or a statement imported twice credits the member once.

create table bank_transfers (
  bank_transaction_id text primary key,
  account_id bigint not null references accounts on delete cascade,
  amount_cents integer not null check (amount_cents > 0),
  value_date date not null,
  ledger_entry_id bigint not null references ledger_entries on delete cascade,
  receipt_id bigint not null references receipts on delete cascade,
  credited_at timestamptz not null default now()
);
create index bank_transfers_account on bank_transfers (account_id);
comment on table bank_transfers is 'Bank transfers credited by staff (ops bank-transfer), once per bank transaction (issue 41).';
comment on column bank_transfers.bank_transaction_id is 'The bank''s own id of the transaction, or one staff''s command derived from the suite code, amount and value date when the bank gave none';
comment on column bank_transfers.amount_cents is 'The amount the bank received and the balance was credited with';
comment on column bank_transfers.value_date is 'The day the bank received the money, as its statement says';
comment on column bank_transfers.ledger_entry_id is 'The credit the transfer posted';
comment on column bank_transfers.receipt_id is 'The tax invoice the member was sent for it';
