-- The terms a member accepted are the server's own version of them (decision 082), not a hash of
-- whatever HTML the browser sent: SaveTermsAndConditions records the current version and when, and
-- the terms gate is shut again whenever the server's current version is newer.
alter table accounts add column terms_version text;
alter table accounts rename column terms_signed_at to terms_accepted_at;
-- A hash of client-sent HTML proves nothing about what the member saw.
alter table accounts drop column terms_sha256;
-- Members who accepted before versions existed were shown the catalog text of the first version.
update accounts set terms_version = '2026-11-26' where terms_accepted_at is not null;
alter table accounts add constraint accounts_terms_accepted_together
  check ((terms_version is null) = (terms_accepted_at is null));
comment on column accounts.terms_version is
  'The version of the terms (account/terms.ts) the member last accepted; null before any.';
comment on column accounts.terms_accepted_at is 'When the member accepted terms_version.';
