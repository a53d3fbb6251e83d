// Reads and writes the catalogue's records (migration 003): the server keeps events, markets and
// outcomes exactly as the domain's reducer leaves them in a LiveStore, so reading them back is
// building a store (the event endpoints inline markets through market-records.ts).

import type { EventWithMarkets, Market, Outcome, SportEvent } from '../../domain/events/event.ts'
import type { OutcomeResult } from '../../domain/feed/change.ts'
import {
  createStore,
  createTouched,
  type LiveStore,
  putEvent,
  type Touched,
} from '../../domain/feed/store.ts'
import type { Queryable } from '../db/database.ts'

/** The stored catalogue (every record not removed), or only the given events and their markets. */
export async function readCatalogue(
  db: Queryable,
  eventIds?: readonly string[],
): Promise<LiveStore> {
  const store = createStore()
  const filter = eventIds ? 'and event_id = any($1)' : ''
  const params = eventIds ? [eventIds] : []
  const [events, markets, outcomes] = await Promise.all([
    db.query<{ record: SportEvent }>(
      `select record from events where not removed ${eventIds ? 'and id = any($1)' : ''}`,
      params,
    ),
    db.query<{ record: Market }>(`select record from markets where not removed ${filter}`, params),
    // Only markets are indexed by event: an event's outcomes are found through its markets.
    db.query<{ record: Outcome }>(
      eventIds
        ? `select o.record from markets m join outcomes o on o.market_id = m.id
           where m.event_id = any($1) and not o.removed`
        : 'select record from outcomes where not removed',
      params,
    ),
  ])
  for (const { record } of events) store.events.set(record.id, record)
  for (const { record } of markets) store.markets.set(record.id, record)
  for (const { record } of outcomes) store.outcomes.set(record.id, record)
  return store
}

/**
 * Writes what a batch of changes touched: each touched record is stored as the store now holds it,
 * or marked removed when the store no longer has it. One statement per table, whatever the batch.
 */
export async function writeTouched(
  tx: Queryable,
  store: LiveStore,
  touched: Touched,
): Promise<void> {
  const events = present(store.events, touched.events)
  const markets = present(store.markets, touched.markets)
  const outcomes = present(store.outcomes, touched.outcomes)
  if (events.length > 0) await upsertEvents(tx, events)
  if (markets.length > 0) await upsertMarkets(tx, markets)
  if (outcomes.length > 0) await upsertOutcomes(tx, outcomes)
  await markRemoved(tx, 'outcomes', absent(store.outcomes, touched.outcomes))
  await markRemoved(tx, 'markets', absent(store.markets, touched.markets))
  await markRemoved(tx, 'events', absent(store.events, touched.events))
}

/** What removed these markets (lts, settled, resulted or closed), for the operator's record. */
export async function writeRemovedStatus(
  tx: Queryable,
  removed: ReadonlyArray<{ marketId: string; status: string }>,
): Promise<void> {
  if (removed.length === 0) return
  await tx.query(
    `update markets m set removed_status = x.status
     from jsonb_to_recordset($1) as x("marketId" text, status text) where m.id = x."marketId"`,
    [JSON.stringify(removed)],
  )
}

/**
 * Results of resulted markets; a market the store never had still gets its results. A result is
 * written only for an outcome of the market and event it names: a feed's result that names
 * another would settle bets on the wrong market (and fail the results' references).
 */
export async function writeResults(
  tx: Queryable,
  results: ReadonlyArray<OutcomeResult & { marketId: string; eventId: string }>,
): Promise<void> {
  if (results.length === 0) return
  await tx.query(
    `insert into results (outcome_id, market_id, event_id, result, dead_heat_divisor)
     select x."outcomeId", x."marketId", x."eventId", x.result, x."deadHeatDivisor"
     from jsonb_to_recordset($1) as x("outcomeId" text, "marketId" text, "eventId" text,
       result text, "deadHeatDivisor" integer)
     where exists (select 1 from outcomes o where o.id = x."outcomeId"
       and o.market_id = x."marketId" and o.event_id = x."eventId")
     on conflict (outcome_id) do update set result = excluded.result,
       dead_heat_divisor = excluded.dead_heat_divisor, resulted_at = now()`,
    [JSON.stringify(results)],
  )
}

function present<T>(records: Map<string, T>, ids: Set<string>): T[] {
  const found: T[] = []
  for (const id of ids) {
    const record = records.get(id)
    if (record !== undefined) found.push(record)
  }
  return found
}

function absent(records: Map<string, unknown>, ids: Set<string>): string[] {
  return [...ids].filter((id) => !records.has(id))
}

