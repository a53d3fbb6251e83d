import { describe, expect, it } from 'vitest'
import { defaultCurrency } from '../money/currency.ts'
import {
  combinedOdds,
  doubleMinStake,
  multipleDoubleBetTypeId,
  multipleDoubleMinStake,
  multipleDoublePriceFormat,
  multipleName,
  offerMultiple,
} from './multiple.ts'
import type { SlipSelection } from './slip.ts'

const selection = (outcomeId: string, eventId: string): SlipSelection => ({
  outcomeId,
  eventId,
  marketId: `${eventId}-m`,
  decimal: 2,
})

describe('the multiple (§5)', () => {
  it('§5 multiple: needs at least two selections', () => {
    expect(offerMultiple([])).toBeUndefined()
    expect(offerMultiple([selection('1', 'a')])).toBeUndefined()
  })

  it('§5 multiple: all from different events, otherwise none is offered', () => {
    expect(offerMultiple([selection('1', 'a'), selection('2', 'a')])).toBeUndefined()
    expect(
      offerMultiple([selection('1', 'a'), selection('2', 'b'), selection('3', 'a')]),
    ).toBeUndefined()
  })

  it('§3 multiple ref mul1; §9 the double is betTypeId 200002 with price format 4', () => {
    const double = offerMultiple([selection('1', 'a'), selection('2', 'b')])
    expect(double).toMatchObject({ betTypeId: 200_002, ref: 'mul1' })
    expect(double?.legs.map((leg) => leg.outcomeId)).toEqual(['1', '2'])
    expect(multipleDoubleBetTypeId).toBe(200_002)
    expect(multipleDoublePriceFormat).toBe(4)
    expect(
      offerMultiple([selection('1', 'a'), selection('2', 'b'), selection('3', 'c')])?.betTypeId,
    ).toBe(200_003)
  })

  it('§3 includeInMultiples: a selection kept out does not count', () => {
    const kept = offerMultiple([
      selection('1', 'a'),
      { ...selection('2', 'a'), includeInMultiples: false },
      selection('3', 'b'),
    ])
    expect(kept?.legs.map((leg) => leg.outcomeId)).toEqual(['1', '3'])
  })

  it('§5 multiple double: 1250.00 where it is a small stake, in a thousand-scale currency', () => {
    expect(multipleDoubleMinStake).toBe('1250.00')
    expect(doubleMinStake({}, { code: 'VND', precision: 0, displayScale: 1000 })).toBe(1_250_000)
    expect(
      doubleMinStake(
        { bet_stake_min_amount: '10' },
        { code: 'IDR', precision: 2, displayScale: 1000 },
      ),
    ).toBe(125_000_000)
  })

  it("§5 multiple double: elsewhere the brand's own minimum stake, not 1,250 euros", () => {
    expect(doubleMinStake({}, defaultCurrency)).toBe(0)
    expect(doubleMinStake({ bet_stake_min_amount: '0.50' }, defaultCurrency)).toBe(50)
  })

  it("§5 multiple double: a brand's multiple_double_min_stake_amount decides in any currency", () => {
    const settings = { multiple_double_min_stake_amount: '2.50', bet_stake_min_amount: '1' }
    expect(doubleMinStake(settings, defaultCurrency)).toBe(250)
    expect(doubleMinStake(settings, { code: 'VND', precision: 0, displayScale: 1000 })).toBe(2500)
    expect(doubleMinStake({ multiple_double_min_stake_amount: ' ' }, defaultCurrency)).toBe(0)
  })

  it('§5 multiple: named Double, Treble, then n-Fold Accumulator', () => {
    expect([2, 3, 6].map(multipleName)).toEqual(['Double', 'Treble', '6-Fold Accumulator'])
  })

  it("§3 multiple decimal: the product of the legs' prices, without float drift", () => {
    expect(combinedOdds([{ decimal: 1.1 }, { decimal: 1.1 }, { decimal: 1.1 }])).toBe(1.331)
    expect(combinedOdds([{ decimal: 2 }, { decimal: 1.5 }, { decimal: 3.1 }])).toBe(9.3)
  })
})
