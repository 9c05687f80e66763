-- Sender rules, the protected kinds staff mark at receipt, and labels (issue 38, decision 102).

alter table mail_items
  add column protected_kind text
    check (protected_kind in ('cheque', 'card', 'identity', 'government', 'legal'));
comment on column mail_items.protected_kind is 'What staff marked the item as at receipt (ops receive --kind): no rule acts on it; null for ordinary mail';

create table mail_rules (
  rule_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  position integer not null check (position >= 1),
  name text not null,
  match_on text not null check (match_on in ('sender', 'text')),
  match_text text not null,
  action jsonb not null,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  unique (account_id, position) deferrable initially deferred
);
comment on column mail_rules.position is 'Rules are tried by position, 1 first; the first that matches acts';
comment on column mail_rules.action is 'The MailRuleActionSpec of the contract: { type, folderId?, label?, addressId? }';

create table labels (
  label_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  name text not null,
  colour text not null default 'grey'
);
create unique index labels_account_name on labels (account_id, lower(name));

create table mail_labels (
  mail_id bigint not null references mail_items on delete cascade,
  label_id bigint not null references labels on delete cascade,
  primary key (mail_id, label_id)
);
create index mail_labels_label on mail_labels (label_id);

create table mail_rule_actions (
  action_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  -- Unique: a rule acts on an item at most once, however often the item is evaluated.
  mail_id bigint not null unique references mail_items on delete cascade,
  rule_id bigint references mail_rules on delete set null,
  rule_name text not null,
  action jsonb not null,
  outcome text not null check (outcome in ('done', 'flagged', 'undone')),
  previous_folder_id bigint,
  previous_mail_action smallint,
  acted_at timestamptz not null default now(),
  undone_at timestamptz
);
comment on column mail_rule_actions.outcome is 'done; flagged: nothing was done, the member decides (a protected item, or an action the account could not take); undone by the member';
comment on column mail_rule_actions.previous_folder_id is 'The item''s folder before the rule acted, put back by undo';
comment on column mail_rule_actions.previous_mail_action is 'The item''s pending action before the rule acted (PENDING_ACTION), put back by undo';
create index mail_rule_actions_account on mail_rule_actions (account_id, action_id desc);
