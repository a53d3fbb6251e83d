-- The odds producer's state (docs/live-protocol.md, producer): down when the feed has produced
-- nothing for producerTimeoutMs, with the markets the server suspended for it, so that whichever
-- process leads the feed next reopens exactly those, and every process tells its clients.
create table producer_state (
  id boolean primary key default true check (id),
  up boolean not null,
  -- The batch that suspended or reopened the markets.
  seq bigint not null,
  suspended_market_ids jsonb not null default '[]'
);
insert into producer_state (up, seq) values (true, 0);
