// How much one deposit or withdrawal may move: 1.00 to 10,000.00 in the units the bettor sees,
// so ten times a thousand dong is still 10.00 on screen (thousand-scale currencies, SPEC.md
// section 9). The server refuses outside them and the cashier screen can say so before sending.

import { type Currency, displayToMinor } from './currency.ts'

/** A deposit's or withdrawal's least and most, in whole displayed units of the currency. */
export interface CashierLimitsShown {
  min: number
  max: number
}

/** The book's limits; a brand may set its own (PUT /admin/brands/{brandId}/cashier-limits). */
export const cashierLimitDefaults: CashierLimitsShown = { min: 1, max: 10_000 }

export interface CashierLimits {
  /** Minor units of the real currency. */
  min: number
  max: number
}

export const cashierLimits = (
  currency: Currency,
  shown: CashierLimitsShown = cashierLimitDefaults,
): CashierLimits => ({
  min: displayToMinor(shown.min, currency),
  max: displayToMinor(shown.max, currency),
})

export type LimitCheck =
  | { ok: true }
  | { ok: false; code: 'under-minimum' | 'over-maximum'; limit: number }

export function checkCashierAmount(
  amount: number,
  currency: Currency,
  shown: CashierLimitsShown = cashierLimitDefaults,
): LimitCheck {
  const limits = cashierLimits(currency, shown)
  if (amount < limits.min) return { ok: false, code: 'under-minimum', limit: limits.min }
  if (amount > limits.max) return { ok: false, code: 'over-maximum', limit: limits.max }
  return { ok: true }
}
