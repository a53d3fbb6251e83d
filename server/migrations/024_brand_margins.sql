-- A brand's own margin rows (odds per brand, SPEC.md section 3): added on the feed's prices for a
-- brand with odds_per_brand_enabled, by the engine for what it shows and by the server for what
-- it takes (domain/odds/brand-odds.ts). Rows without a brand are the book's, which price the feed.
alter table margins add column brand_id text references brands (id) on delete cascade;
create index margins_brand on margins (brand_id);
