// The currencies the book takes bets in (GET /xapi/rest/currencies lists them for the client):
// every currency with a quick-stake preset (SPEC.md section 9) and the thousand-scale ones.
// Precision is the digits of the minor unit the ledger counts in: ISO 4217's, except where the
// brands count otherwise (IDR in sen, as the gateway brand's currency_precision 2 says).

import type { Currency } from '../../domain/money/currency.ts'

const precisionByCode: Readonly<Record<string, number>> = {
  EUR: 2,
  GBP: 2,
  USD: 2,
  KES: 2,
  GHS: 2,
  PHP: 2,
  IDR: 2,
  CNY: 2,
  INR: 2,
  RUB: 2,
  KRW: 0,
  MYR: 2,
  PLN: 2,
  TRY: 2,
  THB: 2,
  VND: 0,
  LAK: 0,
  MMK: 0,
  KHR: 0,
}

/** SPEC.md section 9: shown, typed and configured in thousands. */
const thousandScaleCodes: ReadonlySet<string> = new Set(['VND', 'IDR', 'LAK', 'MMK', 'KHR'])

const scaleOf = (code: string): 1 | 1000 => (thousandScaleCodes.has(code.toUpperCase()) ? 1000 : 1)

export const supportedCurrencies: readonly Currency[] = Object.entries(precisionByCode).map(
  ([code, precision]) => ({ code, precision, displayScale: scaleOf(code) }),
)

/**
 * A currency as the server counts an account's or a brand's money in it: the brand's
 * currency_precision (the digits its ledger keeps) and the scale the client is told.
 */
export const currencyRecord = (code: string, precision: number): Currency => ({
  code,
  precision,
  displayScale: scaleOf(code),
})
