import { describe, expect, it } from 'vitest'
import type { CombinableSelection } from './combinations.ts'
import { settleBet } from './settle-bet.ts'
import type { LegResult, SettledLeg } from './settlement.ts'

const leg = (
  marketId: string,
  decimal: number,
  result: LegResult,
): SettledLeg & CombinableSelection => ({
  marketId,
  decimal,
  result,
})

describe('settling a placed bet', () => {
  it('§3 single bet: settled through the same rules', () => {
    const settled = settleBet({
      kind: 'single',
      unitStake: 1000,
      eachWay: false,
      leg: leg('a', 3, 'won'),
    })
    expect(settled).toMatchObject({ ok: true, settlement: { returns: 3000 } })
  })

  it('§3 multiple: one line over every leg', () => {
    const legs = [leg('a', 2, 'won'), leg('b', 3, 'won')]
    expect(settleBet({ kind: 'multiple', unitStake: 1000, eachWay: false, legs })).toMatchObject({
      ok: true,
      settlement: { returns: 6000 },
    })
  })

  it('§9 system (Yankee, 019): two winners of four return their double only', () => {
    const legs = [leg('a', 2, 'won'), leg('b', 3, 'won'), leg('c', 4, 'lost'), leg('d', 5, 'lost')]
    const settled = settleBet({
      kind: 'system',
      betTypeId: 200_019,
      unitStake: 100,
      eachWay: false,
      legs,
    })
    expect(settled).toMatchObject({ ok: true, settlement: { returns: 600 } })
  })

  it('§9 system (Lucky 15, 059): singles pay too, and a void leg drops out of every line', () => {
    const legs = [leg('a', 2, 'won'), leg('b', 3, 'void'), leg('c', 4, 'lost'), leg('d', 5, 'lost')]
    const settled = settleBet({
      kind: 'system',
      betTypeId: 200_059,
      unitStake: 100,
      eachWay: false,
      legs,
    })
    // Lines without c or d: a (2.00), b (1.00), ab (2.00) on 1.00 each.
    expect(settled).toMatchObject({ ok: true, settlement: { returns: 500 } })
  })

  it('§9 system (Trixie, each-way): win and place lines for every combination', () => {
    const terms = { numerator: 1, denominator: 4, places: 3 }
    const legs = [
      { ...leg('a', 5, 'won'), placeTerms: terms },
      { ...leg('b', 5, 'placed'), placeTerms: terms },
      { ...leg('c', 5, 'placed'), placeTerms: terms },
    ]
    const settled = settleBet({
      kind: 'system',
      betTypeId: 200_057,
      unitStake: 100,
      eachWay: true,
      legs,
    })
    // Win lines all need b or c to win: 0. Place lines at 2.00 each: three doubles 4.00, treble 8.00.
    expect(settled).toMatchObject({ ok: true, settlement: { winReturns: 0, placeReturns: 2000 } })
  })

  it('§5 system bets are valid only for bet types in the system table', () => {
    const legs = [leg('a', 2, 'won'), leg('b', 3, 'won')]
    expect(
      settleBet({ kind: 'system', betTypeId: 200_099, unitStake: 100, eachWay: false, legs }),
    ).toEqual({
      ok: false,
      reason: 'not-a-system-bet',
    })
    expect(
      settleBet({ kind: 'system', betTypeId: 200_057, unitStake: 100, eachWay: false, legs }),
    ).toEqual({
      ok: false,
      reason: 'no-combinations',
    })
  })
})
