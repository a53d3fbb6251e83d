import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { floor, fromDecimal, multiply, ratio, roundHalfUp, toNumber } from './ratio.ts'

describe('exact fractions for money', () => {
  it('reads a decimal as printed, not as the nearest binary double', () => {
    expect(fromDecimal(1.67)).toEqual(ratio(167n, 100n))
    expect(fromDecimal(0.1)).toEqual(ratio(1n, 10n))
    expect(fromDecimal(12)).toEqual(ratio(12n))
    expect(fromDecimal(1e-7)).toEqual(ratio(1n, 10_000_000n))
    expect(fromDecimal(-2.5)).toEqual({ numerator: -5n, denominator: 2n })
    expect(ratio(6n, -4n)).toEqual({ numerator: -3n, denominator: 2n })
  })

  it('floors toward minus infinity and rounds halves away from zero', () => {
    expect(floor(ratio(7n, 2n))).toBe(3n)
    expect(floor(ratio(-7n, 2n))).toBe(-4n)
    expect(roundHalfUp(ratio(5n, 2n))).toBe(3n)
    expect(roundHalfUp(ratio(-5n, 2n))).toBe(-3n)
    expect(roundHalfUp(ratio(249n, 100n))).toBe(2n)
  })

  it('0.1 x 3 is exactly 0.3, unlike floats', () => {
    expect(multiply(fromDecimal(0.1), ratio(3n))).toEqual(ratio(3n, 10n))
  })

  it('any 3-decimal number round-trips through a fraction', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (thousandths) => {
        const value = thousandths / 1000
        expect(toNumber(fromDecimal(value))).toBe(value)
      }),
    )
  })

  it('refuses a zero denominator: that is a bug, not a bettor error', () => {
    expect(() => ratio(1n, 0n)).toThrow(RangeError)
  })
})
