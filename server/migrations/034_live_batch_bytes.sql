-- The HTTP poll's page is capped in bytes as well as batches (server/live/change-log.ts): each
-- batch keeps its size beside it, so the cap is summed without reading the changes it leaves out.
alter table live_batches add column if not exists bytes integer not null default 0;
update live_batches set bytes = octet_length(changes::text) where bytes = 0;
