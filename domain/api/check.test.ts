import { describe, expect, it } from 'vitest'
import { integer, number } from './check.ts'

describe('numeric checks (docs/api.md: a malformed request names the field)', () => {
  it('integer: a safe integer within its bounds, else the reason naming the field', () => {
    const stake = integer({ min: 1, max: 100 })
    expect(stake(5, 'stake')).toEqual({ ok: true, value: 5 })
    expect(stake(1.5, 'stake')).toEqual({ ok: false, reason: 'stake must be an integer' })
    expect(stake(2 ** 53, 'stake')).toEqual({ ok: false, reason: 'stake must be an integer' })
    expect(stake('5', 'stake')).toEqual({ ok: false, reason: 'stake must be an integer' })
    expect(stake(0, 'stake')).toEqual({ ok: false, reason: 'stake must be at least 1' })
    expect(stake(101, 'stake')).toEqual({ ok: false, reason: 'stake must be at most 100' })
    expect(integer()(-7)).toEqual({ ok: true, value: -7 })
  })

  it('number: a finite number within its bounds, else the reason naming the field', () => {
    const decimal = number({ min: 1 })
    expect(decimal(2.5, 'decimal')).toEqual({ ok: true, value: 2.5 })
    expect(decimal(Number.NaN, 'decimal')).toEqual({
      ok: false,
      reason: 'decimal must be a number',
    })
    expect(decimal(Number.POSITIVE_INFINITY)).toEqual({
      ok: false,
      reason: 'body must be a number',
    })
    expect(decimal(0.5, 'decimal')).toEqual({ ok: false, reason: 'decimal must be at least 1' })
    expect(number({ max: 10 })(10.5, 'x')).toEqual({ ok: false, reason: 'x must be at most 10' })
  })
})
