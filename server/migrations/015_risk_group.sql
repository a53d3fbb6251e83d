-- Players the operator has placed in a risk group (SPEC.md section 2, the risk-group player
-- modal): where the brand turns the notice on, such a player is shown their recent activity and
-- must acknowledge it before betting on; each acknowledgement is kept as the operator's record.
alter table players add column if not exists risk_group boolean not null default false;

create table if not exists risk_group_acknowledgements (
  id bigserial primary key,
  player_id text not null references players (id),
  acknowledged_at timestamptz not null default now()
);
create index if not exists risk_group_acknowledgements_player
  on risk_group_acknowledgements (player_id, acknowledged_at);
