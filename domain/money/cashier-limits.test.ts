import { describe, expect, it } from 'vitest'
import { cashierLimits, checkCashierAmount } from './cashier-limits.ts'
import type { Currency } from './currency.ts'

const eur: Currency = { code: 'EUR', precision: 2, displayScale: 1 }
const idr: Currency = { code: 'IDR', precision: 2, displayScale: 1000 }

describe('cashier limits', () => {
  it('are 1.00 to 10,000.00 in minor units of a plain currency', () => {
    expect(cashierLimits(eur)).toEqual({ min: 100, max: 1_000_000 })
  })

  it('§9 thousand-scale: IDR limits are 1.00 to 10,000.00 thousand', () => {
    expect(cashierLimits(idr)).toEqual({ min: 100_000, max: 1_000_000_000 })
  })

  it('take the limits themselves and refuse one minor unit beyond', () => {
    expect(checkCashierAmount(100, eur)).toEqual({ ok: true })
    expect(checkCashierAmount(1_000_000, eur)).toEqual({ ok: true })
    expect(checkCashierAmount(99, eur)).toEqual({ ok: false, code: 'under-minimum', limit: 100 })
    expect(checkCashierAmount(1_000_001, eur)).toEqual({
      ok: false,
      code: 'over-maximum',
      limit: 1_000_000,
    })
    expect(checkCashierAmount(99_999, idr)).toMatchObject({ ok: false, code: 'under-minimum' })
  })

  it("a brand's own limits, in displayed units, scale with the currency as the book's do", () => {
    const brand = { min: 20, max: 500 }
    expect(cashierLimits(idr, brand)).toEqual({ min: 2_000_000, max: 50_000_000 })
    expect(checkCashierAmount(50_001, eur, brand)).toEqual({
      ok: false,
      code: 'over-maximum',
      limit: 50_000,
    })
    expect(checkCashierAmount(1_999, eur, brand)).toMatchObject({ code: 'under-minimum' })
  })
})
