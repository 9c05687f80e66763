-- Mail items and forwards (spec §3, §4). Scans live in the storage provider; rows keep their keys.

create extension if not exists pg_trgm;

create table mail_items (
  mail_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  -- The member's name for the item (RenameMail); starts as the sender's name.
  name text not null,
  sender text not null default '',
  blurb text not null default '',
  -- §4: 2 unopened, 3 opened and scanned, 4 forwarded, 5/6 shredded (6 pending shred), 7 returned.
  status smallint not null default 2 check (status between 2 and 7),
  -- §4 pending action: 0 scan, 1 forward, 2 shred, 3 return to sender, 4 rescan; null none.
  mail_action smallint check (mail_action between 0 and 4),
  -- 0 envelope (a letter), anything else a parcel (§3).
  mail_type smallint not null default 0,
  weight_grams integer not null check (weight_grams >= 0),
  date_received timestamptz not null default now(),
  date_scanned timestamptz,
  read boolean not null default false,
  folder_id bigint references folders on delete set null,
  -- Set when recycled into Deleted Items; purged 30 days later (§9).
  recycled_at timestamptz,
  -- Storage keys of the envelope image/PDF and of the opened contents' PDF.
  envelope_key text,
  contents_key text,
  page_count integer not null default 0,
  -- Text of the scanned pages, extracted when a scan is stored, for search (§7 mail/search).
  scan_text text not null default '',
  rescan_reason text,
  return_reason text
);
create index mail_items_account on mail_items (account_id, date_received desc);
create index mail_items_folder on mail_items (account_id, folder_id);
-- Substring search in any script (Japanese and Chinese have no word breaks): trigram GIN index.
create index mail_items_search on mail_items using gin ((name || ' ' || blurb || ' ' || scan_text) gin_trgm_ops);

create table forwards (
  forward_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  address_id bigint not null references addresses,
  carrier text not null,
  service text not null,
  service_code text not null,
  options jsonb not null default '[]',
  -- What the carrier charges (§3 ausPostFee) and the brand's fee (§3 {product}Fee), in cents.
  postage_cents integer not null check (postage_cents >= 0),
  product_fee_cents integer not null check (product_fee_cents >= 0),
  notes text not null default '',
  custom_form jsonb,
  status text not null default 'pending' check (status in ('pending', 'sent', 'cancelled')),
  tracking_number text,
  created_at timestamptz not null default now(),
  date_sent timestamptz
);
create index forwards_account on forwards (account_id, status, forward_id desc);

create table forward_items (
  forward_id bigint not null references forwards on delete cascade,
  mail_id bigint not null references mail_items on delete cascade,
  primary key (forward_id, mail_id)
);
create index forward_items_mail on forward_items (mail_id);
