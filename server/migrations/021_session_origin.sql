-- A sportsbook session opened from a wallet session's game token names both: the wallet session,
-- so that ending it ends this one (sessionOpenSql), and the game token, which opens one session
-- only (its id is unique here, so a second exchange inserts nothing).
alter table sessions
  add column parent_id text references sessions (id),
  add column game_token_id text unique;
create index sessions_parent on sessions (parent_id) where parent_id is not null;
