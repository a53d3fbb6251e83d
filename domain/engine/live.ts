// The live area's views. The list holds only which events are live, grouped by competition; each
// event's row is a view of its own, so the list costs nothing when prices move and an event
// nobody has on screen costs nothing at all.

import type { Market, Outcome, SportEvent } from '../events/event.ts'

export interface LiveCompetition {
  /** Sport, region and league slugs joined: the same league name in two countries is two. */
  id: string
  sportCode: string
  /** The country or region, as the feed names it. */
  region: string
  /** The league or tournament. */
  description: string
  eventIds: string[]
}

/** A sport with live events, for the filter: how many are live. */
export interface LiveSport {
  code: string
  eventCount: number
}

export interface LiveEventsView {
  status: 'loading' | 'ready' | 'failed'
  /** Whether the live stream is connected; false while it reconnects or polls. */
  streaming: boolean
  /**
   * Competitions ordered as a bettor scans them: top sports first (domain/events/grouping.ts),
   * then the catalogue's sport order, then region and league by name; events in arrival order.
   */
  competitions: LiveCompetition[]
  /** The sports in the same order, with their live counts. */
  sports: LiveSport[]
  /** How many events are live across all competitions. */
  eventCount: number
}

export interface EventSummaryParams extends Record<string, string | undefined> {
  eventId: string
  /**
   * The feed's market type ids of the market type the list shows, comma-joined (a market-types
   * view's `marketTypeIds`); the event's main market when left out.
   */
  marketTypeIds?: string
}

/** One event as a list row shows it: the event, the market the list shows and its outcomes. */
export interface EventSummaryView {
  event?: SportEvent
  /**
   * The first market with outcomes, or the main line of the market type asked for
   * (domain/events/list-market.ts); none when the event has no market of that type.
   */
  market?: Market
  outcomes: Record<string, Outcome>
  /** The market type asked for is still being loaded for this event (a lazy snapshot's). */
  marketLoading?: true
}

export interface MarketTypesParams extends Record<string, string> {
  sportCode: string
}

/** The market types a sport's list rows can show, the main one first. */
export interface MarketTypesView {
  types: Array<{
    /** As the sport's table names it (domain/reference/sport-tables.ts). */
    name: string
    /** The feed's market type ids behind it, comma-joined: an event-summary's parameter. */
    marketTypeIds: string
  }>
}
