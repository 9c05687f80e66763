-- The text of every scanned page, page by page (issue 24): search answers the page a match is on,
-- and the preview opens there. `mail_items.scan_text` stays the whole text, which the search indexes
-- (0004 trigrams, 0010 character grams) cover.
create table scan_pages (
  mail_id bigint not null references mail_items on delete cascade,
  kind text not null check (kind in ('envelope', 'contents')),
  page integer not null check (page >= 1),
  text text not null,
  primary key (mail_id, kind, page)
);

comment on column scan_pages.kind is
  'Which scan of the item: the envelope photo or the opened contents (the preview shows the contents once there are any)';
comment on column scan_pages.page is 'The page of that scan, from 1, as the preview numbers it';
comment on column scan_pages.text is
  'The page''s text: its own text layer, or what OCR read from its image when it had none';

-- The email about a new item (emailActionNotification): set when it or the daily digest naming the
-- item was sent, so a job run twice sends nothing twice.
alter table mail_items add column notified_at timestamptz;
-- Items that arrived before notifications said what arrived are not announced again.
update mail_items set notified_at = date_received;

comment on column mail_items.notified_at is
  'When the member was emailed about this item (its own email or the daily digest); null while not yet';

create index mail_items_to_notify on mail_items (account_id) where notified_at is null;
