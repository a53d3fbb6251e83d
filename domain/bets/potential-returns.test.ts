import { describe, expect, it } from 'vitest'
import { potentialReturns } from './potential-returns.ts'

describe('potential returns', () => {
  it('§3 single bet potentialReturns: stake x price', () => {
    expect(
      potentialReturns({
        unitStake: 1000,
        legs: [{ decimal: 1.91 }],
        lines: [[0]],
        eachWay: false,
      }),
    ).toEqual({
      potentialReturns: 1910,
      potentialPlaceWin: 0,
    })
  })

  it('§3 multiple / system bet potentialPlaceWin: the place part of an each-way bet', () => {
    const legs = [{ decimal: 11, placeTerms: { numerator: 1, denominator: 4, places: 3 } }]
    expect(potentialReturns({ unitStake: 500, legs, lines: [[0]], eachWay: true })).toEqual({
      potentialReturns: 7250,
      potentialPlaceWin: 1750,
    })
  })

  it('§9 system bets potential returns: the sum over every line (a Trixie at 2.00 x3)', () => {
    const legs = [{ decimal: 2 }, { decimal: 2 }, { decimal: 2 }]
    const lines = [
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ]
    // Three doubles at 4.00 and a treble at 8.00 on 1.00 each.
    expect(potentialReturns({ unitStake: 100, legs, lines, eachWay: false }).potentialReturns).toBe(
      2000,
    )
  })
})
