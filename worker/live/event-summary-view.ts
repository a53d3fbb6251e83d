// One event as a list row shows it: the event, its main market (the sport's in the brand's coupon
// layout, else the first with outcomes) or the market type the list shows, each at its main line,
// and that market's outcomes. It depends on exactly those records, so a price change elsewhere
// never reaches it, and it flushes a few times a second: the latest price is what a bettor reads.
// A row shows no match tracker, so the event it holds leaves the tracker out: play moving on the
// tracker, every few seconds in every match, neither travels to the rows nor re-renders them.

import { type Draft, original } from 'immer'
import type { EventSummaryParams, EventSummaryView } from '../../domain/engine/live.ts'
import type { Market, SportEvent } from '../../domain/events/event.ts'
import { listMarket, mainMarket } from '../../domain/events/list-market.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import { mainMarketTypeIdsOf } from '../../domain/reference/main-markets.ts'
import type { SportTableRegion } from '../../domain/reference/sport-tables.ts'
import { sameFields } from '../context/show-records.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'

/**
 * A price list is read, not watched frame by frame: at most one update a second, five times as
 * fresh as the reference product's poll of changes (SPEC.md section 9, 5000 ms). Each update is
 * a frame on the phone's main thread: at 500 ms the quiet list cost it 0.032-0.042 of its time,
 * at 1000 ms 0.024-0.025 (200 matches, 4x). The slip and a match's page keep their own pace.
 */
export const eventSummaryFlushMs = 1000

/**
 * A row's own prices moving flush sooner: a trader's move took 0.5 s on average and 1 s at worst
 * to reach its button at the 1000 ms pace (issue 42 asks 300 ms at the 95th percentile). A screen
 * of rows holds a few dozen prices, which move a few times a second between them at 2,000 changes
 * a second over 200 matches: each such flush carries a row or two.
 */
export const eventSummaryPriceFlushMs = 100

export function eventSummaryView(
  store: LiveStore,
  /** Whose main markets the rows lead with: the brand's coupon layout's (main-markets.ts). */
  region: () => SportTableRegion | undefined = () => undefined,
  /**
   * Asks for a market type's markets that a snapshot of list markets left out, and says whether
   * they are in (live.ts).
   */
  loadMarketTypes: (marketTypeIds: readonly string[]) => boolean = () => true,
): ViewDefinition<EventSummaryParams, EventSummaryView> {
  return {
    flushMs: eventSummaryFlushMs,
    sooner: {
      topic: (topic) => topic.startsWith(topics.outcome('')),
      flushMs: eventSummaryPriceFlushMs,
    },
    create({ eventId, marketTypeIds }) {
      const shownTypeIds = marketTypeIds?.split(',')
      /** The market last shown: kept by a market type's row while the event has it. */
      let shown: Market | undefined
      const priceOf = (id: string) => store.outcomes.get(id)?.consolidatedPrice.currentPrice.decimal
      function rowMarket(): Market | undefined {
        const event = store.events.get(eventId)
        if (!event) return undefined
        const markets = event.marketIds.flatMap((id) => store.markets.get(id) ?? [])
        if (shownTypeIds) return listMarket(markets, shownTypeIds, priceOf, shown?.id)
        return mainMarket(
          markets,
          mainMarketTypeIdsOf(event.sportCode, region()),
          priceOf,
          shown?.id,
        )
      }

      /** The row's event last built: kept while only the tracker has changed since. */
      let rowEvent: SportEvent | undefined

      function build(): EventSummaryView {
        const stored = store.events.get(eventId)
        const event = stored && rowEventOf(stored, rowEvent)
        rowEvent = event
        const market = rowMarket()
        shown = market
        const marketLoading =
          shownTypeIds !== undefined &&
          store.listedOnly.has(eventId) &&
          !loadMarketTypes(shownTypeIds)
        const outcomes: EventSummaryView['outcomes'] = {}
        for (const id of market?.outcomeIds ?? []) {
          const outcome = store.outcomes.get(id)
          if (outcome) outcomes[id] = outcome
        }
        return {
          ...(event ? { event } : {}),
          ...(market ? { market } : {}),
          outcomes,
          ...(marketLoading ? { marketLoading: true as const } : {}),
        }
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
        if (sent.marketLoading !== fresh.marketLoading) {
          if (fresh.marketLoading === undefined) delete draft.marketLoading
          else draft.marketLoading = fresh.marketLoading
        }
        for (const id of Object.keys(sent.outcomes))
          if (!(id in fresh.outcomes)) delete draft.outcomes[id]
        for (const [id, outcome] of Object.entries(fresh.outcomes))
          if (sent.outcomes[id] !== outcome) draft.outcomes[id] = outcome
      }

      return {
        initial: build,
        dependencies() {
          const market = shown
          return [
            topics.liveStore,
            topics.settings,
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

/** The event without its tracker; the one shown before when nothing else in it has changed. */
function rowEventOf(event: SportEvent, shown: SportEvent | undefined): SportEvent {
  const { tracker: _tracker, ...row } = event
  return shown && sameFields<SportEvent>(row, shown) ? shown : row
}
