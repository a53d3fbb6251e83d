-- Brands, players and their accounts. Money is bigint minor units of the account's currency.
create table brands (
  id text primary key,
  name text not null,
  login_method text not null check (login_method in ('direct', 'auth-gateway', 'operator-wallet'))
);

create table players (
  id text primary key,
  brand_id text not null references brands (id),
  username text not null,
  password_hash text not null,
  email text not null,
  first_name text not null,
  currency text not null,
  locale text not null default 'en',
  price_format text not null default 'euro',
  created_at timestamptz not null default now(),
  unique (brand_id, username)
);

create table accounts (
  id text primary key,
  player_id text not null references players (id),
  currency text not null,
  balance bigint not null check (balance >= 0)
);

-- Every balance change, written in the same transaction as the bet or cash-out that caused it.
create table ledger (
  id bigserial primary key,
  account_id text not null references accounts (id),
  amount bigint not null,
  balance_after bigint not null check (balance_after >= 0),
  reason text not null,
  betslip_id text,
  created_at timestamptz not null default now()
);
create index ledger_account on ledger (account_id, id);

-- The event catalogue and its live state, as the feed keeps it.
create table events (
  id text primary key,
  slug text not null unique,
  description text not null,
  sport_code text not null,
  event_paths jsonb not null,
  start_time timestamptz not null,
  clock jsonb,
  scores jsonb,
  is_finished boolean not null default false,
  sort_order integer not null default 0
);

create table markets (
  id text primary key,
  event_id text not null references events (id),
  market_type_id text not null,
  period_id text not null,
  description text not null,
  status text not null check (status in ('open', 'suspended')),
  sort_order integer not null default 0
);
create index markets_event on markets (event_id);

create table outcomes (
  id text primary key,
  market_id text not null references markets (id),
  event_id text not null references events (id),
  description text not null,
  status text not null check (status in ('open', 'suspended')),
  hidden boolean not null default false,
  price numeric(12, 3) not null,
  penultimate_price numeric(12, 3),
  antepenultimate_price numeric(12, 3),
  sort_order integer not null default 0
);
create index outcomes_market on outcomes (market_id);

-- A placed betslip. uuid is the client's request id: placement is idempotent on it.
create table betslips (
  id text primary key,
  uuid text not null,
  account_id text not null references accounts (id),
  reference text not null,
  total_cost bigint not null check (total_cost > 0),
  potential_returns bigint not null,
  origin_id integer not null,
  user_accept_odds text not null,
  response jsonb not null,
  created_at timestamptz not null default now(),
  unique (account_id, uuid)
);

create table bets (
  id text primary key,
  betslip_id text not null references betslips (id),
  account_id text not null references accounts (id),
  outcome_id text not null references outcomes (id),
  price numeric(12, 3) not null,
  unit_stake bigint not null check (unit_stake > 0),
  potential_returns bigint not null,
  status text not null default 'open',
  created_at timestamptz not null default now()
);
create index bets_account on bets (account_id, created_at);

-- The live change log: one row a batch, its seq the stream's sequence number.
create table live_batches (
  seq bigserial primary key,
  changes jsonb not null,
  created_at timestamptz not null default now()
);

create table server_secrets (
  name text primary key,
  value text not null
)
