// Reads live events with their markets and outcomes in the shape of the event endpoints.

import type { EventWithMarkets, Outcome } from '../../domain/events/event.ts'
import type { Queryable } from '../db/database.ts'

interface EventRow {
  id: string
  slug: string
  description: string
  sport_code: string
  event_paths: EventWithMarkets['eventPaths']
  start_time: Date | string
  clock: EventWithMarkets['clock'] | null
  scores: EventWithMarkets['scores'] | null
  is_finished: boolean
}

interface MarketRow {
  id: string
  event_id: string
  market_type_id: string
  period_id: string
  description: string
  status: 'open' | 'suspended'
}

interface OutcomeRow {
  id: string
  market_id: string
  event_id: string
  description: string
  status: 'open' | 'suspended'
  hidden: boolean
  price: number | string
  penultimate_price: number | string | null
  antepenultimate_price: number | string | null
}

/** The live events (a clock, not finished), in display order. */
export async function readLiveEvents(db: Queryable): Promise<EventWithMarkets[]> {
  const events = await db.query<EventRow>(
    'select * from events where clock is not null and not is_finished order by sort_order, id',
  )
  if (events.length === 0) return []
  const eventIds = events.map((event) => event.id)
  const markets = await db.query<MarketRow>(
    'select * from markets where event_id = any($1) order by sort_order, id',
    [eventIds],
  )
  const outcomes = await db.query<OutcomeRow>(
    'select * from outcomes where event_id = any($1) order by sort_order, id',
    [eventIds],
  )
  const outcomesByMarket = groupBy(outcomes.map(toOutcome), (outcome) => outcome.marketId)
  const marketsByEvent = groupBy(markets, (market) => market.event_id)
  return events.map((event) => ({
    id: event.id,
    slug: event.slug,
    description: event.description,
    sportCode: event.sport_code,
    eventPaths: event.event_paths,
    startTime: new Date(event.start_time).toISOString(),
    ...(event.clock ? { clock: event.clock } : {}),
    ...(event.scores ? { scores: event.scores } : {}),
    isFinished: event.is_finished,
    markets: (marketsByEvent.get(event.id) ?? []).map((market) => ({
      id: market.id,
      eventId: market.event_id,
      marketTypeId: market.market_type_id,
      periodId: market.period_id,
      description: market.description,
      status: market.status,
      outcomes: outcomesByMarket.get(market.id) ?? [],
    })),
  }))
}

function toOutcome(row: OutcomeRow): Outcome {
  const consolidatedPrice: Outcome['consolidatedPrice'] = {
    currentPrice: { decimal: Number(row.price) },
  }
  if (row.penultimate_price !== null)
    consolidatedPrice.penultimatePrice = { decimal: Number(row.penultimate_price) }
  if (row.antepenultimate_price !== null)
    consolidatedPrice.antepenultimatePrice = { decimal: Number(row.antepenultimate_price) }
  return {
    id: row.id,
    marketId: row.market_id,
    eventId: row.event_id,
    description: row.description,
    status: row.status,
    hidden: row.hidden,
    consolidatedPrice,
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const group = groups.get(key(item))
    if (group) group.push(item)
    else groups.set(key(item), [item])
  }
  return groups
}
