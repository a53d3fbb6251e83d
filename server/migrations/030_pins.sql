-- The events a player pinned to the multi-view (GET and PUT /api/pins), kept so that they follow
-- the player to another device: the whole set in one row, as it travels (at most eight pins).
create table player_pins (
  player_id text primary key references players (id),
  pins jsonb not null,
  updated_at timestamptz not null
);
