// Markets read with their outcomes in one statement, filtered as the event and market endpoints
// ask: which markets a query keeps is said once, in SQL, for the page and the bettable test alike.

import type {
  EventWithMarkets,
  Market,
  MarketWithOutcomes,
  Outcome,
  SportEvent,
} from '../../domain/events/event.ts'
import { createStore, eventWithMarkets } from '../../domain/feed/store.ts'
import type { Queryable } from '../db/database.ts'
import { type SqlParams, sqlParams } from '../db/sql-params.ts'

/** Which markets to read; a field left out does not filter. */
export interface MarketSelection {
  eventIds?: readonly string[]
  marketIds?: readonly string[]
  statuses?: readonly Market['status'][]
  marketTypeIds?: readonly string[]
  /** Markets on the game itself: not on one player's or one team's statistics. */
  gameOnly?: boolean
}

/** The SQL condition on markets aliased `m` that a selection keeps (removed markets never). */
export function marketCondition(selection: MarketSelection, params: SqlParams): string {
  const conditions = ['not m.removed']
  if (selection.eventIds) conditions.push(`m.event_id = any(${params.bind(selection.eventIds)})`)
  if (selection.marketIds) conditions.push(`m.id = any(${params.bind(selection.marketIds)})`)
  if (selection.statuses) conditions.push(`m.status = any(${params.bind(selection.statuses)})`)
  if (selection.marketTypeIds)
    conditions.push(`m.market_type_id = any(${params.bind(selection.marketTypeIds)})`)
  if (selection.gameOnly)
    conditions.push(`m.record->>'playerName' is null and m.record->>'teamName' is null`)
  return conditions.join(' and ')
}

/**
 * A market's outcome ids in the market's own order, as rows `listed (id, position)`, for the
 * market aliased `market`: the order a results feed and a bettor read them in.
 */
export const listedOutcomes = (market: string) =>
  `jsonb_array_elements_text(${market}.record->'outcomeIds') with ordinality as listed (id, position)`

export interface MarketRecords {
  markets: Market[]
  outcomes: Outcome[]
}

/** The selected markets and their outcomes not removed, as the store holds them. */
export async function readMarketRecords(
  db: Queryable,
  selection: MarketSelection,
): Promise<MarketRecords> {
  const params = sqlParams()
  // The records travel as one JSON text of [market, [outcomes]] pairs: the driver decodes one
  // string several times faster than hundreds of jsonb values. Outcomes are found per market
  // through their index; a join would scan every outcome in the book.
  const [row] = await db.query<{ pairs: string }>(
    `select '[' || coalesce(string_agg('[' || m.record::text || ',' || coalesce(
         (select '[' || string_agg(o.record::text, ',') || ']' from outcomes o
          where o.market_id = m.id and not o.removed), '[]') || ']', ','), '') || ']' as pairs
     from markets m
     where ${marketCondition(selection, params)}`,
    params.values,
  )
  const pairs = JSON.parse(row?.pairs ?? '[]') as [Market, Outcome[]][]
  return {
    markets: pairs.map(([market]) => market),
    outcomes: pairs.flatMap(([, outcomes]) => outcomes),
  }
}

/** The events with the markets a selection keeps inlined, each with its outcomes, in order. */
export async function inlineMarkets(
  db: Queryable,
  events: readonly SportEvent[],
  selection: MarketSelection,
): Promise<EventWithMarkets[]> {
  if (events.length === 0) return []
  const records = await readMarketRecords(db, {
    ...selection,
    eventIds: events.map((event) => event.id),
  })
  const openCounts = await openMarketCounts(db, events)
  const store = createStore()
  for (const event of events)
    store.events.set(event.id, { ...event, liveOpenMarketCount: openCounts.get(event.id) ?? 0 })
  for (const market of records.markets) store.markets.set(market.id, market)
  for (const outcome of records.outcomes) store.outcomes.set(outcome.id, outcome)
  return events.flatMap((event) => eventWithMarkets(store, event.id) ?? [])
}

/**
 * How many open markets each event has, all of them, not only those inlined: a list row shows
 * one market and links to the rest ("+12 markets", SPEC.md section 3's liveOpenMarketCount).
 */
async function openMarketCounts(
  db: Queryable,
  events: readonly SportEvent[],
): Promise<Map<string, number>> {
  if (events.length === 0) return new Map()
  const rows = await db.query<{ event_id: string; open: number }>(
    `select m.event_id, count(*)::integer as open from markets m
     where m.event_id = any($1) and not m.removed and m.status = 'open'
     group by m.event_id`,
    [events.map((event) => event.id)],
  )
  return new Map(rows.map((row) => [row.event_id, row.open]))
}

/** A market with its outcomes inlined in its own order: the form the market endpoints answer. */
export function withOutcomes(
  market: Market,
  outcomes: ReadonlyMap<string, Outcome>,
): MarketWithOutcomes {
  const { outcomeIds, ...fields } = market
  return {
    ...fields,
    outcomes: outcomeIds.flatMap((id) => {
      const outcome = outcomes.get(id)
      return outcome ? [outcome] : []
    }),
  }
}
