import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type SettledLeg, settleLines, settleMultiple, settleSingle } from './settlement.ts'

const won = (decimal: number): SettledLeg => ({ decimal, result: 'won' })
const quarterThree = { numerator: 1, denominator: 4, places: 3 }

describe('settlement', () => {
  it('§3 single bet: a winning single returns stake x price, to the minor unit', () => {
    expect(settleSingle({ unitStake: 1000, leg: won(2.5), eachWay: false }).returns).toBe(2500)
    // 3.33 x 1.67 = 5.5611: rounded down to 5.56.
    expect(settleSingle({ unitStake: 333, leg: won(1.67), eachWay: false }).returns).toBe(556)
  })

  it('§3 single bet: lost returns nothing, void returns the stake', () => {
    expect(
      settleSingle({ unitStake: 1000, leg: { decimal: 2.5, result: 'lost' }, eachWay: false })
        .returns,
    ).toBe(0)
    expect(
      settleSingle({ unitStake: 1000, leg: { decimal: 2.5, result: 'void' }, eachWay: false })
        .returns,
    ).toBe(1000)
  })

  it('§3 single bet: placed without each-way is a loser', () => {
    expect(
      settleSingle({ unitStake: 1000, leg: { decimal: 6, result: 'placed' }, eachWay: false })
        .returns,
    ).toBe(0)
  })

  it('§3 multiple: all legs win returns stake x product of prices', () => {
    const settled = settleMultiple({
      unitStake: 1000,
      legs: [won(2), won(1.5), won(3.1)],
      eachWay: false,
    })
    expect(settled.returns).toBe(9300)
  })

  it('§3 multiple: a void leg drops out of the fold (price 1)', () => {
    const legs: SettledLeg[] = [won(2), { decimal: 1.5, result: 'void' }, won(3.1)]
    expect(settleMultiple({ unitStake: 1000, legs, eachWay: false }).returns).toBe(6200)
  })

  it('§3 multiple: every leg void returns the stake', () => {
    const legs: SettledLeg[] = [
      { decimal: 2, result: 'void' },
      { decimal: 1.5, result: 'void' },
    ]
    expect(settleMultiple({ unitStake: 1000, legs, eachWay: false }).returns).toBe(1000)
  })

  it('§3 multiple: one losing leg loses the fold', () => {
    const legs: SettledLeg[] = [won(2), { decimal: 1.5, result: 'lost' }, won(3.1)]
    expect(settleMultiple({ unitStake: 1000, legs, eachWay: false }).returns).toBe(0)
  })

  it('dead heat: two tied for first pays half the stake at the full price', () => {
    const leg: SettledLeg = {
      decimal: 5,
      result: { deadHeat: { win: { numerator: 1, denominator: 2 } } },
    }
    expect(settleSingle({ unitStake: 1000, leg, eachWay: false }).returns).toBe(2500)
    // In a fold the factor carries through: 10.00 x 5 x 1/2 x 2 = 50.00.
    expect(settleMultiple({ unitStake: 1000, legs: [leg, won(2)], eachWay: false }).returns).toBe(
      5000,
    )
  })

  it('§5 each-way: win and place returns of a winner', () => {
    // 5.00 e/w at 11.00, 1/4 odds 3 places: win 55.00, place 5.00 x 3.50 = 17.50.
    const settled = settleSingle({
      unitStake: 500,
      leg: { ...won(11), placeTerms: quarterThree },
      eachWay: true,
    })
    expect(settled).toEqual({
      returns: 7250,
      winReturns: 5500,
      placeReturns: 1750,
      lineReturns: [5500, 1750],
    })
  })

  it('§5 each-way: a placed selection loses the win part and wins the place part', () => {
    const leg: SettledLeg = { decimal: 11, result: 'placed', placeTerms: quarterThree }
    expect(settleSingle({ unitStake: 500, leg, eachWay: true })).toMatchObject({
      winReturns: 0,
      placeReturns: 1750,
    })
  })

  it('§5 each-way: void returns both stakes, lost returns nothing', () => {
    const voided: SettledLeg = { decimal: 11, result: 'void', placeTerms: quarterThree }
    expect(settleSingle({ unitStake: 500, leg: voided, eachWay: true }).returns).toBe(1000)
    const lost: SettledLeg = { decimal: 11, result: 'lost', placeTerms: quarterThree }
    expect(settleSingle({ unitStake: 500, leg: lost, eachWay: true }).returns).toBe(0)
  })

  it('§5 each-way: dead heat for first reduces the win part, the place part is paid in full', () => {
    const leg: SettledLeg = {
      decimal: 11,
      result: { deadHeat: { win: { numerator: 1, denominator: 2 } } },
      placeTerms: quarterThree,
    }
    expect(settleSingle({ unitStake: 500, leg, eachWay: true })).toMatchObject({
      winReturns: 2750,
      placeReturns: 1750,
    })
  })

  it('§5 each-way: dead heat for the last place reduces the place part only', () => {
    const leg: SettledLeg = {
      decimal: 11,
      result: { deadHeat: { place: { numerator: 1, denominator: 3 } } },
      placeTerms: quarterThree,
    }
    // 17.50 / 3 = 5.8333: rounded down to 5.83.
    expect(settleSingle({ unitStake: 500, leg, eachWay: true })).toMatchObject({
      winReturns: 0,
      placeReturns: 583,
    })
  })

  it('§5 each-way: without place terms the place part settles as a win bet (win only)', () => {
    expect(settleSingle({ unitStake: 500, leg: won(3), eachWay: true }).returns).toBe(3000)
    expect(
      settleSingle({ unitStake: 500, leg: { decimal: 3, result: 'placed' }, eachWay: true })
        .returns,
    ).toBe(0)
  })

  it('§5 each-way: an each-way double folds the place prices too', () => {
    const legs: SettledLeg[] = [
      { ...won(5), placeTerms: quarterThree },
      { decimal: 9, result: 'placed', placeTerms: { numerator: 1, denominator: 5, places: 2 } },
    ]
    // Win line loses; place line: 2.00 x 2.00 x 2.60 = 10.40.
    expect(settleMultiple({ unitStake: 200, legs, eachWay: true })).toMatchObject({
      winReturns: 0,
      placeReturns: 1040,
    })
  })

  it('rounding: each bet line is rounded down to the minor unit, then summed', () => {
    // Three lines of 0.01 at 1.5 each return 0.015 -> 0.01, so 0.03, not round(0.045) = 0.05.
    const settled = settleLines({
      unitStake: 1,
      legs: [won(1.5), won(1.5), won(1.5)],
      lines: [[0], [1], [2]],
      eachWay: false,
    })
    expect(settled.returns).toBe(3)
    expect(settled.lineReturns).toEqual([1, 1, 1])
  })

  it('a line naming a leg the bet lacks is a bug and throws', () => {
    expect(() =>
      settleLines({ unitStake: 1, legs: [won(2)], lines: [[1]], eachWay: false }),
    ).toThrow(RangeError)
  })

  it('§3 multiple (property): legs that all win return stake x product of prices, to the minor unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.array(fc.integer({ min: 1001, max: 50_000 }), { minLength: 1, maxLength: 15 }),
        (unitStake, thousandths) => {
          const settled = settleMultiple({
            unitStake,
            legs: thousandths.map((price) => won(price / 1000)),
            eachWay: false,
          })
          const exact =
            (BigInt(unitStake) * thousandths.reduce((total, price) => total * BigInt(price), 1n)) /
            1000n ** BigInt(thousandths.length)
          expect(settled.returns).toBe(Number(exact))
          const approximate = thousandths.reduce(
            (total, price) => total * (price / 1000),
            unitStake,
          )
          expect(Math.abs(settled.returns - approximate)).toBeLessThanOrEqual(
            Math.max(1, approximate * 1e-12),
          )
        },
      ),
    )
  })

  it('§3 multiple (property): void legs are the same bet without them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.tuple(fc.integer({ min: 1001, max: 20_000 }), fc.boolean()), {
          minLength: 1,
          maxLength: 10,
        }),
        (unitStake, legs) => {
          const all = legs.map(
            ([price, voided]): SettledLeg => ({
              decimal: price / 1000,
              result: voided ? 'void' : 'won',
            }),
          )
          const kept = all.filter((leg) => leg.result !== 'void')
          const expected =
            kept.length === 0
              ? unitStake
              : settleMultiple({ unitStake, legs: kept, eachWay: false }).returns
          expect(settleMultiple({ unitStake, legs: all, eachWay: false }).returns).toBe(expected)
        },
      ),
    )
  })
})
