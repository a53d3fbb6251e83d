-- Odds boosts (SPEC.md section 2, the boost-odds modal; section 9, the top 10 boosted): a brand's
-- better price on one outcome for singles, up to a stake, between two times. The rules are in
-- domain/bets/odds-boost.ts; the operator ranks the brand's boosts for its top list.
create table if not exists odds_boosts (
  id text primary key,
  brand_id text not null references brands (id),
  outcome_id text not null references outcomes (id),
  boosted_price numeric(12, 3) not null check (boosted_price > 1),
  -- Display units of the bettor's currency, as the brand's stake limits are written.
  max_stake text not null,
  rank integer not null default 0,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  check (ends_at > starts_at)
);
create index if not exists odds_boosts_outcome on odds_boosts (outcome_id, brand_id);
create index if not exists odds_boosts_brand on odds_boosts (brand_id, ends_at);
