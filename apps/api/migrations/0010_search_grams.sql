-- One- and two-character searches ('大阪', '銀行', 'Q1'): the trigram index mail_items_search
-- cannot serve a pattern shorter than three characters, so such a search read every item of the
-- account. The distinct lower-cased characters and character pairs of the searched text, kept in
-- a generated column under a GIN index, find the candidates; the ilike of searchMail then checks
-- them as before (decision 043).
create function search_grams(content text) returns text[]
  language sql immutable strict parallel safe
  return (
    select coalesce(array_agg(distinct gram), '{}')
    from (select lower(content) as lowered) as text_of,
      generate_series(1, char_length(lowered)) as position,
      lateral (values (substr(lowered, position, 1)), (substr(lowered, position, 2))) as grams (gram)
  );

alter table mail_items
  add column search_grams text[] not null
  generated always as (search_grams(name || ' ' || blurb || ' ' || scan_text)) stored;

comment on column mail_items.search_grams is
  'Every character and pair of characters of name, blurb and scanned text, lower-cased: finds one- and two-character searches';

create index mail_items_search_grams on mail_items using gin (search_grams);
