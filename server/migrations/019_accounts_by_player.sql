-- Every login, session and player page finds a player's account by player_id
-- (server/auth/check-password.ts, server/players/player-details.ts and others): without an index
-- each of those read the whole accounts table.
create index if not exists accounts_player on accounts (player_id);
