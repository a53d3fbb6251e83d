// The order in which markets and outcomes are listed (SPEC.md sections 4 and 5): open ones before
// the others; markets by their sorting weight, a special market first.

import type { Market, OfferStatus } from './event.ts'

export const periodOrderWeight = 1e7
export const periodSequenceWeight = 1e4

/** Open before suspended (or anything else): a bettor looks for what can be backed first. */
export function compareByStatus(a: { status: OfferStatus }, b: { status: OfferStatus }): number {
  return (a.status === 'open' ? 0 : 1) - (b.status === 'open' ? 0 : 1)
}

export interface MarketOrdering {
  /**
   * Where a period type comes in the sport's list (full time before halves, the match before its
   * sets): the period type ids in that order. A period type not listed comes after the listed.
   */
  periodTypeIds?: readonly string[]
  /** Market types shown before all others, such as the sport's main market. */
  specialMarketTypeIds?: ReadonlySet<string>
}

/**
 * 1e7 per place of the period in the sport's order, 1e4 per period sequence, then the market
 * type's own position. A special market weighs -1, below any other. Ordinal positions stay under
 * 1e4 and sequences under 1e3 in every feed seen, so the terms never overlap.
 */
export function marketSortingWeight(market: Market, ordering: MarketOrdering = {}): number {
  if (ordering.specialMarketTypeIds?.has(market.marketTypeId)) return -1
  const periodType = market.period?.periodType
  const listed = periodType ? (ordering.periodTypeIds?.indexOf(periodType.id) ?? -1) : -1
  const periodOrder = listed === -1 ? (ordering.periodTypeIds?.length ?? 0) : listed
  return (
    periodOrder * periodOrderWeight +
    (periodType?.sequence ?? 0) * periodSequenceWeight +
    (market.marketTypeInfo?.ordinalPosition ?? 0)
  )
}

/** A new array: open before the others, then by sorting weight; ties keep the feed's order. */
export function sortMarkets(markets: readonly Market[], ordering: MarketOrdering = {}): Market[] {
  const weights = new Map(markets.map((market) => [market, marketSortingWeight(market, ordering)]))
  return [...markets].sort(
    (a, b) => compareByStatus(a, b) || (weights.get(a) ?? 0) - (weights.get(b) ?? 0),
  )
}

/** A new array: open outcomes before the others, each group in the feed's order. */
export function sortOutcomes<T extends { status: OfferStatus }>(outcomes: readonly T[]): T[] {
  return [...outcomes].sort(compareByStatus)
}
