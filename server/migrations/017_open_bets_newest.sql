-- My bets reads an account's newest open bets, a page at a time (server/bets/open-bets.ts): this
-- index answers them in that order, so a bettor with thousands of open bets is not sorted whole.
create index if not exists bets_open_newest on bets (account_id, created_at desc, id desc)
  where status = 'open';
