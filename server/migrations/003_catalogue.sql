-- The catalogue as the feed keeps it. Each event, market and outcome row holds its record exactly
-- as the domain's reducer (domain/feed/apply-change.ts) leaves it in a LiveStore, so the server
-- applies the feed with the engine's rules and stores what they touched; the other columns are
-- copies of record fields that queries filter, join or lock on. A record the feed removes stays
-- as a removed row: placed bets and results still point at it.

-- Reference data, loaded from domain/ at first start.
create table sports (
  id integer primary key,
  code text not null unique,
  name text not null,
  sort_order integer not null
);

create table sport_market_types (
  sport_code text not null,
  name text not null,
  market_type_ids jsonb not null,
  prematch_period_types jsonb not null,
  live_period_types jsonb not null,
  euro_default boolean not null default false,
  sort_order integer not null,
  primary key (sport_code, name)
);

create table odds_ladders (
  version integer primary key,
  rungs jsonb not null
);

-- A row without league_path_id is for every league; one without market_type_id for every type.
create table margins (
  id serial primary key,
  league_path_id integer,
  market_type_id text,
  margin numeric(6, 4) not null check (margin >= 0 and margin < 1)
);

-- Sport, region (a country, or International) and league, as events name them in eventPaths.
create table event_paths (
  id integer primary key,
  parent_id integer references event_paths (id),
  sport_code text not null,
  kind text not null check (kind in ('sport', 'region', 'league')),
  slug text not null,
  description text not null
);
create index event_paths_parent on event_paths (parent_id);

alter table events add column record jsonb;
alter table events add column path_ids integer[] not null default '{}';
alter table events add column is_live boolean not null default false;
alter table events add column outright boolean not null default false;
alter table events add column removed boolean not null default false;
update events set record = jsonb_strip_nulls(jsonb_build_object(
  'id', id, 'slug', slug, 'description', description, 'sportCode', sport_code,
  'eventPaths', event_paths,
  'startTime', to_char(start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'clock', clock, 'scores', scores, 'isFinished', is_finished,
  'marketIds', coalesce(
    (select jsonb_agg(m.id order by m.sort_order, m.id) from markets m where m.event_id = events.id),
    '[]'::jsonb)));
update events set is_live = clock is not null and not is_finished;
alter table events alter column record set not null;
alter table events drop column description;
alter table events drop column event_paths;
alter table events drop column clock;
alter table events drop column scores;
create index events_listing on events (sport_code, start_time) where not removed;
create index events_paths on events using gin (path_ids);

alter table markets add column record jsonb;
alter table markets add column removed boolean not null default false;
-- What removed it: lts, settled, resulted or closed (SPEC.md section 4).
alter table markets add column removed_status text;
update markets set record = jsonb_build_object(
  'id', id, 'eventId', event_id, 'marketTypeId', market_type_id, 'periodId', period_id,
  'description', description, 'status', status,
  'outcomeIds', coalesce(
    (select jsonb_agg(o.id order by o.sort_order, o.id) from outcomes o where o.market_id = markets.id),
    '[]'::jsonb));
alter table markets alter column record set not null;
alter table markets drop column description;

alter table outcomes add column record jsonb;
alter table outcomes add column removed boolean not null default false;
update outcomes set record = jsonb_build_object(
  'id', id, 'marketId', market_id, 'eventId', event_id, 'description', description,
  'status', status, 'hidden', hidden,
  'consolidatedPrice', jsonb_strip_nulls(jsonb_build_object(
    'currentPrice', jsonb_build_object('decimal', price),
    'penultimatePrice', case when penultimate_price is null then null
      else jsonb_build_object('decimal', penultimate_price) end,
    'antepenultimatePrice', case when antepenultimate_price is null then null
      else jsonb_build_object('decimal', antepenultimate_price) end)));
alter table outcomes alter column record set not null;
alter table outcomes drop column description;
alter table outcomes drop column penultimate_price;
alter table outcomes drop column antepenultimate_price;

-- How each outcome of a resulted market ended, for settlement. Written with the change that
-- resulted the market; a later correction replaces it.
create table results (
  outcome_id text primary key references outcomes (id),
  market_id text not null references markets (id),
  event_id text not null references events (id),
  result text not null check (result in ('win', 'lose', 'void', 'place')),
  resulted_at timestamptz not null default now()
);
create index results_market on results (market_id);
