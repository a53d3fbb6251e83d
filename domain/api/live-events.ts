// The live events and the live changes (docs/live-protocol.md): the snapshot the live stream's
// changes apply to, and the changes themselves for a client that cannot hold a WebSocket.

import * as v from 'valibot'
import { eventWithMarketsSchema } from '../events/event.ts'
import { changesPageSchema, changesQuerySchema } from '../feed/protocol.ts'
import { marketTypeIdsSchema } from './events.ts'
import { operation } from './operation.ts'

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

export const getLiveEvents = operation({
  operationId: 'getLiveEvents',
  method: 'GET',
  path: '/xapi/rest/live/events',
  summary:
    'The live events with their markets as of the change numbered seq; past lazyMarketsAbove events (0 if not given), only the markets of marketTypeIds',
  description:
    'The live stream snapshot (docs/live-protocol.md): the client applies the changes after seq on top. marketsComplete false: the events carry only the markets asked for, and a page that shows more asks for their types.',
  tags: ['Events and markets'],
  caller: 'anyone',
  query: liveEventsQuerySchema,
  answers: { 200: liveEventsResponseSchema },
  errors: { 400: ['invalid-request'] },
})

export const getLiveChanges = operation({
  operationId: 'getLiveChanges',
  method: 'GET',
  path: '/xapi/live/changes',
  summary:
    'The live changes after seq, scoped as the stream is by marketTypeIds and wholeEventIds: the fallback when no WebSocket can be had',
  description:
    'Polled every poll_changes_refresh_interval while the stream is down. snapshotRequired: the changes after seq are no longer kept, so the client loads getLiveEvents again before polling on from its seq.',
  tags: ['Live stream'],
  caller: 'anyone',
  query: changesQuerySchema,
  answers: { 200: changesPageSchema },
  errors: { 400: ['invalid-request'] },
})
