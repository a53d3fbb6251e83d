-- Search as you type (GET /xapi/rest/search): the words of an event's teams and its competition,
-- in the 'simple' configuration (no stemming: team names are not English words), so that a
-- prefix query (to_tsquery 'arse:*') finds Arsenal through the index on PostgreSQL and PGlite
-- alike, without an extension to load.
create index events_search on events using gin (
  to_tsvector('simple', (record->>'description') || ' ' || coalesce(record->'eventPaths'->2->>'description', ''))
) where not removed;
