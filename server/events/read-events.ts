// The live events with their markets and outcomes, in the shape of the event endpoints.

import type { EventWithMarkets } from '../../domain/events/event.ts'
import { readEventsWithMarkets } from '../catalogue/catalogue-records.ts'
import type { Queryable } from '../db/database.ts'

/** The live events (a clock, not finished), in the order the feed added them. */
export async function readLiveEvents(db: Queryable): Promise<EventWithMarkets[]> {
  const rows = await db.query<{ id: string }>(
    'select id from events where is_live and not removed order by sort_order, id',
  )
  return readEventsWithMarkets(
    db,
    rows.map((row) => row.id),
  )
}
