-- Audit lines are message ids with values, rendered from the catalogs in the language the member
-- reads today (issue 34). Existing English sentences are parsed, one shape per wording the server
-- ever wrote; a line no shape matches keeps its text as `audit.legacy`.
alter table audit_entries add column text_key text, add column text_values jsonb not null default '{}';
comment on column audit_entries.text_key is 'The catalog message id of the line (settings area, audit.*).';
comment on column audit_entries.text_values is
  'The message''s values by name: money in dollars and instants in epoch milliseconds as numbers, names, emails and addresses as strings.';

-- kinds, one letter per capture: s text, n number, z number or 0 when absent, m money ("$1,234.50",
-- "-$3.00", "12.00") as dollars, d ISO date as epoch ms at noon UTC (the same day in every zone
-- members use), D DD/MM/YYYY likewise, k Letter/Parcel as letter/parcel, N a name or, when absent,
-- the kind's word, h shredded/returned to sender as shred/returnToSender, C "#1, #2" with its count.
create temporary table audit_shapes (ord serial, key text, pattern text, names text[], kinds text)
  on commit drop;
insert into audit_shapes (key, pattern, names, kinds) values
  ('audit.photoIdUploaded', '^Photo ID (front|back) photo uploaded$', '{side}', 's'),
  ('audit.photoIdSubmitted', '^Photo ID submitted; it counts as verified until staff check it$', '{}', ''),
  ('audit.photoIdWithdrawn', '^Photo ID submission withdrawn; its photos were deleted$', '{}', ''),
  ('audit.photoIdVerified', '^Photo ID verified$', '{}', ''),
  ('audit.photoIdRejected', '^Photo ID could not be verified: (.*)$', '{reason}', 's'),
  ('audit.smsCodeSent', '^Verification code texted to (.*)$', '{number}', 's'),
  ('audit.mobileVerified', '^Mobile number (.*) verified by SMS$', '{number}', 's'),
  ('audit.mail.shredded', '^(Letter|Parcel)(?: "(.*)")? shredded$', '{kind,name}', 'kN'),
  ('audit.mail.returned', '^(Letter|Parcel)(?: "(.*)")? returned to sender$', '{kind,name}', 'kN'),
  ('audit.mail.openedScanned', '^(Letter|Parcel)(?: "(.*)")? opened and scanned \((\d+) pages?\)(?:: (\$[0-9.,]+))?$', '{kind,name,pages,amount}', 'kNnm'),
  ('audit.mail.rescanned', '^(Letter|Parcel)(?: "(.*)")? scanned again \((\d+) pages?\)(?:: (\$[0-9.,]+))?$', '{kind,name,pages,amount}', 'kNnm'),
  ('audit.mail.received', '^(Letter|Parcel)(?: "(.*)")? received \((\d+) g\)$', '{kind,name,grams}', 'kNn'),
  ('audit.forward.sent', '^Forward (\d+) sent: (\d+) items? by (.*), tracking (.*)$', '{forwardId,count,service,tracking}', 'nnss'),
  ('audit.signedUp', '^Signed up with suite code (.*)$', '{suiteCode}', 's'),
  ('audit.registrationCompletedCard', '^Registration completed with a card$', '{}', ''),
  ('audit.registrationCompletedNoCard', '^Registration completed without a card$', '{}', ''),
  ('audit.emailVerified', '^Email address verified$', '{}', ''),
  ('audit.verificationEmailSent', '^Verification email sent$', '{}', ''),
  ('audit.browserAuthorisedByCode', '^A browser was authorised for login with the emailed login guard code$', '{}', ''),
  ('audit.browserAuthorisedByLink', '^A browser was authorised for login with the emailed login guard link$', '{}', ''),
  ('audit.browsersForgotten', '^The login guard forgot (\d+) browsers?: each must enter a code again$', '{count}', 'n'),
  ('audit.passwordChangeRefused', '^Password change refused: the current password was wrong$', '{}', ''),
  ('audit.passwordChanged', '^Password changed; other sessions were logged out$', '{}', ''),
  ('audit.passwordResetEmailed', '^Password reset link emailed \(requested from (.*)\)$', '{ip}', 's'),
  ('audit.passwordReset', '^Password reset with an emailed link; all sessions were logged out$', '{}', ''),
  ('audit.loginFailed', '^Login failed: wrong password \(from (.*)\)$', '{ip}', 's'),
  -- Older servers wrote "Login failed" for a closed account too.
  ('audit.loginRefusedClosed', '^Login (?:refused|failed): the account is closed \(from (.*)\)$', '{ip}', 's'),
  ('audit.loggedIn', '^Logged in \(from (.*)\)$', '{ip}', 's'),
  ('audit.loggedOut', '^Logged out$', '{}', ''),
  ('audit.sessionLoggedOut', '^A session was logged out from the session list$', '{}', ''),
  ('audit.otherSessionsLoggedOut', '^Every other session was logged out$', '{}', ''),
  ('audit.loginGuardCodeWrong', '^Login refused: wrong or expired login guard code \(from (.*)\)$', '{ip}', 's'),
  ('audit.loginGuardCodeEmailed', '^Login from an unrecognised browser \(from (.*)\): a login guard code was emailed$', '{ip}', 's'),
  ('audit.mail.emailed', '^Emailed to ([^:]*): (.*?)(?: and (\d+) more)?$', '{email,items,more}', 'ssz'),
  ('audit.mail.scanRequested', '^Scan requested: (.*?)(?: and (\d+) more)?$', '{items,more}', 'sz'),
  ('audit.mail.shredRequested', '^Shred requested: (.*?)(?: and (\d+) more)?$', '{items,more}', 'sz'),
  ('audit.mail.deleted', '^Moved to Deleted Items: (.*?)(?: and (\d+) more)?$', '{items,more}', 'sz'),
  ('audit.mail.rescanRequested', '^Rescan requested \((.*?)\): (.*?)(?: and (\d+) more)?$', '{reason,items,more}', 'ssz'),
  ('audit.mail.movedToFolder', '^Moved to folder "(.*?)": (.*?)(?: and (\d+) more)?$', '{folder,items,more}', 'ssz'),
  ('audit.mail.movedToInbox', '^Moved to the Inbox: (.*?)(?: and (\d+) more)?$', '{items,more}', 'sz'),
  ('audit.mail.returnRequested', '^Return to sender requested \((.*?)\): (.*?)(?: and (\d+) more)?$', '{reason,items,more}', 'ssz'),
  ('audit.mail.renamed', '^Renamed to "(.*?)": (.*?)(?: and (\d+) more)?$', '{name,items,more}', 'ssz'),
  ('audit.mail.actionCancelled', '^Pending action cancelled: (.*?)(?: and (\d+) more)?$', '{items,more}', 'sz'),
  ('audit.mail.forwardRequested', '^Forward requested: (.*?)(?: and (\d+) more)?$', '{items,more}', 'sz'),
  ('audit.emailChangeRefused', '^Sign-in email change refused: the current password was wrong$', '{}', ''),
  ('audit.emailChangeRequested', '^Sign-in email change to (.*) asked for; it waits for the new address to be verified, and (.*) was told$', '{newEmail,oldEmail}', 'ss'),
  ('audit.emailChanged', '^Sign-in email changed from (.*) to (.*)$', '{oldEmail,newEmail}', 'ss'),
  ('audit.emailChangeUndoneRestored', '^Sign-in email change undone from (.*), which signs in again; all sessions were logged out$', '{oldEmail}', 's'),
  ('audit.emailChangeUndone', '^Sign-in email change undone from (.*); all sessions were logged out$', '{oldEmail}', 's'),
  ('audit.alertRead', '^Alert (\d+) marked as read$', '{alertId}', 'n'),
  ('audit.folderCreated', '^Folder "(.*)" created$', '{name}', 's'),
  ('audit.folderDeleted', '^Folder "(.*)" deleted$', '{name}', 's'),
  ('audit.addressAdded', '^Added the (domestic|international) delivery address for (.*)$', '{tab,name}', 'ss'),
  ('audit.addressEdited', '^Edited the (domestic|international) delivery address for (.*)$', '{tab,name}', 'ss'),
  ('audit.addressDeleted', '^Deleted the delivery address for (.*)$', '{name}', 's'),
  ('audit.additionalNameAdded', '^Additional name "(.*)" added$', '{name}', 's'),
  ('audit.additionalNameRemoved', '^Additional name "(.*)" removed$', '{name}', 's'),
  ('audit.closeNotice', '^Notice given to close the account on (\d{4}-\d{2}-\d{2}); held mail then: (shredded|returned to sender)$', '{on,heldMail}', 'dh'),
  ('audit.closeWithdrawn', '^Notice to close the account withdrawn$', '{}', ''),
  ('audit.locationsAdded', '^Mail-receiving locations added: (\d+)$', '{count}', 'n'),
  ('audit.planSet', '^Plan set to (.*)$', '{plan}', 's'),
  ('audit.planChangedCharged', '^Plan changed from (.*) to (.*); charged (\$[0-9.,]+)$', '{from,to,amount}', 'ssm'),
  ('audit.planChangedCredited', '^Plan changed from (.*) to (.*); credited (\$[0-9.,]+)$', '{from,to,amount}', 'ssm'),
  ('audit.planChanged', '^Plan changed from (.*) to (.*)$', '{from,to}', 'ss'),
  ('audit.contactUpdated', '^Contact details updated$', '{}', ''),
  ('audit.scansAttached', '^Scans attached to notification emails: (on|off)$', '{on}', 's'),
  ('audit.separateAlerts', '^One notification email per item: (on|off)$', '{on}', 's'),
  ('audit.actionEmails', '^Email when a mail action is done: (on|off)$', '{on}', 's'),
  ('audit.autoTopUpOff', '^Auto top-up turned off$', '{}', ''),
  ('audit.autoTopUpSetBelow', '^Auto top-up amount set to (\$[0-9.,]+) below (\$[0-9.,]+)$', '{amount,threshold}', 'mm'),
  ('audit.autoTopUpSet', '^Auto top-up amount set to (\$[0-9.,]+)$', '{amount}', 'm'),
  ('audit.newMailOpened', '^New mail is opened and scanned$', '{}', ''),
  ('audit.newMailEnvelopeOnly', '^New mail has its envelope scanned only$', '{}', ''),
  ('audit.termsAgreed', '^Agreed to the terms and conditions \(version (.*)\)$', '{version}', 's'),
  ('audit.loginGuardOn', '^Login guard turned on$', '{}', ''),
  ('audit.loginGuardOff', '^Login guard turned off$', '{}', ''),
  ('audit.paused', '^Account paused$', '{}', ''),
  ('audit.unpaused', '^Account unpaused$', '{}', ''),
  ('audit.autoTopUpCharged', '^Auto top-up of (-?\$[0-9.,]+) charged to card ending (\d+)$', '{amount,last4}', 'ms'),
  ('audit.autoTopUpFailed', '^Auto top-up of (-?\$[0-9.,]+) could not be charged: (.*)$', '{amount,reason}', 'ms'),
  ('audit.monthlyFeeNoPlan', '^Monthly fee of (-?\$[0-9.,]+) charged \(no plan\)$', '{amount}', 'm'),
  ('audit.monthlyFee', '^Monthly fee of (-?\$[0-9.,]+) charged \((.*)\)$', '{amount,planName}', 'ms'),
  ('audit.storageCharged', '^Storage of (?:(\d+) letters?)?(?: and )?(?:(\d+) parcels?)? charged (-?\$[0-9.,]+)$', '{letters,parcels,amount}', 'zzm'),
  ('audit.creditExpired', '^(-?\$[0-9.,]+) of prepaid credit bought (\d{2}/\d{2}/\d{4}) expired after 12 months$', '{amount,boughtAt}', 'mD'),
  ('audit.unpaidWarning', '^Warned by email: the account has been unpaid for (\d+) days$', '{days}', 'n'),
  ('audit.closedAtNotice', '^Account closed at the end of its notice; (\d+) held items (shredded|returned to sender)$', '{count,heldMail}', 'nh'),
  ('audit.closedUnpaid', '^Account closed after (\d+) days unpaid; (\d+) stored items shredded$', '{days,count}', 'nn'),
  ('audit.forwardRequested', '^Forward #(\d+) of (\d+) items? to (.*) by (.*) requested; (\$[0-9.,]+) charged$', '{forwardId,count,city,service,amount}', 'nnssm'),
  ('audit.forwardItemsAdded', '^(\d+) items? added to forward #(\d+); (\$[0-9.,]+) charged$', '{count,forwardId,amount}', 'nnm'),
  ('audit.forwardsCancelled', '^Cancelled forwards? (#\d+(?:, #\d+)*); charges refunded$', '{forwardIds}', 'C'),
  ('audit.supportEmailSent', '^Support email sent: (.*)$', '{subject}', 's'),
  ('audit.paypalNeedsCheck', '^PayPal payment (.*) of ([A-Z]{3}) ([0-9.,]+) needs a check by our staff before it is credited$', '{orderId,currency,amount}', 'ssm'),
  ('audit.paypalCredited', '^PayPal payment (.*) of (\$[0-9.,]+) credited$', '{orderId,amount}', 'sm'),
  ('audit.cardSavedAutoTopUp', '^Payment card ending (\d+) saved; auto top-up (\$[0-9.,]+)$', '{last4,amount}', 'sm'),
  ('audit.cardSaved', '^Payment card ending (\d+) saved$', '{last4}', 's'),
  ('audit.cardCharged', '^Card ending (\d+) charged (\$[0-9.,]+)$', '{last4,amount}', 'sm');

