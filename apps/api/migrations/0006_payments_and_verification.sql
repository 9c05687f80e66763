-- Payments and identity verification (spec §2 photo verification wizard, §7, §9).

-- The saved card: `card_token` holds the provider's reusable reference; these say which card it is.
alter table accounts add column card_last4 text;
-- The setup fee is taken once, by the first card charge during signup (§9 "Today's charge").
alter table accounts add column setup_fee_charged_at timestamptz;

-- One photo per account and side; the image itself is in private storage under `storage_key`.
create table verification_photos (
  account_id bigint not null references accounts on delete cascade,
  side text not null check (side in ('front', 'back', 'selfie')),
  storage_key text not null unique,
  content_type text not null check (content_type in ('image/jpeg', 'image/png')),
  byte_size integer not null check (byte_size > 0),
  uploaded_at timestamptz not null default now(),
  primary key (account_id, side)
);

-- The number the live SMS code was texted to: it becomes the verified mobile when the code matches.
create table mobile_verifications (
  account_id bigint primary key references accounts on delete cascade,
  mobile_number text not null,
  requested_at timestamptz not null default now()
);

-- Every PayPal order credited, once: the primary key refuses a second credit for a replayed order.
create table paypal_orders (
  order_id text primary key,
  account_id bigint not null references accounts on delete cascade,
  amount_cents integer not null check (amount_cents > 0),
  credited_at timestamptz not null default now()
);
create index paypal_orders_account on paypal_orders (account_id);
