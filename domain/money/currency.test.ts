import { describe, expect, it } from 'vitest'
import {
  type Currency,
  defaultCurrency,
  displayDecimals,
  displayScale,
  displayToMinor,
  isThousandScale,
  minorToDisplay,
} from './currency.ts'
import { ratio } from './ratio.ts'

const vnd: Currency = { code: 'VND', precision: 0 }
const idr: Currency = { code: 'IDR', precision: 2 }

describe('currency scale and precision', () => {
  it('§9 defaults: currencyCode EUR, currency_precision 2', () => {
    expect(defaultCurrency).toEqual({ code: 'EUR', precision: 2 })
  })

  it('§9 thousand-scale currencies: VND, IDR, LAK, MMK, KHR and no others', () => {
    for (const code of ['VND', 'IDR', 'LAK', 'MMK', 'KHR', 'vnd'])
      expect(isThousandScale(code)).toBe(true)
    for (const code of ['EUR', 'GBP', 'KRW', 'THB', 'INR'])
      expect(isThousandScale(code)).toBe(false)
    expect(displayScale('KHR')).toBe(1000)
    expect(displayScale('EUR')).toBe(1)
  })

  it('§5 multi-currency: multiplied by 1000 going in, divided by 1000 for display', () => {
    expect(displayToMinor(50, vnd)).toBe(50_000)
    expect(displayToMinor(12.5, vnd)).toBe(12_500)
    expect(displayToMinor(50, idr)).toBe(5_000_000)
    expect(minorToDisplay(50_000, vnd)).toEqual(ratio(50_000n, 1000n))
    expect(displayToMinor(12.34, defaultCurrency)).toBe(1234)
  })

  it('decimals a bettor may type follow precision and scale', () => {
    expect(displayDecimals(defaultCurrency)).toBe(2)
    expect(displayDecimals(vnd)).toBe(3)
    expect(displayDecimals({ code: 'KRW', precision: 0 })).toBe(0)
  })

  it('no float drift: 0.29 EUR is 29 cents, not 28', () => {
    expect(displayToMinor(0.29, defaultCurrency)).toBe(29)
    expect(displayToMinor(1.005, defaultCurrency)).toBe(101)
  })
})
