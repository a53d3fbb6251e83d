// A currency as the bettor sees it and as the ledger counts it. Amounts are integers in minor
// units of the real currency everywhere; the thousand-scale currencies are shown, typed and
// configured in thousands (SPEC.md sections 5 and 9), so 50 on screen is 50,000 VND.

import { fromDecimal, multiply, type Ratio, ratio, roundHalfUp } from './ratio.ts'

export interface Currency {
  code: string
  /** Digits after the decimal point of the minor unit (settings currency_precision). */
  precision: number
}

/** SPEC.md section 9: currencyCode EUR, currency_precision 2. */
export const defaultCurrency: Currency = { code: 'EUR', precision: 2 }

export const thousandScaleCurrencies: readonly string[] = ['VND', 'IDR', 'LAK', 'MMK', 'KHR']

export const isThousandScale = (code: string): boolean =>
  thousandScaleCurrencies.includes(code.toUpperCase())

/** How many real units one displayed unit stands for: 1000 for VND, IDR, LAK, MMK, KHR. */
export const displayScale = (code: string): number => (isThousandScale(code) ? 1000 : 1)

/** Minor units of the real currency in one displayed unit. */
export const minorPerDisplayUnit = (currency: Currency): bigint =>
  10n ** BigInt(currency.precision) * BigInt(displayScale(currency.code))

/** Decimals a bettor may type: 12.345 (thousand) VND is still a whole number of dong. */
export const displayDecimals = (currency: Currency): number =>
  currency.precision + (isThousandScale(currency.code) ? 3 : 0)

/** A displayed amount (50 meaning 50,000 VND) in minor units, to the nearest minor unit. */
export const displayToMinor = (amount: number | Ratio, currency: Currency): number => {
  const exact = typeof amount === 'number' ? fromDecimal(amount) : amount
  return Number(roundHalfUp(multiply(exact, ratio(minorPerDisplayUnit(currency)))))
}

/** Minor units as the exact displayed amount, before any display rounding. */
export const minorToDisplay = (minor: number, currency: Currency): Ratio =>
  ratio(BigInt(minor), minorPerDisplayUnit(currency))
