import type { EventWithMarkets } from '../events/event.ts'

/** GET /xapi/rest/live/events: the live events as of the batch numbered seq. */
export interface LiveEventsResponse {
  seq: number
  events: EventWithMarkets[]
}
