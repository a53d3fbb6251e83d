// Negative-odds selections (SPEC.md section 5). With Asian and American negative odds the figure
// the bettor types is what they want to win, and the stake actually risked is derived from it:
// at malay -0.50 (decimal 3.00) typing 100 risks 50.

import { floor, fromDecimal, multiply, one, ratio, subtract } from '../money/ratio.ts'
import type { OddsFormat } from './formats.ts'

export interface NegativeOddsSettings {
  betslip_negative_odds_enabled?: boolean
}

/** Whether a selection at this price is staked the negative-odds way for this bettor. */
export const isNegativeOddsSelection = (
  decimal: number,
  format: OddsFormat,
  settings: NegativeOddsSettings,
): boolean => {
  if (!settings.betslip_negative_odds_enabled) return false
  if (format === 'malay') return decimal > 2
  if (format === 'indo' || format === 'us') return decimal > 1 && decimal < 2
  return false
}

/**
 * Real stake = entered stake / (decimal - 1), in minor units. Rounded down, so that the bettor
 * never risks more than the price implies for the amount they asked to win.
 */
export const realStake = (enteredStake: number, decimal: number): number =>
  Number(floor(multiply(ratio(BigInt(enteredStake)), inverseProfit(decimal))))

const inverseProfit = (decimal: number) => {
  const profit = subtract(fromDecimal(decimal), one)
  return ratio(profit.denominator, profit.numerator)
}
