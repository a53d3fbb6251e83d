// The live events with their markets and outcomes, in the shape of the event endpoints.

import type { EventWithMarkets, SportEvent } from '../../domain/events/event.ts'
import { inlineMarkets, type MarketSelection } from '../catalogue/market-records.ts'
import type { Queryable } from '../db/database.ts'

/** The live events (a clock, not finished), in the order the feed added them, without markets. */
export async function readLiveEventRecords(db: Queryable): Promise<SportEvent[]> {
  const rows = await db.query<{ record: SportEvent }>(
    'select record from events where is_live and not removed order by sort_order, id',
  )
  return rows.map((row) => row.record)
}

/** The live events with their markets: all of them, or those a selection keeps. */
export async function readLiveEvents(
  db: Queryable,
  markets: MarketSelection = {},
): Promise<EventWithMarkets[]> {
  return inlineMarkets(db, await readLiveEventRecords(db), markets)
}
