// The topics views depend on. Whatever changes shared state publishes its topic through the view
// hub; the live store publishes one topic a record, so a price change reaches only the views
// that show that outcome.

import type { Touched } from '../../domain/feed/store.ts'

export const topics = {
  session: 'session',
  settings: 'settings',
  betslip: 'betslip',
  /** The open bets or their count changed. */
  myBets: 'my-bets',
  /** Whether prices can be trusted (domain/feed/freshness.ts) flipped. */
  freshness: 'freshness',
  /** The stream's snapshot was applied, or the stream's connection state changed. */
  liveStore: 'live-store',
  /**
   * The stream's snapshot was applied after a gap: events before their start, which it does not
   * carry, may have moved meanwhile, and the views that loaded them load them again.
   */
  liveSnapshot: 'live-snapshot',
  /** Any event record: for views that must notice events they do not show yet. */
  anyEvent: 'event:*',
  event: (id: string) => `event:${id}`,
  market: (id: string) => `market:${id}`,
  outcome: (id: string) => `outcome:${id}`,
} as const

/** The topics of every record a batch of changes touched. */
export function touchedTopics(touched: Touched): string[] {
  const list: string[] = []
  for (const id of touched.events) list.push(topics.event(id))
  for (const id of touched.markets) list.push(topics.market(id))
  for (const id of touched.outcomes) list.push(topics.outcome(id))
  return list
}
