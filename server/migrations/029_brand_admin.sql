-- The operator's admin API (docs/operations.md, Brands): what it changes beyond the brand's
-- settings, and the record of every change it made.

-- The cashier's limits and the jackpot's terms of a brand, in displayed units of its currency;
-- null: the book's defaults (domain/money/cashier-limits.ts, server/jackpot/jackpot-terms.ts).
alter table brands
  add column if not exists cashier_limits jsonb,
  add column if not exists jackpot_terms jsonb;

-- Logos and favicons an operator uploaded: kept in the database, so every process serves them.
-- The name carries the content's hash (logo-1a2b3c4d.png): a new upload is a new address.
create table if not exists brand_assets (
  brand_id text not null references brands (id),
  name text not null,
  media_type text not null,
  body bytea not null,
  created_at timestamptz not null default now(),
  primary key (brand_id, name)
);

-- Every change made through /admin/: by which key (its fingerprint, never the key) and who the
-- caller said they were, when, to which brand, the change as asked, and the request's id.
create table if not exists admin_audit (
  id bigserial primary key,
  at timestamptz not null default now(),
  key_id text not null,
  actor text,
  brand_id text,
  action text not null,
  change jsonb not null,
  request_id text not null
);
create index if not exists admin_audit_brand on admin_audit (brand_id, id);
