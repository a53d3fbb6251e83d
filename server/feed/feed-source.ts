// Where live changes come from. The price walk is the first; the full simulator implements the
// same interface, as would an adapter for a real odds feed.

import type { EventWithMarkets } from '../../domain/events/event.ts'
import type { LiveChange } from '../../domain/feed/change.ts'

export interface FeedSource {
  /** Starts producing; publish persists a batch and streams it, and resolves when both are done. */
  start(context: FeedContext): void
  stop(): Promise<void>
}

export interface FeedContext {
  /** The live events as stored now, to produce changes against. */
  liveEvents(): Promise<EventWithMarkets[]>
  publish(changes: LiveChange[]): Promise<number>
}
