// bet_stake_min_amount, bet_stake_max_amount and bet_max_payout_amount arrive as text from the
// brand's settings, with thousands separators, in displayed units (SPEC.md section 5).

import { type Currency, displayToMinor } from './currency.ts'
import { ratio } from './ratio.ts'

/**
 * SPEC.md section 9: bet_stake_min_amount 0, bet_stake_max_amount 10000. The payout's is ours
 * (docs/decisions/max-payout.md).
 */
export const stakeLimitDefaults = {
  bet_stake_min_amount: 0,
  bet_stake_max_amount: 10_000,
  bet_max_payout_amount: 1_000_000,
} as const

export interface StakeLimitSettings {
  bet_stake_min_amount?: string | number | null
  bet_stake_max_amount?: string | number | null
  bet_max_payout_amount?: string | number | null
}

export interface StakeLimits {
  /** Minor units of the real currency. */
  min: number
  max: number
  /** The most one bet may return, its bonus included. */
  maxPayout: number
}

const plainAmount = /^(\d+)(?:\.(\d+))?$/

/** A setting's amount as written, its thousands separators and spaces taken out. */
const withoutSeparators = (text: string) => text.replace(/[,\s]/g, '')

/**
 * Whether a setting's text is an amount these limits read, as a brand's settings are written:
 * digits with thousands separators and at most six decimals, at most ten digits whole, so that any
 * of them in minor units is an exact integer; empty leaves the default. An exponent ('5e4') or a
 * sign is no amount: read as the default, it would change a limit the operator did not mean.
 */
export const isAmountText = (text: string): boolean => {
  const compact = withoutSeparators(text)
  return compact === '' || /^\d{1,10}(?:\.\d{1,6})?$/.test(compact)
}

/** A setting amount in minor units; x1000 for the thousand-scale currencies. */
export const parseStakeLimit = (
  value: string | number | null | undefined,
  fallback: number,
  currency: Currency,
): number => {
  const text = typeof value === 'number' ? String(value) : (value ?? '')
  const match = plainAmount.exec(withoutSeparators(text))
  if (!match) return displayToMinor(fallback, currency)
  const [, whole = '0', fraction = ''] = match
  return displayToMinor(ratio(BigInt(whole + fraction), 10n ** BigInt(fraction.length)), currency)
}

export const stakeLimits = (settings: StakeLimitSettings, currency: Currency): StakeLimits => ({
  min: parseStakeLimit(
    settings.bet_stake_min_amount,
    stakeLimitDefaults.bet_stake_min_amount,
    currency,
  ),
  max: parseStakeLimit(
    settings.bet_stake_max_amount,
    stakeLimitDefaults.bet_stake_max_amount,
    currency,
  ),
  maxPayout: parseStakeLimit(
    settings.bet_max_payout_amount,
    stakeLimitDefaults.bet_max_payout_amount,
    currency,
  ),
})
