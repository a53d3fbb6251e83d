// Betting taxes some jurisdictions levy (SPEC.md section 3 settings, section 5 rounding): a duty
// on the stake and a withholding tax on winnings. Results are rounded half up to the minor unit,
// the spec's "round to 2 decimals" for a precision-2 currency.
//
// tax_deduction_enabled switches taxation on; enable_stake_after_tax adds the stake duty to it.
// The duty is included in what the bettor pays (stake = wagered + duty on wagered, so 100 at
// 12.5% wagers 88.89), which is how excise duty on stakes is charged where it exists. The
// withholding applies to winnings only (returns above what was wagered), never to the stake
// coming back.

import { fromDecimal, multiply, ratio, roundHalfUp } from './ratio.ts'

export interface TaxSettings {
  tax_deduction_enabled?: boolean
  enable_stake_after_tax?: boolean
  /** Duty on the stake, in percent (12.5 means 12.5%). */
  stake_rate_percentage?: number
  /** Withholding on winnings, in percent. */
  tax_returns_percentage?: number
}

/** A rate in percent (12.5) as an exact fraction. */
export const percent = (rate: number | undefined) =>
  multiply(fromDecimal(rate ?? 0), ratio(1n, 100n))

/** What is wagered out of the stake the bettor pays, in minor units. */
export const stakeAfterTax = (stake: number, settings: TaxSettings): number => {
  if (!settings.tax_deduction_enabled || !settings.enable_stake_after_tax) return stake
  const rate = percent(settings.stake_rate_percentage)
  const payableShare = ratio(rate.denominator, rate.denominator + rate.numerator)
  return Number(roundHalfUp(multiply(ratio(BigInt(stake)), payableShare)))
}

export interface ReturnsTax {
  potentialTaxDeduction: number
  returnsAfterTax: number
}

/** Withholding on the winnings part of gross returns, both in minor units. */
export const returnsTax = (
  grossReturns: number,
  wagered: number,
  settings: TaxSettings,
): ReturnsTax => {
  const winnings = Math.max(0, grossReturns - wagered)
  const potentialTaxDeduction = settings.tax_deduction_enabled
    ? Number(
        roundHalfUp(multiply(ratio(BigInt(winnings)), percent(settings.tax_returns_percentage))),
      )
    : 0
  return { potentialTaxDeduction, returnsAfterTax: grossReturns - potentialTaxDeduction }
}

export interface TaxedReturns extends ReturnsTax {
  /** What is wagered out of the whole stake paid, the stake duty taken off. */
  stakeAfterTax: number
}

/**
 * One bet under the brand's taxes, as the slip, the server's model, placement and settlement all
 * reckon it: each line's unit stake is wagered less the duty, the bet is priced on that, and the
 * withholding is taken off the winnings over what the whole stake wagered.
 */
export const taxedReturns = (
  bet: { unitStake: number; totalStake: number },
  settings: TaxSettings,
  grossReturnsOf: (wageredUnitStake: number) => number,
): TaxedReturns => {
  const wagered = stakeAfterTax(bet.totalStake, settings)
  const gross = grossReturnsOf(stakeAfterTax(bet.unitStake, settings))
  return { stakeAfterTax: wagered, ...returnsTax(gross, wagered, settings) }
}

/** Whether the brand's taxes change anything a bet returns. */
export const taxesApply = (settings: TaxSettings): boolean =>
  Boolean(settings.tax_deduction_enabled) &&
  ((settings.tax_returns_percentage ?? 0) > 0 ||
    (Boolean(settings.enable_stake_after_tax) && (settings.stake_rate_percentage ?? 0) > 0))
