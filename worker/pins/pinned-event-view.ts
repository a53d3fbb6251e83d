// One tile of the multi-view: a pinned event with its tracker's moments, and the markets chosen
// for its tile (else its main market) with their outcomes. It depends on exactly those records, so
// a price change in another market of the event, or in another event, never reaches it. A tile
// draws no play, so the event it holds leaves the play out: play moving on the tracker, every few
// seconds in every match, neither travels to the tile nor re-renders it.

import { type Draft, original } from 'immer'
import type { PinnedEventParams, PinnedEventView } from '../../domain/engine/pins.ts'
import type { SportEvent } from '../../domain/events/event.ts'
import { mainMarket } from '../../domain/events/list-market.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import { type MainMarketRegion, mainMarketTypeIdsOf } from '../../domain/reference/main-markets.ts'
import { loadWholeEvent, type WholeEventLoads } from '../context/load-whole-event.ts'
import { sameFields, showRecords } from '../context/show-records.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'

/**
 * Eight tiles side by side are read, not watched frame by frame: two updates a second show a
 * price move as it happens and keep a phone's main thread quiet.
 */
export const pinnedEventFlushMs = 500

export function pinnedEventView(
  store: LiveStore,
  /** Whose main markets a tile leads with: the brand's coupon layout's (main-markets.ts). */
  region: () => MainMarketRegion | undefined,
  /** Loads an event whole, for a tile whose event or chosen market the store lacks. */
  loads: WholeEventLoads,
): ViewDefinition<PinnedEventParams, PinnedEventView> {
  return {
    flushMs: pinnedEventFlushMs,
    create({ eventId, marketIds }) {
      const chosen = marketIds === '' ? [] : marketIds.split(',')
      /** The main market last shown: kept while the event has it, so the tile does not jump. */
      let shownMain: string | undefined
      /** The tile's event last built: kept while only the play has changed since. */
      let tileEvent: SportEvent | undefined

      function shownIds(): string[] {
        if (chosen.length > 0) return chosen.filter((id) => store.markets.has(id))
        const event = store.events.get(eventId)
        if (!event) return []
        const main = mainMarket(
          event.marketIds.flatMap((id) => store.markets.get(id) ?? []),
          mainMarketTypeIdsOf(event.sportCode, region()),
          (id) => store.outcomes.get(id)?.consolidatedPrice.currentPrice.decimal,
          shownMain,
        )
        shownMain = main?.id
        return main ? [main.id] : []
      }

      function build(): PinnedEventView {
        const stored = store.events.get(eventId)
        const event = stored && tileEventOf(stored, tileEvent)
        tileEvent = event
        const ids = shownIds()
        const markets: PinnedEventView['markets'] = {}
        const outcomes: PinnedEventView['outcomes'] = {}
        for (const id of ids) {
          const market = store.markets.get(id)
          if (!market) continue
          markets[id] = market
          for (const outcomeId of market.outcomeIds) {
            const outcome = store.outcomes.get(outcomeId)
            if (outcome) outcomes[outcomeId] = outcome
          }
        }
        // An event held as a list row lacks its other markets; one the store lacks, all of them.
        const missing =
          !event || (store.listedOnly.has(eventId) && chosen.some((id) => !store.markets.has(id)))
        return { ...(event ? { event } : {}), marketIds: ids, markets, outcomes, missing }
      }

      const abort = new AbortController()
      /** Asked for whole since the last snapshot: a failed load is tried again after the next. */
      let asked = false
      const stopListening = loads.liveStream.afterSnapshot(() => {
        asked = false
      })
      // In the engine, not through the event page's view: the page would be sent every market of
      // the event, which a tile never draws (about 100 KB a tile).
      function loadWhenMissing(): void {
        if (!last.missing || asked) return
        asked = true
        void loadWholeEvent(store, loads, eventId, abort.signal)
      }

      let last = build()
      loadWhenMissing()
      return {
        initial: () => last,
        dependencies() {
          const list = [topics.event(eventId), topics.liveSnapshot]
          for (const id of chosen) list.push(topics.market(id))
          for (const id of last.marketIds) {
            list.push(topics.market(id))
            for (const outcomeId of last.markets[id]?.outcomeIds ?? [])
              list.push(topics.outcome(outcomeId))
          }
          return list
        },
        update(draft) {
          last = build()
          show(draft, last)
          loadWhenMissing()
        },
        release() {
          stopListening()
          abort.abort()
        },
      }
    },
  }
}

/** The event with its tracker's moments only; the one shown before while nothing in it changed. */
function tileEventOf(event: SportEvent, shown: SportEvent | undefined): SportEvent {
  const moments = event.tracker?.moments
  // The feed sends the whole tracker when its play moves: moments equal to those shown are kept.
  const tracker =
    moments === undefined
      ? undefined
      : shown?.tracker && JSON.stringify(shown.tracker.moments) === JSON.stringify(moments)
        ? shown.tracker
        : { moments }
  const { tracker: _tracker, ...fields } = event
  const tile: SportEvent = tracker ? { ...fields, tracker } : fields
  return shown && sameFields(tile, shown) ? shown : tile
}

/** Puts into the draft only the records that are other records: equal ones send nothing. */
function show(draft: Draft<PinnedEventView>, fresh: PinnedEventView): void {
  const sent = original(draft) as PinnedEventView
  if (sent.event !== fresh.event) {
    if (fresh.event === undefined) delete draft.event
    // Field by field: the score moving sends the score, and the tile's other parts keep theirs.
    else if (sent.event && draft.event)
      showRecords(draft.event as Record<string, unknown>, sent.event, fresh.event)
    else draft.event = fresh.event
  }
  if (sent.marketIds.join() !== fresh.marketIds.join()) draft.marketIds = fresh.marketIds
  if (sent.missing !== fresh.missing) draft.missing = fresh.missing
  for (const key of ['markets', 'outcomes'] as const)
    showRecords(draft[key] as Record<string, unknown>, sent[key], fresh[key])
}
