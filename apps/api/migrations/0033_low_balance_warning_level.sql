-- The member's own warning level (issue 41): besides the warning before the monthly fee, a member
-- may ask to hear when the balance falls below an amount they choose. 0 keeps only the fee's warning.

alter table accounts
  add column low_balance_warning_cents integer not null default 0
    check (low_balance_warning_cents between 0 and 20000);
comment on column accounts.low_balance_warning_cents is
  'The balance the holder asked to be warned below; 0 when only the warning before the monthly fee is wanted';

alter table low_balance_warnings add column member_level boolean not null default false;
comment on column low_balance_warnings.member_level is
  'The level was the member''s own (above the monthly fee), so the email names it rather than the fee';
