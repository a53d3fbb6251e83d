-- The promo cash in a bet's stake (free bets, and promo cash taken for cash stakes with
-- usePromoCash): settlement pays that share of its returns back as promo cash, and such a bet is
-- not cashed out (domain/bets/promo-cash.ts). Bets placed before it was kept had only their free
-- bets' promo cash written down.
alter table bets add column if not exists promo_stake bigint not null default 0;
update bets set promo_stake = free_money_stake where promo_stake = 0 and free_money_stake > 0;
