// Stores an event, or a market, as the feed sends it: the one way records enter the catalogue,
// used by the first-start seed and by the feed's event-added and market-added changes alike.

import type { EventWithMarkets, MarketWithOutcomes } from '../../domain/events/event.ts'
import type { Queryable } from '../db/database.ts'

/** Without a sort order, the event goes after those already stored: a feed appends. */
export async function insertEvent(
  tx: Queryable,
  event: EventWithMarkets,
  sortOrder?: number,
): Promise<void> {
  await tx.query(
    `insert into events (id, slug, description, sport_code, event_paths, start_time, clock, scores, is_finished, sort_order)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9,
       coalesce($10, (select coalesce(max(sort_order) + 1, 0) from events)))`,
    [
      event.id,
      event.slug,
      event.description,
      event.sportCode,
      JSON.stringify(event.eventPaths),
      event.startTime,
      event.clock ? JSON.stringify(event.clock) : null,
      event.scores ? JSON.stringify(event.scores) : null,
      event.isFinished ?? false,
      sortOrder ?? null,
    ],
  )
  for (const [position, market] of event.markets.entries()) await insertMarket(tx, market, position)
}

/** Without a sort order, the market goes after its event's others. */
export async function insertMarket(
  tx: Queryable,
  market: MarketWithOutcomes,
  sortOrder?: number,
): Promise<void> {
  await tx.query(
    `insert into markets (id, event_id, market_type_id, period_id, description, status, sort_order)
     values ($1, $2, $3, $4, $5, $6,
       coalesce($7, (select coalesce(max(sort_order) + 1, 0) from markets where event_id = $2)))`,
    [
      market.id,
      market.eventId,
      market.marketTypeId,
      market.periodId,
      market.description,
      market.status,
      sortOrder ?? null,
    ],
  )
  for (const [position, outcome] of market.outcomes.entries())
    await tx.query(
      `insert into outcomes (id, market_id, event_id, description, status, hidden, price, penultimate_price, antepenultimate_price, sort_order)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        outcome.id,
        market.id,
        market.eventId,
        outcome.description,
        outcome.status,
        outcome.hidden,
        outcome.consolidatedPrice.currentPrice.decimal,
        outcome.consolidatedPrice.penultimatePrice?.decimal ?? null,
        outcome.consolidatedPrice.antepenultimatePrice?.decimal ?? null,
        position,
      ],
    )
}
