-- Betting beyond singles: a bet has legs (one for a single, several for a multiple or a system
-- line set), a slip can wait for the in-play delay or a trader, bets settle and cash out once,
-- and booking codes keep a slip to load again.

-- A slip's state and what was asked: the request and its hash make a retry with the same uuid
-- but another body a 422, and the delay or referral hold it before it is decided.
alter table betslips
  add column status text not null default 'placed'
    check (status in ('pending', 'placed', 'referred', 'rejected')),
  add column request jsonb,
  add column request_hash text,
  add column decide_at timestamptz,
  add column decided_at timestamptz,
  add column use_promo_cash boolean not null default false;
alter table betslips alter column total_cost drop not null;
alter table betslips drop constraint betslips_total_cost_check;
alter table betslips add constraint betslips_total_cost_check check (total_cost >= 0);
create index betslips_pending on betslips (status, decide_at) where status in ('pending', 'referred');

-- A bet: a single, the multiple, or one system bet type with its lines. outcome_id stays for
-- the single's one leg (the skeleton's bets); every bet's legs are in bet_legs.
alter table bets
  add column kind text not null default 'single' check (kind in ('single', 'multiple', 'system')),
  add column bet_type_id integer,
  add column number_of_lines integer not null default 1,
  add column total_stake bigint,
  add column each_way boolean not null default false,
  add column place_terms jsonb,
  add column free_money_stake bigint not null default 0,
  add column settled_at timestamptz,
  add column returns bigint,
  -- What cash-outs have taken off the stake: a partial cash-out leaves the rest running.
  add column cashed_out_stake bigint not null default 0;
alter table bets alter column outcome_id drop not null;
alter table bets add constraint bets_status_check
  check (status in ('pending', 'open', 'won', 'lost', 'void', 'cashed-out', 'rejected'));
update bets set total_stake = unit_stake where total_stake is null;
create index bets_open on bets (status) where status = 'open';

-- The selections of a bet, with the price taken and, once resulted, what the leg did.
create table bet_legs (
  bet_id text not null references bets (id),
  leg_index integer not null,
  outcome_id text not null references outcomes (id),
  market_id text not null references markets (id),
  event_id text not null references events (id),
  price numeric(12, 3) not null,
  banker boolean not null default false,
  result text check (result in ('win', 'lose', 'void', 'place')),
  dead_heat_divisor integer,
  primary key (bet_id, leg_index)
);
create index bet_legs_market on bet_legs (market_id);
insert into bet_legs (bet_id, leg_index, outcome_id, market_id, event_id, price)
  select b.id, 0, b.outcome_id, o.market_id, o.event_id, b.price
  from bets b join outcomes o on o.id = b.outcome_id;

-- A bet is paid once: its settlement row and the ledger row are written together, and a second
-- settlement of the same bet finds the row and does nothing.
create table settlements (
  bet_id text primary key references bets (id),
  returns bigint not null check (returns >= 0),
  settled_at timestamptz not null default now()
);

-- A cash-out, full or partial, by its request id; its credit is the ledger row of type cash-out.
create table cash_outs (
  id text primary key,
  bet_id text not null references bets (id),
  uuid text not null,
  stake_part bigint not null check (stake_part > 0),
  amount bigint not null check (amount > 0),
  created_at timestamptz not null default now(),
  unique (bet_id, uuid)
);

-- A booking code keeps a slip's selections (and stakes) to load again, on any device.
create table booking_codes (
  code text primary key,
  brand_id text not null references brands (id),
  slip jsonb not null,
  created_at timestamptz not null default now()
);

-- The acceptance tolerance beside D, H and A: a price change within this many per cent is
-- taken without asking; remembered per player.
alter table players add column accept_tolerance_percent numeric(5, 2);
