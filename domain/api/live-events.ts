import * as v from 'valibot'
import { eventWithMarketsSchema } from '../events/event.ts'
import { marketTypeIdsSchema } from './events.ts'

/**
 * GET /xapi/rest/live/events?marketTypeIds=&lazyMarketsAbove=: past lazyMarketsAbove live events
 * (the brand's lazy_loading_markets_live_event_count_threshold; 0 if not given), each event
 * carries only the markets of marketTypeIds, those a list row shows; the rest are loaded when
 * wanted.
 */
export const liveEventsQuerySchema = v.object({
  marketTypeIds: v.optional(marketTypeIdsSchema),
  lazyMarketsAbove: v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(0))),
})
export type LiveEventsQuery = v.InferOutput<typeof liveEventsQuerySchema>

/** GET /xapi/rest/live/events: the live events as of the batch numbered seq. */
export const liveEventsResponseSchema = v.object({
  seq: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  events: v.array(eventWithMarketsSchema),
  /** False when the events carry only the markets asked for; absent or true, all of them. */
  marketsComplete: v.optional(v.boolean()),
})
export type LiveEventsResponse = v.InferOutput<typeof liveEventsResponseSchema>
