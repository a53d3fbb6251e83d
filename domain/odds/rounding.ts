// SPEC.md section 5, odds display: two decimals, three under 1.01, where two would show 1.00 or
// 1.01 for prices that pay a fraction of a percent.

import { fromDecimal, multiply, ratio, roundHalfUp } from '../money/ratio.ts'

export const oddsPrecision = (decimal: number): 2 | 3 => (decimal < 1.01 ? 3 : 2)

/** The decimal price as displayed, halves rounded up exactly (2.625 shows 2.63). */
export const roundOdds = (decimal: number, precision: number = oddsPrecision(decimal)): number => {
  const scale = 10n ** BigInt(precision)
  return Number(roundHalfUp(multiply(fromDecimal(decimal), ratio(scale)))) / Number(scale)
}
