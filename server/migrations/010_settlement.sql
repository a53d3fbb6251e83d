-- Settlement and cash-out beside the 008 model: a dead heat travels with the result, a cash-out
-- keeps the answer it gave (a retry of its uuid gets it again), and an account's settled bets
-- are read newest first.

-- The outcome tied with this many others for the position it is resulted at (win: first; place:
-- the last place paid); the stake on it is divided by it. Null: no dead heat.
alter table results add column dead_heat_divisor integer check (dead_heat_divisor >= 2);

-- What the cash-out answered, so that the same uuid again answers it byte for byte.
alter table cash_outs add column response jsonb;

create index bets_settled on bets (account_id, settled_at desc) where settled_at is not null;
create index bet_legs_outcome on bet_legs (outcome_id);
