import { describe, expect, it } from 'vitest'
import {
  type Currency,
  currencyIn,
  defaultCurrency,
  displayDecimals,
  displayToMinor,
  isThousandScale,
  minorToDisplay,
} from './currency.ts'
import { ratio } from './ratio.ts'

const vnd: Currency = { code: 'VND', precision: 0, displayScale: 1000 }
const idr: Currency = { code: 'IDR', precision: 2, displayScale: 1000 }

describe('currency scale and precision', () => {
  it('§9 defaults: currencyCode EUR, currency_precision 2', () => {
    expect(defaultCurrency).toEqual({ code: 'EUR', precision: 2, displayScale: 1 })
  })

  it('a currency is in thousands when its record says so, whatever its code', () => {
    expect(isThousandScale(vnd)).toBe(true)
    expect(isThousandScale(defaultCurrency)).toBe(false)
    expect(isThousandScale({ code: 'XYZ', precision: 2, displayScale: 1000 })).toBe(true)
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
    expect(displayDecimals({ code: 'KRW', precision: 0, displayScale: 1 })).toBe(0)
  })

  it('no float drift: 0.29 EUR is 29 cents, not 28', () => {
    expect(displayToMinor(0.29, defaultCurrency)).toBe(29)
    expect(displayToMinor(1.005, defaultCurrency)).toBe(101)
  })

  it("a code is looked up in the server's list, with the brand's minor unit where it has one", () => {
    const list = [defaultCurrency, vnd]
    expect(currencyIn(list, 'vnd')).toEqual(vnd)
    expect(currencyIn(list, 'VND', 2)).toEqual({ code: 'VND', precision: 2, displayScale: 1000 })
    expect(currencyIn(list, 'GBP')).toBeUndefined()
  })
})
