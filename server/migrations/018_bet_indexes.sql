-- Indexes that match how bets are read, each bet still writing as many entries as before.

-- A slip's bets are read and updated by their slip: when its delay or referral is decided
-- (server/bets/decide-betslip.ts) and when its details are shown with their cash-outs
-- (server/routes/my-bets.ts). Without an index each of those read the whole bets table.
-- bets_account goes in its place: every read of an account's bets has an index of its own
-- (bets_open_newest, bets_settled, this one).
create index if not exists bets_betslip on bets (betslip_id);
drop index if exists bets_account;

-- The settlement sweep walks the open bets in id order (settleAllResulted): keyed by id, the
-- index of open bets gives them in that order, where keyed by status it held one key for all.
drop index if exists bets_open;
create index bets_open on bets (id) where status = 'open';
