-- The first lines of a scan in emails about new mail are each user's choice (issue 41): plain email
-- crosses servers nobody vouches for, so a new user's emails quote nothing until they turn it on.
-- Users who already had the quotes keep them: their emails do not change without their say.

alter table account_users add column quote_scan_text boolean not null default false;
comment on column account_users.quote_scan_text is 'The user''s emails about new mail quote the first lines read from its scan (issue 41); off for a new user';
update account_users set quote_scan_text = true;
