-- What the account lifecycle (decision 072) keeps beyond the columns it already had: the billing
-- period with what it charged, the card's failures in a row, and the setup fees paid per plan.
alter table accounts
  add column period_from date not null default current_date,
  add column period_charged_cents integer not null default 0 check (period_charged_cents >= 0),
  add column card_failures smallint not null default 0 check (card_failures >= 0),
  add column setup_fees_paid integer[] not null default '{}';

comment on column accounts.period_from is
  'The first day the current billing period covers; it ends the day before billing_date.';
comment on column accounts.period_charged_cents is
  'The monthly fee taken for the current period, after plan-change charges and credits: no plan-change credit exceeds its unused share.';
comment on column accounts.card_failures is
  'Card charges refused in a row; the third sets active_payment false (spec §6).';
comment on column accounts.setup_fees_paid is
  'The plans whose setup fee this account has paid: each is charged once.';

-- Accounts that registered before: the period the last billing date started, and what it charged.
update accounts
set period_from = least(current_date, (billing_date - interval '1 month')::date);

update accounts
set period_charged_cents = greatest(0, coalesce((
  select -sum(entry.amount_cents)
  from ledger_entries entry
  where entry.account_id = accounts.account_id
    and (entry.billing_key = 'monthly:' || accounts.period_from::text
      or (entry.description like 'Plan change from %' and entry.date >= accounts.period_from))
), 0));

update accounts
set setup_fees_paid = array[plan_id]
where setup_fee_charged_at is not null and plan_id is not null;

alter table accounts drop column setup_fee_charged_at;
