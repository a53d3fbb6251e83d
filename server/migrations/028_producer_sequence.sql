-- The producer's own number of the last batch applied from POST /ingest/changes (FEED_SOURCE=
-- ingest, docs/feed.md): written in the transaction that appends the batch to the change log, so
-- a batch is applied once whichever process received it; null until the first.
alter table producer_state add column sequence bigint
