-- A jackpot match postponed or abandoned (its market void) is given a result drawn at random when
-- the jackpot settles (docs/api.md, Jackpot): the drawn outcome is kept with the match, so the
-- draw can be shown and checked afterwards.
alter table jackpot_events add column if not exists drawn_outcome_id text;
