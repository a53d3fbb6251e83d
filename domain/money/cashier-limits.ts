// How much one deposit or withdrawal may move: 1.00 to 10,000.00 in the units the bettor sees,
// so ten times a thousand dong is still 10.00 on screen (thousand-scale currencies, SPEC.md
// section 9). The server refuses outside them and the cashier screen can say so before sending.

import { type Currency, displayToMinor } from './currency.ts'

/** In displayed units of the account's currency. */
export const cashierLimitDefaults = { min: 1, max: 10_000 } as const

export interface CashierLimits {
  /** Minor units of the real currency. */
  min: number
  max: number
}

export const cashierLimits = (currency: Currency): CashierLimits => ({
  min: displayToMinor(cashierLimitDefaults.min, currency),
  max: displayToMinor(cashierLimitDefaults.max, currency),
})

export type LimitCheck =
  | { ok: true }
  | { ok: false; code: 'under-minimum' | 'over-maximum'; limit: number }

export function checkCashierAmount(amount: number, currency: Currency): LimitCheck {
  const limits = cashierLimits(currency)
  if (amount < limits.min) return { ok: false, code: 'under-minimum', limit: limits.min }
  if (amount > limits.max) return { ok: false, code: 'over-maximum', limit: limits.max }
  return { ok: true }
}
