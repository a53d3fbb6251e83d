-- The acca bonus a multiple was placed with (parlay extra winnings, minor units): settlement pays
-- it when every leg wins, in proportion to the stake still running after any cash-out.
alter table bets add column if not exists extra_parlay_winnings bigint not null default 0
  check (extra_parlay_winnings >= 0);
