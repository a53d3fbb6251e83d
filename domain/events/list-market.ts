// Which of an event's markets a list row shows for a market type. Of a market type with lines
// (total goals at 1.5, 2.5, 3.5…) it is the main line: the one whose prices are closest to each
// other, in the first period the event offers it in (the whole match before a half). The line
// shown is kept while the event still has it, so a row does not jump between two lines as their
// prices move; a new one is picked when it goes (settled, or taken off after a goal).

import type { Market } from './event.ts'

/** A row has room for two or three prices. */
const fitsRow = (market: Market) => market.outcomeIds.length >= 2 && market.outcomeIds.length <= 3

export function listMarket(
  markets: readonly Market[],
  marketTypeIds: readonly string[],
  priceOf: (outcomeId: string) => number | undefined,
  shownBefore?: string,
): Market | undefined {
  const candidates = markets.filter(
    (market) => marketTypeIds.includes(market.marketTypeId) && fitsRow(market),
  )
  const kept = candidates.find((market) => market.id === shownBefore)
  if (kept) return kept
  const period = candidates[0]?.periodId
  let best: Market | undefined
  let bestSpread = Number.POSITIVE_INFINITY
  for (const market of candidates) {
    if (market.periodId !== period) continue
    const spread = priceSpread(market, priceOf)
    if (best === undefined || spread < bestSpread) {
      best = market
      bestSpread = spread
    }
  }
  return best
}

/**
 * The market an event leads with where no market type is asked for (a list row, a pinned tile):
 * its sport's main market at the main line, else the first market with outcomes.
 */
export function mainMarket(
  markets: readonly Market[],
  mainMarketTypeIds: readonly string[],
  priceOf: (outcomeId: string) => number | undefined,
  shownBefore?: string,
): Market | undefined {
  return (
    listMarket(markets, mainMarketTypeIds, priceOf, shownBefore) ??
    markets.find((market) => market.outcomeIds.length > 0)
  )
}

/** The highest price over the lowest: 1 for an even line; a line missing a price comes last. */
function priceSpread(market: Market, priceOf: (outcomeId: string) => number | undefined): number {
  let low = Number.POSITIVE_INFINITY
  let high = 0
  for (const id of market.outcomeIds) {
    const price = priceOf(id)
    if (price === undefined) return Number.POSITIVE_INFINITY
    low = Math.min(low, price)
    high = Math.max(high, price)
  }
  return high / low
}
