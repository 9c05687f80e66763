-- A changed sign-in email waits for its new address to be verified, and the old address can undo
-- the change (issue 33, decision 081).
alter table accounts add column pending_email text;
comment on column accounts.pending_email is
  'A new sign-in email the member asked for, not yet verified; the email column stays the sign-in email until it is.';

alter table one_time_codes drop constraint one_time_codes_purpose_check;
alter table one_time_codes add constraint one_time_codes_purpose_check
  check (purpose in ('login_guard', 'email_verification', 'password_reset', 'sms', 'email_change'));

-- One row per requested change, with the undo link sent to the old address. The old address is
-- kept here, not on the account, because undoing a change restores the address that link went to.
create table email_changes (
  email_change_id bigint generated always as identity primary key,
  account_id bigint not null references accounts (account_id) on delete cascade,
  old_email text not null,
  new_email text not null,
  undo_sha256 text not null unique,
  requested_at timestamptz not null default now(),
  undo_expires_at timestamptz not null,
  undone_at timestamptz
);
create index email_changes_account on email_changes (account_id, requested_at);
comment on table email_changes is 'Sign-in email changes, each with the undo link emailed to the old address.';
comment on column email_changes.old_email is 'The sign-in email when the change was asked for; undo restores it.';
comment on column email_changes.new_email is 'The address asked for.';
comment on column email_changes.undo_sha256 is 'SHA-256 of the undo link''s token.';
comment on column email_changes.undo_expires_at is 'The undo link works until then.';
comment on column email_changes.undone_at is 'When the old address undid the change; the link then works no more.';
