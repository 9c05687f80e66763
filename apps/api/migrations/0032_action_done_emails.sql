-- Emails when staff finish what a member asked for (issue 41): a scan, a forward posted, a shred or
-- a return. Staff record the finished action in their transaction and queue its email job; the job
-- marks the row emailed in the transaction that sends, so a job run again sends nothing twice.

create table action_done_notices (
  action_done_notice_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  action text not null check (action in ('scanned', 'forwarded', 'shredded', 'returned')),
  mail_id bigint references mail_items on delete cascade,
  forward_id bigint references forwards on delete cascade,
  created_at timestamptz not null default now(),
  emailed_at timestamptz,
  -- A forward names its forward; every other action names its item.
  check ((action = 'forwarded') = (forward_id is not null)),
  check ((action = 'forwarded') = (mail_id is null))
);
create index action_done_notices_account on action_done_notices (account_id);
comment on table action_done_notices is 'Actions staff finished for a member, each emailed once to the users who want it (issue 41).';
comment on column action_done_notices.mail_id is 'The item scanned, shredded or returned; null for a forward';
comment on column action_done_notices.forward_id is 'The forward posted; null for an action on one item';
comment on column action_done_notices.emailed_at is 'When its emails went (or were found unwanted): a job run again sends none';
