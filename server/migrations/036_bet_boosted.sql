-- A single placed at its brand's boosted price (odds_boosts) is offered no cash-out: the offer,
-- made from the market's price, would pay the boost out at once (docs/cashout.md). Kept with the
-- bet, since a boost's row may go once it has ended; bets placed before are found by their price.
alter table bets add column if not exists boosted boolean not null default false;
update bets b set boosted = true
  from accounts a, players p
  where b.kind = 'single' and b.status = 'open' and not b.boosted
    and a.id = b.account_id and p.id = a.player_id
    and exists (
      select 1 from odds_boosts ob
      where ob.outcome_id = b.outcome_id and ob.brand_id = p.brand_id and ob.boosted_price = b.price
    );
