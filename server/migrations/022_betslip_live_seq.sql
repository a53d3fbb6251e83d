-- A live slip's in-play delay is judged on what the feed published while it was held, not only
-- on the state at its end (server/bets/delay-history.ts): a held slip keeps the last batch of the
-- change log (live_batches) when it was stored, and its decision reads the batches after it.
alter table betslips add column if not exists live_seq bigint;
