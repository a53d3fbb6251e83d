import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CombinableSelection } from './combinations.ts'
import { settleBet } from './settle-bet.ts'
import { type LegResult, type SettledLeg, settleMultiple } from './settlement.ts'
import { systemBetType, systemBetTypes } from './system-table.ts'
import { systemLines } from './systems.ts'

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

  it('§9 system (property): a system returns the sum of its lines settled as multiples', () => {
    const result = fc.constantFrom<LegResult>('won', 'lost', 'void', 'placed')
    fc.assert(
      fc.property(
        fc.constantFrom(...systemBetTypes.filter((type) => type.fullCover)),
        fc.array(fc.tuple(fc.integer({ min: 101, max: 2000 }), result), {
          minLength: 8,
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: 100_000 }),
        (type, picks, unitStake) => {
          const legs = picks
            .slice(0, type.selections)
            .map(([price, outcome], index) => leg(`m${index}`, price / 100, outcome))
          const settled = settleBet({
            kind: 'system',
            betTypeId: 200_000 + Number(type.code),
            unitStake,
            eachWay: false,
            legs,
          })
          const expected = systemLines(type, legs)
            .map(
              (line) =>
                settleMultiple({
                  unitStake,
                  eachWay: false,
                  legs: line.map((index) => legs[index] as SettledLeg),
                }).returns,
            )
            .reduce((total, value) => total + value, 0)
          expect(settled).toMatchObject({ ok: true, settlement: { returns: expected } })
        },
      ),
    )
  })

  it('§5 each-way (property): legs that all win return the win fold plus the place fold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 101, max: 5000 }), fc.constantFrom(4, 5)), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.integer({ min: 1, max: 100_000 }),
        (picks, unitStake) => {
          const legs = picks.map(([price, denominator], index) => ({
            ...leg(`m${index}`, price / 100, 'won'),
            placeTerms: { numerator: 1, denominator, places: 3 },
          }))
          const settled = settleBet({ kind: 'multiple', unitStake, eachWay: true, legs })
          const win =
            picks.reduce((total, [price]) => total * BigInt(price), BigInt(unitStake)) /
            100n ** BigInt(picks.length)
          // Place price p/100 at 1/d: (100d + p - 100) / (100d).
          const placeNumerator = picks.reduce(
            (total, [price, d]) => total * BigInt(100 * d + price - 100),
            BigInt(unitStake),
          )
          const placeDenominator = picks.reduce((total, [, d]) => total * BigInt(100 * d), 1n)
          expect(settled).toMatchObject({
            ok: true,
            settlement: {
              winReturns: Number(win),
              placeReturns: Number(placeNumerator / placeDenominator),
            },
          })
        },
      ),
    )
  })

  it('§9 table: every type is found again from its betTypeId', () => {
    for (const type of systemBetTypes) expect(systemBetType(200_000 + Number(type.code))).toBe(type)
  })
})
