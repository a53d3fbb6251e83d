// SPEC.md section 3's liveOpenMarketCount: how many of an event's markets take bets now, all of
// them, so a list row that shows one market can say how many more its page has ("+12 markets").
// A list holds only an event's main markets, so the engine cannot count them itself: whoever
// publishes a batch that opens, suspends, adds or removes a market publishes the event's new
// count in the same batch, and a client holds what a fresh snapshot would answer.

import type { LiveChange } from './change.ts'
import type { LiveStore } from './store.ts'

/** Changes that can move an event's count of open markets. */
const movesOpenMarkets = new Set<LiveChange['kind']>(['market', 'market-added', 'event-added'])

/**
 * The event changes that bring the count of every event the batch touched up to date with the
 * store, the batch applied; none for an event whose count already stands.
 */
export function openMarketCountChanges(
  store: LiveStore,
  batch: readonly LiveChange[],
): LiveChange[] {
  const eventIds = new Set<string>()
  for (const change of batch) {
    if (!movesOpenMarkets.has(change.kind)) continue
    eventIds.add(change.kind === 'event-added' ? change.event.id : change.eventId)
  }
  const counts: LiveChange[] = []
  for (const eventId of eventIds) {
    const event = store.events.get(eventId)
    if (!event) continue
    const open = event.marketIds.filter((id) => store.markets.get(id)?.status === 'open').length
    if (event.liveOpenMarketCount !== open)
      counts.push({ kind: 'event', eventId, liveOpenMarketCount: open })
  }
  return counts
}
