-- The brand's taxes as they stood when a bet was placed (domain/money/tax.ts), so settlement pays
-- what the bet promised however the brand's settings change later. 0: not levied.
alter table bets add column if not exists stake_tax_percentage numeric(5, 2) not null default 0
  check (stake_tax_percentage >= 0 and stake_tax_percentage <= 100);
alter table bets add column if not exists returns_tax_percentage numeric(5, 2) not null default 0
  check (returns_tax_percentage >= 0 and returns_tax_percentage <= 100);

-- A single may be staked wholly from free bets: its cash unit stake is then 0.
alter table bets drop constraint bets_unit_stake_check;
alter table bets add constraint bets_unit_stake_check
  check (unit_stake >= 0 and (unit_stake > 0 or free_money_stake > 0));
