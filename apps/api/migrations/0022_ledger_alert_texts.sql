-- Ledger entries and alerts store a catalog message id with its values instead of an English
-- sentence (issue 34), so history reads in whatever language the member reads today. Existing rows
-- are parsed from the sentences the server used to write; one that does not parse keeps its text
-- as `ledger.legacy` / `alert.legacy`.

-- How a sentence named a mail item: `Letter`, `Parcel "ATO"`, as the `item` and `name` values.
create function pg_temp.item_values(what text) returns jsonb language sql immutable as $$
  select case
    when what ~ '^(Letter|Parcel)$' then jsonb_build_object('item', lower(what), 'name', '')
    when what ~ '^(Letter|Parcel) ".*"$' then jsonb_build_object(
      'item', case when what like 'Letter%' then 'namedLetter' else 'namedParcel' end,
      'name', substring(what from '^[A-Za-z]+ "(.*)"$'))
  end
$$;

-- "1 item", "3 items", "2 letters", "1 parcel": the number.
create function pg_temp.count_of(counted text) returns integer language sql immutable as $$
  select nullif(substring(counted from '^(\d+) '), '')::integer
$$;

create function pg_temp.ledger_text(description text) returns jsonb language plpgsql immutable as $$
declare
  m text[];
  item jsonb;
begin
  case description
    when 'Monthly fee' then return jsonb_build_object('key', 'ledger.monthlyFee', 'values', '{}'::jsonb);
    when 'Setup fee' then return jsonb_build_object('key', 'ledger.setupFee', 'values', '{}'::jsonb);
    when 'Storage past the 30 free days' then
      return jsonb_build_object('key', 'ledger.storageFee', 'values', '{}'::jsonb);
    when 'Card top-up' then return jsonb_build_object('key', 'ledger.cardTopUp', 'values', '{}'::jsonb);
    when 'PayPal top-up' then return jsonb_build_object('key', 'ledger.paypalTopUp', 'values', '{}'::jsonb);
    else null;
  end case;
  m := regexp_match(description, '^Plan change from (.*) to (.*)$');
  if m[1] = 'no plan' then
    return jsonb_build_object('key', 'ledger.planChosen', 'values', jsonb_build_object('to', m[2]));
  elsif m is not null then
    return jsonb_build_object('key', 'ledger.planChange', 'values', jsonb_build_object('from', m[1], 'to', m[2]));
  end if;
  m := regexp_match(description, '^Auto top-up of \$([0-9,]+\.[0-9]{2}) by card ending (\d{4})$');
  if m is not null then
    return jsonb_build_object('key', 'ledger.autoTopUp', 'values', jsonb_build_object(
      'amount', replace(m[1], ',', '')::numeric, 'last4', m[2]));
  end if;
  m := regexp_match(description, '^(.*) (opened and scanned|scanned again) \((\d+) pages?\)$');
  item := pg_temp.item_values(m[1]);
  if item is not null then
    return jsonb_build_object(
      'key', case m[2] when 'scanned again' then 'ledger.scanAgain' else 'ledger.scanOpened' end,
      'values', item || jsonb_build_object('pages', m[3]::integer));
  end if;
  item := pg_temp.item_values(substring(description from '^Envelope scanned: (.*)$'));
  if item is not null then
    return jsonb_build_object('key', 'ledger.envelopeScan', 'values', item);
  end if;
  m := regexp_match(description, '^Storage of (?:(\d+) letters?)?(?: and )?(?:(\d+) parcels?)? past their 30 free days$');
  if m is not null and (m[1] is not null or m[2] is not null) then
    return jsonb_build_object('key', 'ledger.storage', 'values', jsonb_build_object(
      'letters', coalesce(m[1]::integer, 0), 'parcels', coalesce(m[2]::integer, 0)));
  end if;
  m := regexp_match(description, '^Prepaid credit bought (\d{2}/\d{2}/\d{4}) expired$');
  if m is not null then
    return jsonb_build_object('key', 'ledger.creditExpired', 'values', jsonb_build_object(
      'bought', (extract(epoch from to_date(m[1], 'DD/MM/YYYY')::timestamp at time zone 'UTC') * 1000)::bigint));
  end if;
  m := regexp_match(description, '^Forward #(\d+): (\d+ items?) by (.*)$');
  if m is not null then
    return jsonb_build_object('key', 'ledger.forward', 'values', jsonb_build_object(
      'forward', m[1]::integer, 'items', pg_temp.count_of(m[2]), 'service', m[3]));
  end if;
  m := regexp_match(description, '^Forward #(\d+): (\d+ items?) added$');
  if m is not null then
    return jsonb_build_object('key', 'ledger.forwardAdded', 'values', jsonb_build_object(
      'forward', m[1]::integer, 'items', pg_temp.count_of(m[2])));
  end if;
  m := regexp_match(description, '^Forward of (\d+) (letter|parcel)s?: (.*)$');
  if m is not null then
    return jsonb_build_object('key', 'ledger.forwardOf', 'values', jsonb_build_object(
      'item', m[2], 'items', m[1]::integer, 'service', m[3]));
  end if;
  m := regexp_match(description, '^Refund of cancelled forward #(\d+)$');
  if m is not null then
    return jsonb_build_object('key', 'ledger.forwardRefund', 'values', jsonb_build_object('forward', m[1]::integer));
  end if;
  return jsonb_build_object('key', 'ledger.legacy', 'values', jsonb_build_object('text', description));
