import { describe, expect, it } from 'vitest'
import { defaultCurrency } from '../money/currency.ts'
import {
  combinedOdds,
  multipleDoubleBetTypeId,
  multipleDoubleMinStake,
  multipleDoublePriceFormat,
  multipleMinStake,
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

  it('§5 multiple double: minimum stake is the fixed string 1250.00', () => {
    expect(multipleDoubleMinStake).toBe('1250.00')
    expect(multipleMinStake({ betTypeId: 200_002, minBetStake: 100 }, defaultCurrency)).toBe(
      125_000,
    )
    expect(
      multipleMinStake({ betTypeId: 200_002, minBetStake: 100 }, { code: 'VND', precision: 0 }),
    ).toBe(1_250_000)
  })

  it("§5 multiple: other minimum stakes come from the bet's own fields", () => {
    expect(multipleMinStake({ betTypeId: 200_003, minBetStake: 100 }, defaultCurrency)).toBe(100)
  })

  it("§3 multiple decimal: the product of the legs' prices, without float drift", () => {
    expect(combinedOdds([{ decimal: 1.1 }, { decimal: 1.1 }, { decimal: 1.1 }])).toBe(1.331)
    expect(combinedOdds([{ decimal: 2 }, { decimal: 1.5 }, { decimal: 3.1 }])).toBe(9.3)
  })
})
