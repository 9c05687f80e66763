-- Every date and time a member reads is in their own time zone (issue 34). A location's zone
-- follows from its state; a member's is chosen at signup (the browser's) and changed in Account.
alter table locations add column time_zone text not null generated always as (
  case state
    when 'WA' then 'Australia/Perth'
    when 'SA' then 'Australia/Adelaide'
    when 'NT' then 'Australia/Darwin'
    when 'QLD' then 'Australia/Brisbane'
    when 'VIC' then 'Australia/Melbourne'
    when 'TAS' then 'Australia/Hobart'
    else 'Australia/Sydney'
  end
) stored;
comment on column locations.time_zone is 'The IANA time zone of the location, from its state.';

alter table accounts add column time_zone text not null default 'Australia/Sydney';
comment on column accounts.time_zone is
  'The IANA time zone the member reads dates and times in: the browser''s at signup, else the zone of the brand''s first location.';
-- Members from before time zones read the zone of the first location they chose, else their brand's first.
update accounts set time_zone = coalesce(
  (select l.time_zone from account_locations al join locations l using (location_id)
    where al.account_id = accounts.account_id order by l.location_id limit 1),
  (select l.time_zone from locations l where l.webpage = accounts.webpage order by l.location_id limit 1),
  'Australia/Sydney');
