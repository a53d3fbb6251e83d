// The amount box of the cashier: the bettor's text in the currency's display units, read with
// the stake rules (commas dropped, thousand-scale currencies scaled) and checked against the
// cashier's limits before anything is sent.

import { checkCashierAmount } from '../../domain/money/cashier-limits.ts'
import { type Currency, isThousandScale } from '../../domain/money/currency.ts'
import { enterStake } from '../../domain/money/stake-text.ts'
import { money } from '../ui/format.ts'

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string }

export function readAmount(text: string, currency: Currency): AmountCheck {
  const entry = enterStake(text, -1, currency)
  if (!entry.ok || entry.stake <= 0) return { ok: false, message: 'Enter an amount' }
  const limits = checkCashierAmount(entry.stake, currency)
  if (!limits.ok)
    return {
      ok: false,
      message: `${limits.code === 'under-minimum' ? 'The least' : 'The most'} you can move at once is ${money(limits.limit, currency.code)}`,
    }
  return { ok: true, amount: entry.stake }
}

/** The amount box's label: thousand-scale currencies are typed in thousands, as they are shown. */
export const amountLabel = (code: string): string =>
  isThousandScale(code) ? `Amount (${code}, in thousands)` : `Amount (${code})`
