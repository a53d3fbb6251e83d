import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromDecimalOdds, isOddsFormat, type NumericOddsFormat, toDecimalOdds } from './formats.ts'

const numericFormats: NumericOddsFormat[] = ['euro', 'hk', 'us', 'malay', 'indo']

describe('price formats', () => {
  it('§5 odds display: hk = decimal minus 1', () => {
    expect(fromDecimalOdds(2.5, 'hk')).toBe(1.5)
    expect(toDecimalOdds(0.8, 'hk')).toBe(1.8)
  })

  it('§9 odds types: us (American) is +profit per 100 from evens up, -stake to win 100 below', () => {
    expect(fromDecimalOdds(2.5, 'us')).toBe(150)
    expect(fromDecimalOdds(2, 'us')).toBe(100)
    expect(fromDecimalOdds(1.5, 'us')).toBe(-200)
    expect(toDecimalOdds(-200, 'us')).toBe(1.5)
    expect(toDecimalOdds(150, 'us')).toBe(2.5)
  })

  it('§9 odds types: malay is positive up to evens, negative above 2', () => {
    expect(fromDecimalOdds(1.8, 'malay')).toBeCloseTo(0.8, 12)
    expect(fromDecimalOdds(2, 'malay')).toBe(1)
    expect(fromDecimalOdds(3, 'malay')).toBe(-0.5)
    expect(toDecimalOdds(-0.5, 'malay')).toBe(3)
    expect(toDecimalOdds(0.8, 'malay')).toBe(1.8)
  })

  it('§9 odds types: indo is positive from evens up, negative below 2', () => {
    expect(fromDecimalOdds(3, 'indo')).toBe(2)
    expect(fromDecimalOdds(1.5, 'indo')).toBe(-2)
    expect(toDecimalOdds(-2, 'indo')).toBe(1.5)
    expect(toDecimalOdds(2, 'indo')).toBe(3)
  })

  it('figures that are no price are refused as values', () => {
    expect(fromDecimalOdds(1, 'us')).toBeUndefined()
    expect(fromDecimalOdds(Number.NaN, 'hk')).toBeUndefined()
    expect(toDecimalOdds(50, 'us')).toBeUndefined()
    expect(toDecimalOdds(-50, 'us')).toBeUndefined()
    expect(toDecimalOdds(1.5, 'malay')).toBeUndefined()
    expect(toDecimalOdds(0, 'malay')).toBeUndefined()
    expect(toDecimalOdds(0.5, 'indo')).toBeUndefined()
    expect(toDecimalOdds(1, 'euro')).toBeUndefined()
    expect(toDecimalOdds(0, 'hk')).toBeUndefined()
  })

  it('§3 player settings: oddsType is one of euro, uk, us, indo, malay, hk', () => {
    for (const format of ['euro', 'uk', 'us', 'indo', 'malay', 'hk'])
      expect(isOddsFormat(format)).toBe(true)
    expect(isOddsFormat('not_selected')).toBe(false)
  })

  it('§5 odds round trip: decimal to any format and back is the same price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1001, max: 1_000_000 }),
        fc.constantFrom(...numericFormats),
        (thousandths, format) => {
          const decimal = thousandths / 1000
          const shown = fromDecimalOdds(decimal, format)
          expect(shown).toBeDefined()
          expect(toDecimalOdds(shown as number, format)).toBeCloseTo(decimal, 9)
        },
      ),
    )
  })

  it('§5 odds round trip: any valid figure in a format survives going through decimal', () => {
    const figures: Record<NumericOddsFormat, fc.Arbitrary<number>> = {
      euro: fc.double({ min: 1.001, max: 1000, noNaN: true }),
      hk: fc.double({ min: 0.001, max: 1000, noNaN: true }),
      us: fc.oneof(
        fc.double({ min: 100, max: 100_000, noNaN: true }),
        fc.double({ min: -100_000, max: -100, noNaN: true }),
      ),
      malay: fc.oneof(
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        fc.double({ min: -1, max: -0.001, noNaN: true }),
      ),
      indo: fc.oneof(
        fc.double({ min: 1, max: 1000, noNaN: true }),
        fc.double({ min: -1000, max: -1, noNaN: true }),
      ),
    }
    for (const format of numericFormats)
      fc.assert(
        fc.property(figures[format], (figure) => {
          const decimal = toDecimalOdds(figure, format) as number
          const back = fromDecimalOdds(decimal, format) as number
          // At exactly evens +1 and -1 (or +100 and -100) are the same price.
          if (Math.abs(decimal - 2) < 1e-12) expect(Math.abs(back)).toBeCloseTo(Math.abs(figure), 9)
          else expect(back).toBeCloseTo(figure, 6)
        }),
      )
  })
})
