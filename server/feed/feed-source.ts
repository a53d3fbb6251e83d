// Where live changes come from (FEED_SOURCE): the feed simulator, a recording being replayed, or an
// operator's adapter for a real odds feed posting to POST /ingest/changes. Only the feed leader
// (one process per database) runs one.

import type { EventWithMarkets } from '../../domain/events/event.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import type { Log } from '../log.ts'

export interface FeedSource {
  /** Starts producing; publish persists a batch and streams it, and resolves when both are done. */
  start(context: FeedContext): void
  stop(): Promise<void>
}

export interface FeedContext {
  /**
   * The catalogue as published so far: every event, market and outcome not removed, kept current
   * by publish with the domain's reducer. A feed reads it (to pick up where a previous leader
   * stopped) and never writes it.
   */
  catalogue: LiveStore
  /** The live events as stored now, to produce changes against. */
  liveEvents(): Promise<EventWithMarkets[]>
  publish(changes: LiveChange[]): Promise<number>
  /**
   * The producer was heard without this feed publishing: a batch an operator's adapter posted,
   * applied by whichever process received it (server/feed/ingest/). publish hears it itself.
   */
  heard(): Promise<void>
  /** Where a feed reports what went wrong, since no request is there to answer. */
  log: Log
}