create function pg_temp.audit_value(kind text, raw text, previous text) returns jsonb
language sql immutable as $$
  select case kind
    when 's' then to_jsonb(raw)
    when 'n' then to_jsonb(raw::numeric)
    when 'z' then to_jsonb(coalesce(raw, '0')::numeric)
    when 'm' then to_jsonb(coalesce(replace(replace(raw, '$', ''), ',', ''), '0')::numeric)
    when 'd' then to_jsonb(extract(epoch from (raw || 'T12:00:00Z')::timestamptz)::bigint * 1000)
    when 'D' then to_jsonb(extract(epoch from (to_date(raw, 'DD/MM/YYYY') + time '12:00') at time zone 'UTC')::bigint * 1000)
    when 'k' then to_jsonb(lower(raw))
    when 'N' then to_jsonb(coalesce(raw, previous))
    when 'h' then to_jsonb(case raw when 'shredded' then 'shred' else 'returnToSender' end)
    when 'C' then to_jsonb(raw)
  end
$$;

-- The key and values of one old sentence: the first shape that matches, else the text as it was.
create function pg_temp.audit_text(message text, out key text, out vals jsonb)
language plpgsql stable as $$
declare
  shape record;
  captures text[];
begin
  for shape in select * from audit_shapes order by ord loop
    captures := regexp_match(message, shape.pattern);
    continue when captures is null;
    key := shape.key;
    vals := '{}';
    for i in 1 .. coalesce(array_length(shape.names, 1), 0) loop
      vals := vals || jsonb_build_object(shape.names[i],
        pg_temp.audit_value(substr(shape.kinds, i, 1), captures[i], captures[greatest(i - 1, 1)]));
      if substr(shape.kinds, i, 1) = 'C' then
        vals := vals || jsonb_build_object('count', array_length(string_to_array(captures[i], ', '), 1));
      end if;
    end loop;
    return;
  end loop;
  key := 'audit.legacy';
  vals := jsonb_build_object('text', message);
end
$$;

update audit_entries set (text_key, text_values) = (
  select parsed.key, parsed.vals from pg_temp.audit_text(message) parsed);
alter table audit_entries alter column text_key set not null, drop column message;
