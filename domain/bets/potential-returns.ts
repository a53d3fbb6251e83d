// What a bet would return if every selection won: the betslip's potentialReturns and, for
// each-way, potentialPlaceWin. It is settlement with every leg won, so the slip never promises
// a cent more or less than the server would pay.

import type { PlaceTerms } from './each-way.ts'
import { settleLines } from './settlement.ts'

export interface PotentialReturns {
  potentialReturns: number
  potentialPlaceWin: number
}

export const potentialReturns = (bet: {
  unitStake: number
  legs: ReadonlyArray<{ decimal: number; placeTerms?: PlaceTerms }>
  lines: ReadonlyArray<readonly number[]>
  eachWay: boolean
}): PotentialReturns => {
  const settled = settleLines({
    unitStake: bet.unitStake,
    legs: bet.legs.map((leg) => ({ ...leg, result: 'won' as const })),
    lines: bet.lines,
    eachWay: bet.eachWay,
  })
  return { potentialReturns: settled.returns, potentialPlaceWin: settled.placeReturns }
}

/** A win single's potential return: stake times price, rounded down to the minor unit. */
export const singleReturns = (unitStake: number, decimal: number): number =>
  potentialReturns({ unitStake, legs: [{ decimal }], lines: [[0]], eachWay: false })
    .potentialReturns
