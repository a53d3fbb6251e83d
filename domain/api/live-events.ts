import * as v from 'valibot'
import { eventWithMarketsSchema } from '../events/event.ts'

/** GET /xapi/rest/live/events: the live events as of the batch numbered seq. */
export const liveEventsResponseSchema = v.object({
  seq: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  events: v.array(eventWithMarketsSchema),
})
export type LiveEventsResponse = v.InferOutput<typeof liveEventsResponseSchema>
