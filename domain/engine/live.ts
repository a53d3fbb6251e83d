// The live area's views. The list holds only which events are live, grouped by competition; each
// event's row is a view of its own, so the list costs nothing when prices move and an event
// nobody has on screen costs nothing at all.

import type { Market, Outcome, SportEvent } from '../events/event.ts'

export interface LiveCompetition {
  /** The competition's event path slug. */
  id: string
  description: string
  eventIds: string[]
}

export interface LiveEventsView {
  status: 'loading' | 'ready' | 'failed'
  /** Whether the live stream is connected; false while it reconnects or polls. */
  streaming: boolean
  /** Competitions in the order their first live event arrived, each with its live events. */
  competitions: LiveCompetition[]
  /** How many events are live across all competitions. */
  eventCount: number
}

export interface EventSummaryParams extends Record<string, string> {
  eventId: string
}

/** One event as a list row shows it: the event, its main market and that market's outcomes. */
export interface EventSummaryView {
  event?: SportEvent
  /** The first market with outcomes: the one a list shows. */
  market?: Market
  outcomes: Record<string, Outcome>
}
