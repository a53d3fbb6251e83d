// Settlement: what a bet returns once every leg has a result. The server pays with this and
// nothing else, so it is exact: prices and factors are fractions, each bet line's return is
// rounded down to the minor unit once, and the bet returns the sum of its lines.
//
// A bet is a unit stake on lines, each line a fold of legs (a single is one line of one leg,
// a multiple one line of every leg, a system one line per combination). Each-way doubles the
// lines: a win line and a place line per combination, each with the unit stake.

import {
  floor,
  fromDecimal,
  multiply,
  one,
  product,
  type Ratio,
  ratio,
  zero,
} from '../money/ratio.ts'
import type { Fraction } from '../odds/fractional.ts'
import { type PlaceTerms, placePrice } from './each-way.ts'

/**
 * A dead heat: the selection tied with others for a paying position and the stake on that part
 * is reduced by the factor (two tied for one place: 1/2). `win` is present when it tied for
 * first; `place` when the tie was for the last place paid. A selection that tied for first and
 * has no place factor is placed in full.
 */
export interface DeadHeat {
  deadHeat: { win?: Fraction; place?: Fraction }
}

export type LegResult = 'won' | 'lost' | 'void' | 'placed' | DeadHeat

export interface SettledLeg {
  decimal: number
  result: LegResult
  /** Needed for each-way; without them the place part settles as a win bet (win only). */
  placeTerms?: PlaceTerms
}

export interface BetLines {
  /** Minor units per line. */
  unitStake: number
  legs: readonly SettledLeg[]
  /** Each line lists the indexes of its legs in `legs`. */
  lines: ReadonlyArray<readonly number[]>
  eachWay: boolean
}

export interface Settlement {
  /** Minor units: the sum of every line's return. */
  returns: number
  winReturns: number
  placeReturns: number
  /** Per line, in the order of `lines`; place lines follow after all win lines. */
  lineReturns: number[]
}

const fraction = (value: Fraction): Ratio => ratio(value.numerator, value.denominator)

const winMultiplier = (leg: SettledLeg): Ratio => {
  const { result } = leg
  if (result === 'void') return one
  if (result === 'won') return fromDecimal(leg.decimal)
  if (result === 'lost' || result === 'placed') return zero
  return result.deadHeat.win
    ? multiply(fromDecimal(leg.decimal), fraction(result.deadHeat.win))
    : zero
}

const placeMultiplier = (leg: SettledLeg): Ratio => {
  if (!leg.placeTerms) return winMultiplier(leg)
  const { result } = leg
  if (result === 'void') return one
  if (result === 'lost') return zero
  const price = placePrice(leg.decimal, leg.placeTerms)
  if (result === 'won' || result === 'placed') return price
  if (result.deadHeat.place) return multiply(price, fraction(result.deadHeat.place))
  return result.deadHeat.win ? price : zero
}

const lineReturn = (
  unitStake: number,
  legs: readonly SettledLeg[],
  line: readonly number[],
  multiplier: (leg: SettledLeg) => Ratio,
): number => {
  const factors = line.map((index) => {
    const leg = legs[index]
    if (!leg) throw new RangeError(`bet line names leg ${index}, which the bet does not have`)
    return multiplier(leg)
  })
  return Number(floor(multiply(ratio(BigInt(unitStake)), product(factors))))
}

export const settleLines = (bet: BetLines): Settlement => {
  const win = bet.lines.map((line) => lineReturn(bet.unitStake, bet.legs, line, winMultiplier))
  const place = bet.eachWay
    ? bet.lines.map((line) => lineReturn(bet.unitStake, bet.legs, line, placeMultiplier))
    : []
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)
  const winReturns = sum(win)
  const placeReturns = sum(place)
  return {
    returns: winReturns + placeReturns,
    winReturns,
    placeReturns,
    lineReturns: [...win, ...place],
  }
}

export const settleSingle = (bet: { unitStake: number; leg: SettledLeg; eachWay: boolean }) =>
  settleLines({ unitStake: bet.unitStake, legs: [bet.leg], lines: [[0]], eachWay: bet.eachWay })

/** A multiple is one line over every leg; void legs drop out (price 1). */
export const settleMultiple = (bet: {
  unitStake: number
  legs: readonly SettledLeg[]
  eachWay: boolean
}) =>
  settleLines({
    unitStake: bet.unitStake,
    legs: bet.legs,
    lines: [bet.legs.map((_, index) => index)],
    eachWay: bet.eachWay,
  })
