// A currency as the bettor sees it and as the ledger counts it. Amounts are integers in minor
// units of the real currency everywhere; the thousand-scale currencies are shown, typed and
// configured in thousands (SPEC.md sections 5 and 9), so 50 on screen is 50,000 VND. Which
// currencies those are, and each one's minor unit, is the server's to say (GET
// /xapi/rest/currencies): every rule here takes the currency's record, never a code alone.

import type { CurrencyEntry } from '../api/site.ts'
import { fromDecimal, multiply, type Ratio, ratio, roundHalfUp } from './ratio.ts'

/**
 * What the arithmetic reads of a currency's record: its code, the digits of its minor unit (the
 * brand's currency_precision) and how many real units one displayed unit stands for.
 */
export type Currency = Pick<CurrencyEntry, 'code' | 'precision' | 'displayScale'>

/** SPEC.md section 9: currencyCode EUR, currency_precision 2. */
export const defaultCurrency: Currency = { code: 'EUR', precision: 2, displayScale: 1 }

/** Shown, typed and configured in thousands (VND, IDR, LAK, MMK, KHR in SPEC.md section 9). */
export const isThousandScale = (currency: Currency): boolean => currency.displayScale === 1000

/** Minor units of the real currency in one displayed unit. */
export const minorPerDisplayUnit = (currency: Currency): bigint =>
  10n ** BigInt(currency.precision) * BigInt(currency.displayScale)

/** Decimals a bettor may type: 12.345 (thousand) VND is still a whole number of dong. */
export const displayDecimals = (currency: Currency): number =>
  currency.precision + (isThousandScale(currency) ? 3 : 0)

/** A displayed amount (50 meaning 50,000 VND) in minor units, to the nearest minor unit. */
export const displayToMinor = (amount: number | Ratio, currency: Currency): number => {
  const exact = typeof amount === 'number' ? fromDecimal(amount) : amount
  return Number(roundHalfUp(multiply(exact, ratio(minorPerDisplayUnit(currency)))))
}

/** Minor units as the exact displayed amount, before any display rounding. */
export const minorToDisplay = (minor: number, currency: Currency): Ratio =>
  ratio(BigInt(minor), minorPerDisplayUnit(currency))

/**
 * The currency of a code in the server's list, with the brand's minor unit (currency_precision)
 * where the brand counts otherwise than the list; undefined while the list has not got it.
 */
export const currencyIn = (
  currencies: readonly Currency[],
  code: string,
  precision?: number,
): Currency | undefined => {
  const found = currencies.find((currency) => currency.code === code.toUpperCase())
  if (!found) return undefined
  const { displayScale } = found
  return { code: found.code, precision: precision ?? found.precision, displayScale }
}
