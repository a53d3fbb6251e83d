-- Markets and outcomes keep their order in their records (an event's marketIds, a market's
-- outcomeIds, as the feed sent them); the sort_order columns of migration 001 were never written
-- after migration 003, so every row held 0 and a query ordering by them got the ids' order:
-- 1 for the away win of a simulated match in the jackpot (ids ending -A, -D, -H). Dropped, so no
-- query can order by them again.
alter table markets drop column if exists sort_order;
alter table outcomes drop column if exists sort_order;