async function upsertEvents(tx: Queryable, events: SportEvent[]): Promise<void> {
  const rows = events.map((event) => ({
    id: event.id,
    slug: event.slug,
    sport_code: event.sportCode,
    start_time: event.startTime,
    is_finished: event.isFinished === true,
    is_live: event.clock !== undefined && !event.isFinished,
    outright: event.outright === true,
    path_ids: event.eventPaths.flatMap((path) => (path.id === undefined ? [] : [path.id])),
    record: event,
  }))
  // A new event goes after those stored: the feed appends, and listings keep its order.
  await tx.query(
    `insert into events (id, slug, sport_code, start_time, is_finished, is_live, outright, path_ids, record, sort_order)
     select x.id, x.slug, x.sport_code, x.start_time, x.is_finished, x.is_live, x.outright,
       array(select jsonb_array_elements_text(x.path_ids)::integer), x.record,
       (select coalesce(max(sort_order), 0) from events) + row_number() over ()
     from jsonb_to_recordset($1) as x(id text, slug text, sport_code text, start_time timestamptz,
       is_finished boolean, is_live boolean, outright boolean, path_ids jsonb, record jsonb)
     on conflict (id) do update set slug = excluded.slug, sport_code = excluded.sport_code,
       start_time = excluded.start_time, is_finished = excluded.is_finished,
       is_live = excluded.is_live, outright = excluded.outright, path_ids = excluded.path_ids,
       record = excluded.record, removed = false`,
    [JSON.stringify(rows)],
  )
  await upsertEventPaths(tx, events)
}

// Event paths enter the catalogue with the first event that names them: sport, region, league.
async function upsertEventPaths(tx: Queryable, events: SportEvent[]): Promise<void> {
  const kinds = ['sport', 'region', 'league'] as const
  const paths = new Map<number, object>()
  for (const event of events) {
    event.eventPaths.forEach((path, depth) => {
      const kind = kinds[Math.min(depth, kinds.length - 1)]
      if (path.id === undefined || paths.has(path.id)) return
      const parent = depth > 0 ? event.eventPaths[depth - 1]?.id : undefined
      paths.set(path.id, {
        id: path.id,
        parent_id: parent ?? null,
        sport_code: event.sportCode,
        kind,
        slug: path.slug,
        description: path.description,
      })
    })
  }
  if (paths.size === 0) return
  await tx.query(
    `insert into event_paths (id, parent_id, sport_code, kind, slug, description)
     select x.id, x.parent_id, x.sport_code, x.kind, x.slug, x.description
     from jsonb_to_recordset($1) as x(id integer, parent_id integer, sport_code text, kind text,
       slug text, description text)
     order by x.parent_id nulls first
     on conflict (id) do nothing`,
    [JSON.stringify([...paths.values()])],
  )
}

async function upsertMarkets(tx: Queryable, markets: Market[]): Promise<void> {
  const rows = markets.map((market) => ({
    id: market.id,
    event_id: market.eventId,
    market_type_id: market.marketTypeId,
    period_id: market.periodId,
    status: market.status,
    record: market,
  }))
  await tx.query(
    `insert into markets (id, event_id, market_type_id, period_id, status, record)
     select x.id, x.event_id, x.market_type_id, x.period_id, x.status, x.record
     from jsonb_to_recordset($1) as x(id text, event_id text, market_type_id text,
       period_id text, status text, record jsonb)
     on conflict (id) do update set market_type_id = excluded.market_type_id,
       period_id = excluded.period_id, status = excluded.status, record = excluded.record,
       removed = false, removed_status = null`,
    [JSON.stringify(rows)],
  )
}

async function upsertOutcomes(tx: Queryable, outcomes: Outcome[]): Promise<void> {
  const rows = outcomes.map((outcome) => ({
    id: outcome.id,
    market_id: outcome.marketId,
    event_id: outcome.eventId,
    status: outcome.status,
    hidden: outcome.hidden,
    price: outcome.consolidatedPrice.currentPrice.decimal,
    record: outcome,
  }))
  await tx.query(
    `insert into outcomes (id, market_id, event_id, status, hidden, price, record)
     select x.id, x.market_id, x.event_id, x.status, x.hidden, x.price, x.record
     from jsonb_to_recordset($1) as x(id text, market_id text, event_id text, status text,
       hidden boolean, price numeric, record jsonb)
     on conflict (id) do update set status = excluded.status, hidden = excluded.hidden,
       price = excluded.price, record = excluded.record, removed = false`,
    [JSON.stringify(rows)],
  )
}

async function markRemoved(
  tx: Queryable,
  table: 'events' | 'markets' | 'outcomes',
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return
  await tx.query(`update ${table} set removed = true where id = any($1)`, [ids])
}

/** Stores whole events as the feed's event-added would: the way seed and test data get in. */
export async function storeEvents(
  tx: Queryable,
  events: readonly EventWithMarkets[],
): Promise<void> {
  const store = await readCatalogue(
    tx,
    events.map((event) => event.id),
  )
  const touched = createTouched()
  for (const event of events) putEvent(store, event, touched)
  await writeTouched(tx, store, touched)
}
