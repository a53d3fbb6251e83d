// Each-way (SPEC.md section 5): two bets of the same unit stake, one to win and one to place,
// the place bet paid at a fraction of the win odds when the selection finishes within the places.

import { add, fromDecimal, multiply, one, type Ratio, ratio, subtract } from '../money/ratio.ts'

/** Place terms: "1/4 the odds, 3 places". */
export interface PlaceTerms {
  numerator: number
  denominator: number
  places: number
}

export interface EachWaySettings {
  each_way_enabled?: boolean
}

/** §5: only if each_way_enabled, the bet shows each-way, and the bettor chose it. */
export const eachWayApplies = (
  settings: EachWaySettings,
  bet: { showEachWay: boolean },
  chosen: boolean,
): boolean => Boolean(settings.each_way_enabled) && bet.showEachWay && chosen

/** Each-way doubles the stake: a win bet and a place bet of the same unit stake. */
export const eachWayStake = (unitStake: number, eachWay: boolean): number =>
  eachWay ? unitStake * 2 : unitStake

/** The place price exactly: 1 + (decimal - 1) x fraction. */
export const placePrice = (decimal: number, terms: PlaceTerms): Ratio =>
  add(one, multiply(subtract(fromDecimal(decimal), one), ratio(terms.numerator, terms.denominator)))
