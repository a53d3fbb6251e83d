import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  customaryFractions,
  decimalToFraction,
  formatFraction,
  fractionToDecimal,
} from './fractional.ts'

const quoted = (decimal: number) => {
  const fraction = decimalToFraction(decimal)
  return fraction && formatFraction(fraction)
}

describe('uk (fractional) odds', () => {
  it('§9 odds types: uk uses the customary fraction where one exists', () => {
    expect(quoted(2)).toBe('1/1')
    expect(quoted(1.67)).toBe('4/6')
    expect(quoted(2.5)).toBe('6/4')
    expect(quoted(4.33)).toBe('100/30')
    expect(quoted(3.13)).toBe('85/40')
    expect(quoted(1.91)).toBe('10/11')
    expect(quoted(1.62)).toBe('8/13')
    expect(quoted(2.63)).toBe('13/8')
    expect(quoted(11)).toBe('10/1')
    expect(quoted(1.01)).toBe('1/100')
  })

  it('§9 odds types: uk picks the nearer of two customary fractions that display alike', () => {
    // 1/8 (1.125) and 2/15 (1.1333) both display as 1.13.
    expect(quoted(1.125)).toBe('1/8')
    expect(quoted(1.13)).toBe('2/15')
  })

  it('§9 odds types: uk quotes the nearest rung of the fractional ladder, never a reduced decimal', () => {
    expect(quoted(2.78)).toBe('7/4')
    expect(quoted(2.38)).toBe('11/8')
    expect(quoted(1.2)).toBe('1/5')
    expect(quoted(1.19)).toBe('2/11')
    expect(quoted(1.87)).toBe('5/6')
    expect(quoted(7.2)).toBe('6/1')
  })

  it('uk has the rungs UK books quote between 20/1 and 33/1: an acca of 23.00 is 22/1, not 20/1', () => {
    expect(quoted(23)).toBe('22/1')
    expect(quoted(29)).toBe('28/1')
    // Between them, the nearer: 24.71 is nearer 25/1 (26.0) than 22/1 (23.0).
    expect(quoted(24.2)).toBe('22/1')
  })

  it('§9 odds types: uk takes the shorter rung when a price sits halfway between two', () => {
    // 2/1 (3.0) and 85/40 (3.125) meet at 3.0625.
    expect(quoted(3.0625)).toBe('2/1')
  })

  it('§9 odds types: a price shorter than the ladder shows its profit in lowest terms', () => {
    expect(quoted(1.005)).toBe('1/200')
  })

  it('a price that pays nothing has no fraction', () => {
    expect(decimalToFraction(1)).toBeUndefined()
    expect(decimalToFraction(Number.POSITIVE_INFINITY)).toBeUndefined()
  })

  it("a fraction's decimal price is one plus the fraction", () => {
    expect(fractionToDecimal({ numerator: 5, denominator: 2 })).toBe(3.5)
  })

  it('§5 odds round trip: every customary fraction comes back as itself', () => {
    for (const fraction of customaryFractions)
      expect(decimalToFraction(fractionToDecimal(fraction))).toEqual(fraction)
  })

  it('every price on the ladder is quoted as a customary fraction no other rung is nearer to', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), (hundredths) => {
        const decimal = hundredths / 100
        const fraction = decimalToFraction(decimal) ?? { numerator: 0, denominator: 1 }
        expect(customaryFractions).toContainEqual(fraction)
        const distance = Math.abs(fractionToDecimal(fraction) - decimal)
        for (const other of customaryFractions)
          expect(Math.abs(fractionToDecimal(other) - decimal)).toBeGreaterThanOrEqual(distance)
      }),
    )
  })
})
