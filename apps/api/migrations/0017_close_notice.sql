-- Close Account gives the 30 days' notice of §9 (decision 076): the day it ends and what staff do
-- with the mail still held then. How an account ended tells a member who signs in why.
alter table accounts
  add column close_notice_ends_on date,
  add column close_held_mail text check (close_held_mail in ('shred', 'returnToSender')),
  add column closed_reason text check (closed_reason in ('closed', 'terminated')),
  add constraint close_notice_complete
    check ((close_notice_ends_on is null) = (close_held_mail is null));
-- Accounts closed before this migration were closed by their members at once, or terminated: the
-- audit log names a termination.
update accounts a set closed_reason = case
    when exists (
      select 1 from audit_entries l
      where l.account_id = a.account_id and l.message like 'Account closed after % days unpaid%'
    ) then 'terminated'
    else 'closed'
  end
  where closed_at is not null;
alter table accounts add constraint closed_with_reason
  check ((closed_at is null) = (closed_reason is null));
comment on column accounts.close_notice_ends_on is
  'The day a notice given with Close Account ends and the account closes; null: no notice running.';
comment on column accounts.close_held_mail is
  'What happens to mail still held when the notice ends: shred or returnToSender.';
comment on column accounts.closed_reason is
  'closed: by its member after the notice; terminated: unpaid more than 90 days (§9).';
