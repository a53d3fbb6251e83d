// A price's trend from its three-price history (SPEC.md section 3: current, penultimate and
// antepenultimate prices): two moves the same way are a trend a bettor may want to see; one move,
// or a move back, is noise.

import type { ConsolidatedPrice } from '../events/event.ts'

/** Shortening: the price fell twice in a row (money is coming for it); drifting: it rose twice. */
export type PriceTrend = 'shortening' | 'drifting'

export function priceTrend(price: ConsolidatedPrice): PriceTrend | undefined {
  const current = price.currentPrice.decimal
  const penultimate = price.penultimatePrice?.decimal
  const antepenultimate = price.antepenultimatePrice?.decimal
  if (penultimate === undefined || antepenultimate === undefined) return undefined
  if (current < penultimate && penultimate < antepenultimate) return 'shortening'
  if (current > penultimate && penultimate > antepenultimate) return 'drifting'
  return undefined
}
