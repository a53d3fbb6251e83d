// One event with all its markets, as the event page shows it: markets under the sport table's
// market type names, in the order the domain gives (main market first, open before suspended,
// then the period and sorting weights of domain/events/ordering.ts).

import type { EventPageView, MarketGroup } from '../../domain/engine/catalogue.ts'
import type { Market, Outcome } from '../../domain/events/event.ts'
import { sortMarkets } from '../../domain/events/ordering.ts'
import type { LiveStore } from '../../domain/feed/store.ts'
import { marketOrderingOf, sportTableOf } from '../../domain/reference/sport-tables.ts'

/** Markets whose type no sport table names: listed last, under one heading of the view's. */
export const otherMarketsKey = 'other'

/** The page's records as the store holds them now; status and time are the caller's. */
export function readEventPage(
  store: LiveStore,
  eventId: string,
): Pick<EventPageView, 'event' | 'groups' | 'markets' | 'outcomes'> {
  const event = store.events.get(eventId)
  const markets: Record<string, Market> = {}
  const outcomes: Record<string, Outcome> = {}
  if (!event) return { groups: [], markets, outcomes }
  const shown: Market[] = []
  for (const marketId of event.marketIds) {
    const market = store.markets.get(marketId)
    if (!market) continue
    let visible = 0
    for (const outcomeId of market.outcomeIds) {
      const outcome = store.outcomes.get(outcomeId)
      if (!outcome || outcome.hidden) continue
      outcomes[outcomeId] = outcome
      visible += 1
    }
    if (visible === 0) continue
    markets[marketId] = market
    shown.push(market)
  }
  return { event, groups: groupMarkets(event.sportCode, shown), markets, outcomes }
}

/** Groups in the sport table's order of market types; markets in the domain's order in each. */
export function groupMarkets(sportCode: string, markets: readonly Market[]): MarketGroup[] {
  const types = sportTableOf(sportCode)?.marketTypes ?? []
  const groupOf = new Map<string, number>()
  types.forEach((type, index) => {
    for (const id of type.marketTypeIds) groupOf.set(id, index)
  })
  const byGroup = new Map<number, Market[]>()
  for (const market of markets) {
    const index = groupOf.get(market.marketTypeId) ?? types.length
    const list = byGroup.get(index)
    if (list) list.push(market)
    else byGroup.set(index, [market])
  }
  const ordering = marketOrderingOf(sportCode)
  return [...byGroup.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, list]) => ({
      ...(types[index]
        ? { key: types[index].name, name: types[index].name }
        : { key: otherMarketsKey }),
      marketIds: sortMarkets(list, ordering).map((market) => market.id),
    }))
}
