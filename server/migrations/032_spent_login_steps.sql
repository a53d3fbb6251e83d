-- The gateway's login steps spent (server/auth/login-steps.ts): a step cookie taken to the next
-- step, or to the session, is good once, so a copy replayed later opens nothing. Kept until the
-- step could have expired anyway.
create table spent_login_steps (
  id text primary key,
  expires_at timestamptz not null
);
create index spent_login_steps_expiry on spent_login_steps (expires_at);
