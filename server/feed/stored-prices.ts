// The catalogue keeps a price to the thousandth (outcomes.price is numeric(12, 3)), and placement
// judges a bet against that. A batch is published with its prices rounded the same way, so the
// stream shows a bettor the very price their bet is judged against: a feed's 1.82 + 0.25 arrives
// as 2.07, not as 2.0700000000000003, which the stored 2.07 would refuse as moved (RES-00152).

import type { ConsolidatedPrice, MarketWithOutcomes, Price } from '../../domain/events/event.ts'
import type { LiveChange } from '../../domain/feed/change.ts'

const storedPrice = (price: Price): Price => ({
  ...price,
  decimal: Math.round(price.decimal * 1000) / 1000,
})

const storedPrices = ({
  currentPrice,
  penultimatePrice,
  antepenultimatePrice,
}: ConsolidatedPrice): ConsolidatedPrice => ({
  currentPrice: storedPrice(currentPrice),
  ...(penultimatePrice ? { penultimatePrice: storedPrice(penultimatePrice) } : {}),
  ...(antepenultimatePrice ? { antepenultimatePrice: storedPrice(antepenultimatePrice) } : {}),
})

const marketAsStored = (market: MarketWithOutcomes): MarketWithOutcomes => ({
  ...market,
  outcomes: market.outcomes.map((outcome) => ({
    ...outcome,
    consolidatedPrice: storedPrices(outcome.consolidatedPrice),
  })),
})

/** The change with every price it carries as the catalogue stores it. */
export function pricesAsStored(change: LiveChange): LiveChange {
  switch (change.kind) {
    case 'outcome':
      return change.consolidatedPrice
        ? {
            ...change,
            consolidatedPrice: { currentPrice: storedPrice(change.consolidatedPrice.currentPrice) },
          }
        : change
    case 'market-added':
      return { ...change, market: marketAsStored(change.market) }
    case 'event-added':
      return {
        ...change,
        event: { ...change.event, markets: change.event.markets.map(marketAsStored) },
      }
    default:
      return change
  }
}
