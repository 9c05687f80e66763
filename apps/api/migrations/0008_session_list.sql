-- Members list their sessions and end one they do not recognise (issue 23): an id that names a
-- session without revealing its token, and what lets a member recognise it.

alter table sessions add column session_id bigserial not null unique;
alter table sessions add column user_agent text not null default '';
alter table sessions add column ip text not null default '';

comment on column sessions.session_id is 'Names the session to its member; the token hash never leaves the server.';
comment on column sessions.user_agent is 'The browser that logged in (User-Agent, at most 300 characters).';
comment on column sessions.ip is 'The address the login came from.';
