-- One login in several accounts (issue 39, decision 105): a person who signs in to the brand
-- already joins another account with the same login. Their row in the joined account names the
-- row that holds the credentials (`login_of`); only such credential rows are logins, so the
-- unique (webpage, email) now counts only them and still means one login per email per brand.

alter table account_users add column login_of bigint;
comment on column account_users.login_of is 'For a person who joined with an existing login: the row holding its credentials and login guard (decision 105); null on a login''s own row';

-- The credential row is the same person: same brand, same email (kept in step by the cascade).
-- Deferred, so removing a login's own row can hand its credentials to another of its rows first.
alter table account_users add constraint account_users_login_identity unique (user_id, webpage, email);
alter table account_users add constraint account_users_login_of_fkey
  foreign key (login_of, webpage, email) references account_users (user_id, webpage, email)
  on update cascade deferrable initially deferred;
create index account_users_login_of on account_users (login_of) where login_of is not null;

drop index account_users_login;
create unique index account_users_login on account_users (webpage, email) where login_of is null;
-- A login is a user of an account at most once.
create unique index account_users_login_once
  on account_users (account_id, (coalesce(login_of, user_id)));

alter table account_users drop constraint account_users_check1;
alter table account_users add constraint account_users_hash_where_kept
  check ((is_holder or login_of is not null) = (password_hash is null));
alter table account_users add constraint account_users_holder_own_login
  check (not (is_holder and login_of is not null));

-- The rows of other accounts that share a login follow its name (a holder's follows the account
-- by the trigger of 0026); the email follows through the foreign key.
create function shared_login_names() returns trigger language plpgsql as $$
begin
  update account_users set name = new.name where login_of = new.user_id;
  return null;
end $$;
create trigger account_users_shared_login_names after update of name on account_users
  for each row when (new.login_of is null and new.name is distinct from old.name)
  execute function shared_login_names();
