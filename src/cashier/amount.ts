// The amount box of the cashier: the bettor's text in the currency's display units, read with
// the stake rules (commas dropped, thousand-scale currencies scaled) and checked against the
// cashier's limits before anything is sent.

import { checkCashierAmount } from '../../domain/money/cashier-limits.ts'
import { isThousandScale } from '../../domain/money/currency.ts'
import { enterStake } from '../../domain/money/stake-text.ts'
import type { I18n } from '../i18n/I18nProvider.tsx'

export type AmountCheck = { ok: true; amount: number } | { ok: false; message: string }

export function readAmount(
  text: string,
  currencyCode: string,
  { t, format }: Pick<I18n, 't' | 'format'>,
): AmountCheck {
  // Counted by its record from the server; none yet, and no amount can be read.
  const currency = format.currency(currencyCode)
  if (!currency) return { ok: false, message: t('cashier.amount.missing') }
  const entry = enterStake(text, -1, currency)
  if (!entry.ok || entry.stake <= 0) return { ok: false, message: t('cashier.amount.missing') }
  const limits = checkCashierAmount(entry.stake, currency)
  if (!limits.ok)
    return {
      ok: false,
      message: t(
        limits.code === 'under-minimum'
          ? 'cashier.amount.underMinimum'
          : 'cashier.amount.overMaximum',
        { limit: format.money(limits.limit, currency.code) },
      ),
    }
  return { ok: true, amount: entry.stake }
}

/** The amount box's label: thousand-scale currencies are typed in thousands, as they are shown. */
export function amountLabel(code: string, { t, format }: Pick<I18n, 't' | 'format'>): string {
  const currency = format.currency(code)
  const inThousands = currency !== undefined && isThousandScale(currency)
  return t(inThousands ? 'cashier.amount.labelInThousands' : 'cashier.amount.label', {
    currency: code,
  })
}
