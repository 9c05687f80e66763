-- search_grams (migration 0010) was a generated column: PostgreSQL computes such a column again on
-- every update of its row — marking an item read, moving it, a pending action — and the function
-- took each character with substr, quadratic in the text's length. Marking a freshly scanned
-- 30-page letter (about 64,000 characters) read took 45 seconds. The grams are now computed in linear
-- time, and only when the text they come from is written.

alter table mail_items alter column search_grams drop expression;
alter table mail_items alter column search_grams set default '{}';

create or replace function search_grams(content text) returns text[]
  language sql immutable strict parallel safe
  return (
    select coalesce(array_agg(distinct gram), '{}')
    from (
      select character, lead(character) over (order by position) as following
      from unnest(string_to_array(lower(content), null)) with ordinality as characters (character, position)
    ) as pairs,
      lateral (values (character), (character || coalesce(following, ''))) as grams (gram)
  );

create function mail_items_search_grams() returns trigger
  language plpgsql
  as $$
begin
  new.search_grams := search_grams(new.name || ' ' || new.blurb || ' ' || new.scan_text);
  return new;
end
$$;

create trigger mail_items_search_grams
  before insert or update of name, blurb, scan_text on mail_items
  for each row execute function mail_items_search_grams();

comment on column mail_items.search_grams is
  'Every character and pair of characters of name, blurb and scanned text, lower-cased: finds one- and two-character searches (set by a trigger when they change)';
