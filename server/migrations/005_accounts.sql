-- Brands as bettors see them, players as the three login methods know them, sessions that can be
-- ended, one-time codes, the ledger's kinds of row, and the sandbox cashier's payments.

-- How a brand looks (design tokens: name -> CSS value), when its settings were last published,
-- the terms its wallet players accept, and the origins allowed to frame it.
alter table brands
  add column theme jsonb not null default '{}'::jsonb,
  add column settings_published_at timestamptz not null default now(),
  add column terms_version text,
  add column parent_origins text[] not null default '{}';

-- The login method under the settings' own names (login_method: domain/player/settings.ts).
alter table brands drop constraint brands_login_method_check;
update brands set login_method = case login_method
  when 'auth-gateway' then 'authGateway' when 'operator-wallet' then 'operatorWallet' else login_method end;
alter table brands add constraint brands_login_method_check
  check (login_method in ('direct', 'authGateway', 'operatorWallet'));

-- Settings a channel (mobile, desktop) of a brand overrides.
create table brand_channel_settings (
  brand_id text not null references brands (id),
  channel text not null check (channel in ('mobile', 'desktop')),
  settings jsonb not null,
  primary key (brand_id, channel)
);

alter table players
  add column last_name text not null default '',
  add column phone text,
  add column country_code text not null default 'GB',
  -- What the auth gateway asks after the password: nothing, a one-time code, or the question.
  add column second_factor text not null default 'none'
    check (second_factor in ('none', 'otp', 'security-question')),
  add column security_question text,
  add column security_answer_hash text,
  add column odds_type text not null default 'not_selected',
  add column user_accept_odds text not null default 'D',
  add column vip_level integer not null default 0,
  add column non_bettor boolean not null default true,
  add column non_depositor boolean not null default true,
  add column self_excluded boolean not null default false,
  add column hold_withdraw boolean not null default false,
  add column excluded_from_promotions boolean not null default false,
  add column account_status text not null default 'active'
    check (account_status in ('active', 'locked')),
  add column terms_accepted text,
  add column default_stake bigint,
  add column is_remember_stake boolean not null default false,
  add column enable_stream_full_screen boolean not null default false,
  add column created_by_agent boolean not null default false,
  add column first_login_at timestamptz,
  add column last_login_at timestamptz;

-- Promo cash is kept apart from real money; what is left to wager before it can be withdrawn.
alter table accounts
  add column promo_cash bigint not null default 0 check (promo_cash >= 0),
  add column total_left_to_wager bigint not null default 0 check (total_left_to_wager >= 0);

-- Every row says what kind of change it is, which wallet it moved (balance_after is that
-- wallet's) and what caused it (a betslip, a payment).
alter table ledger
  add column type text not null default 'adjustment'
    check (type in ('opening', 'deposit', 'withdrawal', 'bet', 'win', 'refund', 'cash-out', 'bonus', 'adjustment')),
  add column wallet text not null default 'real' check (wallet in ('real', 'promo')),
  add column reference text;
update ledger set type = 'opening' where reason = 'opening balance';
update ledger set type = 'bet' where betslip_id is not null;

-- A session token is valid only while its row is neither revoked nor expired.
create table sessions (
  id text primary key,
  player_id text not null references players (id),
  kind text not null check (kind in ('sportsbook', 'wallet')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_player on sessions (player_id);

-- The one-time code a player was last sent (only its hash), and the wrong guesses since.
create table one_time_codes (
  player_id text primary key references players (id),
  code_hash text not null,
  sent_at timestamptz not null,
  expires_at timestamptz not null,
  wrong_attempts integer not null default 0
);

-- What would go out by SMS or e-mail: read by GET /dev/outbox in development.
create table outbox (
  id bigserial primary key,
  player_id text not null references players (id),
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_player on outbox (player_id, id);

-- Login and code attempts, per player and per address, for rate limiting across processes.
create table login_attempts (
  key text not null,
  attempted_at timestamptz not null default now()
);
create index login_attempts_key on login_attempts (key, attempted_at);

-- Deposits and withdrawals through the sandbox payment provider.
create table payments (
  id text primary key,
  account_id text not null references accounts (id),
  kind text not null check (kind in ('deposit', 'withdrawal')),
  amount bigint not null check (amount > 0),
  method text not null,
  status text not null check (status in ('pending', 'completed', 'declined')),
  decline_reason text,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index payments_account on payments (account_id, created_at);
