-- Notifications per user (issue 39, decision 105): each user of an account decides which emails
-- about mail reach their own inbox. The three settings move from accounts to account_users, the one
-- place they are kept: every existing user starts with their account's values (so the holder keeps
-- today's emails), and a user added later starts with the holder's values then.

alter table account_users
  add column email_action_notification boolean not null default true,
  add column include_pdf boolean not null default false,
  add column seperate_alerts boolean not null default false;
update account_users u
   set email_action_notification = a.email_action_notification,
       include_pdf = a.include_pdf,
       seperate_alerts = a.seperate_alerts
  from accounts a
 where a.account_id = u.account_id;
comment on column account_users.email_action_notification is
  'The user wants emails about the account''s mail (new items, sender rules); theirs alone';
comment on column account_users.include_pdf is
  'The user''s emails about a new item show the envelope as a thumbnail';
comment on column account_users.seperate_alerts is
  'The user wants one email per new item; off, one daily digest (the spelling of the original backend)';

alter table accounts
  drop column email_action_notification,
  drop column include_pdf,
  drop column seperate_alerts;

-- A user who joins starts with the holder's settings: what the account's emails did until then.
create function account_user_notifications() returns trigger language plpgsql as $$
begin
  select h.email_action_notification, h.include_pdf, h.seperate_alerts
    into new.email_action_notification, new.include_pdf, new.seperate_alerts
    from account_users h
   where h.account_id = new.account_id and h.is_holder;
  return new;
end $$;
create trigger account_users_notifications before insert on account_users
  for each row when (not new.is_holder) execute function account_user_notifications();

-- An item's own emails and its place in the digest are done apart, since users may want either:
-- notified_at now says the emails about the item itself were sent (or nobody wanted one),
-- digested_at that the digests naming it were sent (or nobody wanted a digest then).
alter table mail_items add column digested_at timestamptz;
update mail_items set digested_at = notified_at;
comment on column mail_items.notified_at is
  'When the emails about this item itself went to the users who want one per item (or none did); null while not yet';
comment on column mail_items.digested_at is
  'When the daily digests naming this item went to the users who want a digest (or none did); null while not yet';
create index mail_items_to_digest on mail_items (account_id) where digested_at is null;
