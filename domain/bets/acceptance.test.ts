import { describe, expect, it } from 'vitest'
import { acceptPrice, validTolerance, withinTolerance } from './acceptance.ts'

describe('acceptPrice', () => {
  it('D takes only the price seen', () => {
    expect(acceptPrice(2.5, 2.5, { userAcceptOdds: 'D' })).toEqual({ ok: true, decimal: 2.5 })
    expect(acceptPrice(2.5, 2.6, { userAcceptOdds: 'D' })).toEqual({
      ok: false,
      code: 'RES-00152',
      currentDecimal: 2.6,
    })
    expect(acceptPrice(2.5, 2.4, { userAcceptOdds: 'D' }).ok).toBe(false)
  })

  it('H takes a higher price, never a lower one', () => {
    expect(acceptPrice(2.5, 2.6, { userAcceptOdds: 'H' })).toEqual({ ok: true, decimal: 2.6 })
    expect(acceptPrice(2.5, 2.49, { userAcceptOdds: 'H' }).ok).toBe(false)
  })

  it('A takes any price, at the current one', () => {
    expect(acceptPrice(2.5, 1.5, { userAcceptOdds: 'A' })).toEqual({ ok: true, decimal: 1.5 })
  })

  it('a tolerance takes a move within it either way, and refuses one past it', () => {
    const within = { userAcceptOdds: 'D' as const, tolerancePercent: 5 }
    expect(acceptPrice(2.0, 2.1, within)).toEqual({ ok: true, decimal: 2.1 })
    expect(acceptPrice(2.0, 1.9, within)).toEqual({ ok: true, decimal: 1.9 })
    expect(acceptPrice(2.0, 2.101, within).ok).toBe(false)
    expect(acceptPrice(2.0, 1.899, within).ok).toBe(false)
    // H with a tolerance: higher always, lower within the tolerance.
    expect(acceptPrice(2.0, 1.95, { userAcceptOdds: 'H', tolerancePercent: 5 }).ok).toBe(true)
    expect(acceptPrice(2.0, 1.8, { userAcceptOdds: 'H', tolerancePercent: 5 }).ok).toBe(false)
  })

  it('compares exactly at the edge (no float error)', () => {
    expect(withinTolerance(1.1, 1.133, 3)).toBe(true)
    expect(withinTolerance(1.1, 1.134, 3)).toBe(false)
    expect(withinTolerance(3.333, 3.432, 3)).toBe(true)
    expect(withinTolerance(3.333, 3.433, 3)).toBe(false)
  })

  it('a tolerance is 0 to 100 per cent with two decimals', () => {
    expect(validTolerance(0)).toBe(true)
    expect(validTolerance(2.5)).toBe(true)
    expect(validTolerance(100)).toBe(true)
    expect(validTolerance(-1)).toBe(false)
    expect(validTolerance(100.01)).toBe(false)
    expect(validTolerance(1.005)).toBe(false)
    expect(validTolerance(Number.NaN)).toBe(false)
    expect(validTolerance(0.29)).toBe(true)
    expect(validTolerance(12.34)).toBe(true)
    // Would be stored as 0 (the column has two decimals) and answered as given.
    expect(validTolerance(1e-300)).toBe(false)
    expect(validTolerance(33.333)).toBe(false)
  })
})
