-- A shared mailroom (issue 39, decision 105): several people sign in to one account, each with
-- their own login and role. Every login is a row of account_users: the holder's row is made and
-- kept in step with the account by triggers (its credentials stay on accounts), an invited user's
-- row holds their own password hash and login guard setting.

create table account_users (
  user_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  webpage text not null,
  email citext not null,
  name text not null,
  is_holder boolean not null default false,
  role text not null check (role in ('viewer', 'member', 'admin')),
  password_hash text,
  enable_login_guard boolean not null default false,
  joined_at timestamptz not null default now(),
  check (not is_holder or role = 'admin'),
  check (is_holder = (password_hash is null))
);
comment on table account_users is 'Every login of every account: its holder and the people invited to it (decision 105)';
comment on column account_users.email is 'The sign-in email; one login per email within a brand, holders included';
comment on column account_users.name is 'The person''s name; the holder''s is the account''s first and last name, kept in step';
comment on column account_users.is_holder is 'The account holder: an admin who cannot be removed; their credentials stay on accounts';
comment on column account_users.password_hash is 'An invited user''s argon2id hash; null for the holder, whose hash is accounts.password_hash';
comment on column account_users.enable_login_guard is 'An invited user''s login guard; the holder''s is accounts.enable_login_guard';
-- One login per email within a brand, across holders and invited users: a signup and an invitation
-- accepted at once for one email cannot both succeed.
create unique index account_users_login on account_users (webpage, email);
create unique index account_users_one_holder on account_users (account_id) where is_holder;
create index account_users_account on account_users (account_id);

create function account_holder_row() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into account_users (account_id, webpage, email, name, is_holder, role, joined_at)
    values (new.account_id, new.webpage, new.email, trim(new.first_name || ' ' || new.last_name),
            true, 'admin', new.created_at);
  else
    update account_users
       set email = new.email, webpage = new.webpage,
           name = trim(new.first_name || ' ' || new.last_name)
     where account_id = new.account_id and is_holder;
  end if;
  return null;
end $$;
create trigger accounts_holder_row after insert on accounts
  for each row execute function account_holder_row();
-- Only the columns the holder's row copies: balance and status changes never fire it.
create trigger accounts_holder_row_update
  after update of email, first_name, last_name, webpage on accounts
  for each row when ((new.email, new.first_name, new.last_name, new.webpage)
                     is distinct from (old.email, old.first_name, old.last_name, old.webpage))
  execute function account_holder_row();

insert into account_users (account_id, webpage, email, name, is_holder, role, joined_at)
select account_id, webpage, email, trim(first_name || ' ' || last_name), true, 'admin', created_at
  from accounts;

-- Each session is one user's; existing ones are their account holder's.
alter table sessions add column user_id bigint references account_users on delete cascade;
update sessions s set user_id = u.user_id
  from account_users u where u.account_id = s.account_id and u.is_holder;
alter table sessions alter column user_id set not null;
create index sessions_user on sessions (user_id);
comment on column sessions.user_id is 'The user signed in (account_users); removing the user ends it';

-- A password reset link or login guard code is one user's: it resets that user's password, or
-- authorises a browser for that user's login, and nobody else's.
alter table one_time_codes add column user_id bigint references account_users on delete cascade;
comment on column one_time_codes.user_id is 'For password reset links and login guard codes: the user they are for';

-- The login guard knows browsers per user: the holder's trusted browser is not a colleague's.
alter table device_authorisations
  add column user_id bigint references account_users on delete cascade;
update device_authorisations d set user_id = u.user_id
  from account_users u where u.account_id = d.account_id and u.is_holder;
alter table device_authorisations alter column user_id set not null;
alter table device_authorisations drop constraint device_authorisations_pkey;
alter table device_authorisations add primary key (user_id, device_sha256);
create index device_authorisations_account on device_authorisations (account_id);
comment on column device_authorisations.user_id is 'The user whose login the browser was authorised for';

-- Who did what: the user whose request wrote the line, and their name then. Null for staff and
-- the service.
alter table audit_entries
  add column user_id bigint references account_users on delete set null,
  add column actor_name text;
comment on column audit_entries.user_id is 'The account''s user whose request wrote the line; null for staff and the service';
comment on column audit_entries.actor_name is 'That user''s name when the line was written; kept after the user is removed';

create table team_invitations (
  invitation_id bigserial primary key,
  account_id bigint not null references accounts on delete cascade,
  webpage text not null,
  email citext not null,
  role text not null check (role in ('viewer', 'member', 'admin')),
  token_sha256 text not null unique,
  invited_by_user_id bigint references account_users on delete set null,
  invited_by_name text not null,
  invited_at timestamptz not null default now(),
  expires_at timestamptz not null,
  accepted_at timestamptz,
  cancelled_at timestamptz
);
comment on table team_invitations is 'Invitations to sign in to an account (decision 105); the link''s token is kept only as its SHA-256';
comment on column team_invitations.invited_by_name is 'The inviter''s name when sent, shown to the invited person';
create index team_invitations_account on team_invitations (account_id, invited_at desc);
