// The odds boosts view: the brand's top boosted outcomes (getOddsBoosts), their events
// loaded into the store with the boosted markets, so each card shows the market's live price
// beside the boost and the boost-odds modal adds the outcome to the slip like any price. Loaded
// again every minute while watched: boosts start and end meanwhile.

import { type Draft, original } from 'immer'
import type { BoostedOutcome } from '../../domain/api/odds-boosts.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import type { BoostCard, OddsBoostsView } from '../../domain/engine/odds-boosts.ts'
import type { NoParams } from '../../domain/engine/views.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import { topics } from '../context/topics.ts'
import type { ViewDefinition } from '../context/view-hub.ts'
import type { CatalogueLoads, EventPage } from './catalogue-requests.ts'
import { refreshedEvents } from './refreshed-events.ts'

const topic = 'odds-boosts'

export function oddsBoostsView(
  store: LiveStore,
  { requests, publish, liveStream }: CatalogueLoads,
): ViewDefinition<NoParams, OddsBoostsView> {
  return {
    create() {
      let boosts: readonly BoostedOutcome[] = []
      const events = refreshedEvents({
        store,
        publish,
        topic,
        async request(signal) {
          const offered = await requests.oddsBoosts(signal)
          if (!offered.ok) return offered
          const listed = offered.data.boosts
          const loaded: ApiResult<EventPage> =
            listed.length === 0
              ? { ok: true, data: { events: [], totalCount: 0 } }
              : await requests.eventsByIds(
                  [...new Set(listed.map((boost) => boost.eventId))],
                  signal,
                  listed.map((boost) => boost.marketTypeId),
                )
          if (loaded.ok && !signal.aborted) boosts = listed
          return loaded
        },
        loadAgainOn: [liveStream.afterSnapshot],
      })
      void events.load()

      function cards(): BoostCard[] {
        return boosts.flatMap((boost) => {
          const event = store.events.get(boost.eventId)
          const market = store.markets.get(boost.marketId)
          const outcome = store.outcomes.get(boost.outcomeId)
          return event && market && outcome ? [{ boost, event, market, outcome }] : []
        })
      }

      return {
        initial: (): OddsBoostsView => ({ status: events.status(), cards: cards() }),
        dependencies: () => [
          topic,
          ...boosts.flatMap((boost) => [
            topics.event(boost.eventId),
            topics.market(boost.marketId),
            topics.outcome(boost.outcomeId),
          ]),
        ],
        update(draft) {
          draft.status = events.status()
          showCards(draft, cards())
        },
        release: events.release,
      }
    },
  }
}

/** Replaces only the cards whose records changed, so an unchanged card keeps its identity. */
function showCards(draft: Draft<OddsBoostsView>, fresh: BoostCard[]): void {
  const sent = (original(draft) as OddsBoostsView).cards
  const same = (a: BoostCard | undefined, b: BoostCard) =>
    a !== undefined &&
    a.boost === b.boost &&
    a.event === b.event &&
    a.market === b.market &&
    a.outcome === b.outcome
  if (sent.length !== fresh.length) {
    draft.cards = fresh
    return
  }
  fresh.forEach((card, index) => {
    if (!same(sent[index], card)) draft.cards[index] = card
  })
}
