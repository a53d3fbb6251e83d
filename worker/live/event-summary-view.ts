// One event as a list row shows it: the event, its main market (the first with outcomes) and
// that market's outcomes. It depends on exactly those records, so a price change elsewhere
// never reaches it, and it flushes a few times a second: the latest price is what a bettor reads.

import { type Draft, original } from 'immer'
import type { EventSummaryParams, EventSummaryView } from '../../domain/engine/live.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'

/** A price list is read, not watched frame by frame: at most two updates a second. */
export const eventSummaryFlushMs = 500

export function eventSummaryView(
  store: LiveStore,
): ViewDefinition<EventSummaryParams, EventSummaryView> {
  return {
    flushMs: eventSummaryFlushMs,
    create({ eventId }) {
      const mainMarket = () =>
        store.events
          .get(eventId)
          ?.marketIds.map((id) => store.markets.get(id))
          .find((market) => (market?.outcomeIds.length ?? 0) > 0)

      function build(): EventSummaryView {
        const event = store.events.get(eventId)
        const market = mainMarket()
        const outcomes: EventSummaryView['outcomes'] = {}
        for (const id of market?.outcomeIds ?? []) {
          const outcome = store.outcomes.get(id)
          if (outcome) outcomes[id] = outcome
        }
        return { ...(event ? { event } : {}), ...(market ? { market } : {}), outcomes }
      }

      /** Puts a record in the draft only when it is another record, so equal ones send nothing. */
      function show(draft: Draft<EventSummaryView>, fresh: EventSummaryView): void {
        // Compared with the state last sent, not the draft: reading the draft would make proxies.
        const sent = original(draft) as EventSummaryView
        if (sent.event !== fresh.event) {
          if (fresh.event === undefined) delete draft.event
          else draft.event = fresh.event
        }
        if (sent.market !== fresh.market) {
          if (fresh.market === undefined) delete draft.market
          else draft.market = fresh.market
        }
        for (const id of Object.keys(sent.outcomes))
          if (!(id in fresh.outcomes)) delete draft.outcomes[id]
        for (const [id, outcome] of Object.entries(fresh.outcomes))
          if (sent.outcomes[id] !== outcome) draft.outcomes[id] = outcome
      }

      return {
        initial: build,
        dependencies() {
          const market = mainMarket()
          return [
            topics.liveStore,
            topics.event(eventId),
            ...(market ? [topics.market(market.id)] : []),
            ...(market?.outcomeIds.map(topics.outcome) ?? []),
          ]
        },
        update(draft) {
          // Whatever changed, the view is a few records: compare them all by identity.
          show(draft, build())
        },
      }
    },
  }
}
