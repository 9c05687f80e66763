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

-- A member's labels: several per item, coloured (issue 38). Ids are 32-bit: an account keeps at most
-- 100 labels, and an item's labels are an integer[] read with the item at no extra cost.
create table labels (
  label_id serial primary key,
  account_id bigint not null references accounts on delete cascade,
  name text not null,
  colour text not null default 'grey'
    check (colour in ('grey', 'red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink'))
);
create unique index labels_account_name on labels (account_id, lower(name));

alter table mail_items add column label_ids integer[] not null default '{}';
comment on column mail_items.label_ids is 'The member''s labels on the item (labels.label_id); deleting a label removes it here';
create index mail_items_labels on mail_items using gin (label_ids);

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
