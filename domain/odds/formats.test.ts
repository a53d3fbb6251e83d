import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromDecimalOdds, isOddsFormat, type NumericOddsFormat } from './formats.ts'

const numericFormats: NumericOddsFormat[] = ['euro', 'hk', 'us', 'malay', 'indo']

describe('price formats', () => {
  it('§5 odds display: hk = decimal minus 1', () => {
    expect(fromDecimalOdds(2.5, 'hk')).toBe(1.5)
  })

  it('§9 odds types: us (American) is +profit per 100 from evens up, -stake to win 100 below', () => {
    expect(fromDecimalOdds(2.5, 'us')).toBe(150)
    expect(fromDecimalOdds(2, 'us')).toBe(100)
    expect(fromDecimalOdds(1.5, 'us')).toBe(-200)
  })

  it('§9 odds types: malay is positive up to evens, negative above 2', () => {
    expect(fromDecimalOdds(1.8, 'malay')).toBeCloseTo(0.8, 12)
    expect(fromDecimalOdds(2, 'malay')).toBe(1)
    expect(fromDecimalOdds(3, 'malay')).toBe(-0.5)
  })

  it('§9 odds types: indo is positive from evens up, negative below 2', () => {
    expect(fromDecimalOdds(3, 'indo')).toBe(2)
    expect(fromDecimalOdds(1.5, 'indo')).toBe(-2)
  })

  it('a price that pays nothing has no figure', () => {
    expect(fromDecimalOdds(1, 'us')).toBeUndefined()
    expect(fromDecimalOdds(Number.NaN, 'hk')).toBeUndefined()
  })

  it('§3 player settings: oddsType is one of euro, uk, us, indo, malay, hk', () => {
    for (const format of ['euro', 'uk', 'us', 'indo', 'malay', 'hk'])
      expect(isOddsFormat(format)).toBe(true)
    expect(isOddsFormat('not_selected')).toBe(false)
  })

  it('every price that pays has a figure in each numeric format', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1001, max: 1_000_000 }),
        fc.constantFrom(...numericFormats),
        (thousandths, format) => {
          expect(fromDecimalOdds(thousandths / 1000, format)).toBeDefined()
        },
      ),
    )
  })
})