end
$$;

create function pg_temp.alert_text(message text) returns jsonb language plpgsql immutable as $$
declare
  m text[];
  item jsonb;
begin
  if message = 'Your photo ID has been verified: international forwarding is open to you.' then
    return jsonb_build_object('key', 'alert.photoIdApproved', 'values', '{}'::jsonb);
  elsif message = 'We could not verify your photo ID. Please submit it again.' then
    return jsonb_build_object('key', 'alert.photoIdRejected', 'values', '{}'::jsonb);
  end if;
  m := regexp_match(message, '^Your forward of (\d+ items?) by (.*) is on its way\. Tracking number: (.*)$');
  if m is not null then
    return jsonb_build_object('key', 'alert.forwardSent', 'values', jsonb_build_object(
      'items', pg_temp.count_of(m[1]), 'service', m[2], 'tracking', m[3]));
  end if;
  m := regexp_match(message, '^(.*) (has been scanned|arrived and will be opened and scanned|arrived|shredded|returned to sender)$');
  item := pg_temp.item_values(m[1]);
  if item is not null then
    return jsonb_build_object('key', case m[2]
        when 'has been scanned' then 'alert.scanned'
        when 'arrived and will be opened and scanned' then 'alert.arrivedToScan'
        when 'arrived' then 'alert.arrived'
        when 'shredded' then 'alert.shredded'
        else 'alert.returned'
      end, 'values', item);
  end if;
  return jsonb_build_object('key', 'alert.legacy', 'values', jsonb_build_object('text', message));
end
$$;

alter table ledger_entries add column text_key text, add column text_values jsonb;
update ledger_entries set text_key = parsed->>'key', text_values = parsed->'values'
  from (select transaction_id, pg_temp.ledger_text(description) as parsed from ledger_entries) p
  where p.transaction_id = ledger_entries.transaction_id;
alter table ledger_entries
  alter column text_key set not null,
  alter column text_values set not null,
  alter column text_values set default '{}',
  drop column description;
comment on column ledger_entries.text_key is
  'What the entry is, as a message id of the catalogs (ledger.*); the screens and the CSV render it in the member''s language.';
comment on column ledger_entries.text_values is
  'The values of the message text_key names: money in dollars, instants in epoch milliseconds.';
-- A forward's charges are found by their forward, no longer by the start of a sentence.
create index ledger_entries_forward on ledger_entries (account_id, ((text_values->>'forward')::bigint))
  where text_key in ('ledger.forward', 'ledger.forwardAdded');

alter table alerts add column text_key text, add column text_values jsonb;
update alerts set text_key = parsed->>'key', text_values = parsed->'values'
  from (select alert_id, pg_temp.alert_text(message) as parsed from alerts) p
  where p.alert_id = alerts.alert_id;
alter table alerts
  alter column text_key set not null,
  alter column text_values set not null,
  alter column text_values set default '{}',
  drop column message;
comment on column alerts.text_key is
  'What the alert says, as a message id of the catalogs (alert.*); alert.staff carries a message staff wrote.';
comment on column alerts.text_values is 'The values of the message text_key names.';
