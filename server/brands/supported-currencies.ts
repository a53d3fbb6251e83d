// The currencies the book takes bets in: every currency with a quick-stake preset (SPEC.md
// section 9) and the thousand-scale ones. Precision is the digits of the minor unit the ledger
// counts in: ISO 4217's, except where the brands count otherwise (IDR in sen, as the gateway
// brand's currency_precision 2 says).

import { displayScale } from '../../domain/money/currency.ts'

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

export interface SupportedCurrency {
  code: string
  precision: number
  displayScale: 1 | 1000
}

export const supportedCurrencies: readonly SupportedCurrency[] = Object.entries(
  precisionByCode,
).map(([code, precision]) => ({
  code,
  precision,
  displayScale: displayScale(code) === 1000 ? 1000 : 1,
}))
