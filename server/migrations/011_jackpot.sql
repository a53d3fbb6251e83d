-- The jackpot: a brand's set of upcoming pre-match football events, numbered 1..N with their
-- match-result market, a prize and a stake per line, open until the first event starts. Slips
-- pick one outcome or more per event (a perm); the lines are every way to take one pick of each.
-- A jackpot is paid once: its status turns settled in the transaction that credits the winners.

create table jackpots (
  id text primary key,
  brand_id text not null references brands (id),
  name text not null,
  currency text not null,
  prize bigint not null check (prize > 0),
  stake_per_line bigint not null check (stake_per_line > 0),
  closes_at timestamptz not null,
  status text not null default 'open' check (status in ('open', 'closed', 'settled')),
  -- Filled when settled: the units (lines times stake multiples) that had every event right, and
  -- what each took of the prize.
  winning_units bigint,
  prize_per_unit bigint,
  settled_at timestamptz,
  created_at timestamptz not null default now()
);
-- One open jackpot per brand: two servers starting at once create it once.
create unique index jackpots_open_brand on jackpots (brand_id) where status = 'open';
create index jackpots_unsettled on jackpots (status) where status <> 'settled';

create table jackpot_events (
  jackpot_id text not null references jackpots (id),
  event_number integer not null check (event_number >= 1),
  event_id text not null references events (id),
  market_id text not null references markets (id),
  primary key (jackpot_id, event_number),
  unique (jackpot_id, event_id)
);

-- A placed jackpot slip. uuid is the request id (idempotent, as betslips); response is the answer
-- as first sent, so a retry gets it byte for byte.
create table jackpot_slips (
  id text primary key,
  jackpot_id text not null references jackpots (id),
  account_id text not null references accounts (id),
  uuid text not null,
  reference text not null,
  request_hash text not null,
  -- [{ eventNumber, outcomeId }], every pick of the slip.
  selections jsonb not null,
  lines integer not null check (lines >= 1),
  global_stake bigint not null check (global_stake > 0),
  total_cost bigint not null check (total_cost > 0),
  status text not null default 'open' check (status in ('open', 'won', 'lost')),
  winning_lines integer,
  returns bigint check (returns >= 0),
  response jsonb not null,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (account_id, uuid)
);
create index jackpot_slips_jackpot on jackpot_slips (jackpot_id);
create index jackpot_slips_account on jackpot_slips (account_id, created_at desc);

-- A booking code for a jackpot slip: its picks, to load again on any device.
create table jackpot_booking_codes (
  code text primary key,
  brand_id text not null references brands (id),
  jackpot_id text not null references jackpots (id),
  outcome_ids jsonb not null,
  global_stake bigint,
  created_at timestamptz not null default now()
);
