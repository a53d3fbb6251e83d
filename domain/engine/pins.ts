// The multi-view's views (issue 41): the pinned set (cheap, for every pin button on screen), one
// tile's event with the markets chosen for it, and the key moments of the pinned events.

import type { Market, Outcome, SportEvent } from '../events/event.ts'
import type { KeyMoment } from '../events/key-moments.ts'
import type { Pin } from '../rules/pins.ts'

export interface PinsView {
  pins: Pin[]
}

export interface PinnedEventParams extends Record<string, string> {
  eventId: string
  /** The tile's chosen markets joined with commas; '' for the event's main market. */
  marketIds: string
}

export interface PinnedEventView {
  /** With its tracker: the tile shows the last moments. */
  event?: SportEvent
  /** The markets the tile shows, in its order: those chosen, else the main one. */
  marketIds: string[]
  markets: Record<string, Market>
  outcomes: Record<string, Outcome>
  /** A chosen market the engine does not hold: the event is to be loaded whole. */
  missing: boolean
}

export interface PinAlert {
  /** Counts up from 1 while the engine runs: what the UI has shown is below its last id. */
  id: number
  moment: KeyMoment
  /** When the engine heard it (epoch ms): a notice that comes later than its moment may be stale. */
  raisedAt: number
  /** The event's and, for a reopened market, the market's name, as the feed has them. */
  eventName: string
  marketName?: string
}

export interface PinAlertsView {
  /** The latest few, oldest first. */
  alerts: readonly PinAlert[]
}
