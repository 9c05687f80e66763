-- Accounts and everything that belongs to one member but is not mail (spec §3), with sessions,
-- one-time codes, the outbox, the audit log and the money ledger. Money is integer cents.

create extension if not exists citext;

create table plans (
  plan_id serial primary key,
  webpage text not null,
  plan_name text not null,
  monthly_fee_cents integer not null check (monthly_fee_cents >= 0),
  setup_fee_cents integer not null check (setup_fee_cents >= 0),
  envelope_scan_cents integer not null check (envelope_scan_cents >= 0),
  per_letter_cents integer not null check (per_letter_cents >= 0),
  per_page_cents integer not null check (per_page_cents >= 0),
  letter_forward_cents integer not null check (letter_forward_cents >= 0),
  parcel_forward_cents integer not null check (parcel_forward_cents >= 0),
  -- When set, the parcel forward fee is this percent of the carrier's price instead of the flat fee.
  parcel_forward_percent numeric(5, 2) check (parcel_forward_percent between 0 and 100),
  parcel_forward_only boolean not null default false,
  minimum_mail_deposit_cents integer not null check (minimum_mail_deposit_cents >= 0),
  public boolean not null default true,
  sort_order integer not null default 0,
  most_popular boolean not null default false
);
create index plans_webpage on plans (webpage, sort_order);

create table locations (
  location_id serial primary key,
  webpage text not null,
  street text not null,
  suburb text not null,
  city text not null,
  state text not null,
  postcode text not null,
  country text not null default 'Australia',
  note text not null default ''
);
create index locations_webpage on locations (webpage, state);

create table accounts (
  account_id bigserial primary key,
  webpage text not null,
  email citext not null,
  password_hash text not null,
  email_verified boolean not null default false,
  first_name text not null,
  last_name text not null,
  phone_number text not null default '',
  company_name text not null default '',
  account_name text not null default '',
  address1 text not null default '',
  address2 text not null default '',
  city text not null default '',
  postcode text not null default '',
  state text not null default '',
  country text not null default 'Australia',
  language text not null default 'en' check (language in ('en', 'jp', 'zh-CN', 'zh-TW')),
  -- Kept equal to the sum of the account's ledger entries, in the same transaction as each entry.
  balance_cents bigint not null default 0,
  -- The member's suite code: printed on the address mail is sent to.
  user_code text not null unique,
  plan_id integer references plans,
  status text not null default 'Active' check (status in ('Active', 'On Hold')),
  active_payment boolean not null default false,
  sms_verification smallint not null default 0 check (sms_verification in (0, 2)),
  id_verification smallint not null default 0 check (id_verification in (0, 1, 2)),
  verified_mobile text,
  terms_signed_at timestamptz,
  terms_sha256 text,
  verification_code text not null,
  enable_login_guard boolean not null default false,
  auto_top_up_cents integer not null default 0 check (auto_top_up_cents >= 0),
  auto_action smallint not null default 0,
  email_action_notification boolean not null default true,
  include_pdf boolean not null default false,
  seperate_alerts boolean not null default false,
  billing_date date not null default current_date,
  registration_status smallint not null default 1,
  card_token text,
  card_name text,
  created_at timestamptz not null default now(),
  closed_at timestamptz
);
-- One account per email within a brand; brands are separate businesses to their members.
create unique index accounts_webpage_email on accounts (webpage, email);

create table account_locations (
  account_id bigint not null references accounts on delete cascade,
  location_id integer not null references locations,
  primary key (account_id, location_id)
);

-- Server-side sessions (DESIGN §3.6). The cookie holds a random token; only its SHA-256 is stored.
create table sessions (
  token_sha256 text primary key,
  account_id bigint not null references accounts on delete cascade,
  persistent boolean not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index sessions_account on sessions (account_id);

-- Browsers a member has authorised through the login guard, by a long-lived device cookie's hash.
create table device_authorisations (
  account_id bigint not null references accounts on delete cascade,
  device_sha256 text not null,
  authorised_at timestamptz not null default now(),
  primary key (account_id, device_sha256)
);

-- Single-use codes and links: login guard, email verification, password reset, SMS. Stored hashed.
create table one_time_codes (
  code_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  purpose text not null check (purpose in ('login_guard', 'email_verification', 'password_reset', 'sms')),
  code_sha256 text not null,
  -- For login guard codes: the browser the code authorises.
  device_sha256 text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index one_time_codes_lookup on one_time_codes (purpose, code_sha256);
create index one_time_codes_account on one_time_codes (account_id, purpose, created_at);

-- Fixed-window counters for rate limits, shared by every server instance.
create table rate_limits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);

-- Every email and SMS sent; the development outbox page reads it (DESIGN §3.7).
create table outbox_messages (
  message_id bigserial primary key,
  channel text not null check (channel in ('email', 'sms')),
  webpage text not null,
  recipient text not null,
  subject text not null default '',
  body_text text not null,
  body_html text,
  links jsonb not null default '[]',
  created_at timestamptz not null default now()
);

create table audit_entries (
  audit_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  date_time timestamptz not null default now(),
  message text not null
);
create index audit_entries_account on audit_entries (account_id, audit_id desc);

-- The money ledger: every balance change is one row, written with the balance in one transaction.
create table ledger_entries (
  transaction_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  date timestamptz not null default now(),
  description text not null,
  plan_name text not null default '',
  -- <= 0 is a debit, > 0 a credit (§3).
  amount_cents bigint not null,
  balance_after_cents bigint not null
);
create index ledger_entries_account on ledger_entries (account_id, transaction_id desc);

create table additional_names (
  additional_name_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  name text not null
);
create index additional_names_account on additional_names (account_id);

create table addresses (
  address_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  full_name text not null,
  street text not null,
  street2 text not null default '',
  city text not null,
  state text not null default '',
  postcode text not null,
  country text not null,
  contact_number text not null default '',
  domestic boolean not null,
  -- Kept, not deleted, while forwards refer to it.
  deleted_at timestamptz,
  check (not domestic or country = 'Australia')
);
create index addresses_account on addresses (account_id) where deleted_at is null;

create table alerts (
  alert_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  message text not null,
  url text not null default '',
  read boolean not null default false,
  created_at timestamptz not null default now()
);
create index alerts_account on alerts (account_id, alert_id);

create table folders (
  folder_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  name text not null
);
create index folders_account on folders (account_id);
