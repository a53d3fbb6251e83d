// uk (fractional) odds. UK books quote only from a ladder of customary fractions, some of them
// not in lowest terms (4/6, 6/4, 100/30, 85/40): a bettor knows 7/4 and 1/5, never 89/50 or
// 19/100. The bet is struck at the decimal price; the fraction is its nearest rung.

import { fromDecimal, multiply, one, ratio, roundHalfUp, subtract } from '../money/ratio.ts'
import { oddsPrecision } from './rounding.ts'

export interface Fraction {
  numerator: number
  denominator: number
}

const customary = `1/100 1/50 1/33 1/25 1/20 1/16 1/14 1/12 1/11 1/10 1/9 1/8 2/15 1/7 2/13 1/6
  2/11 1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 20/21 1/1
  21/20 11/10 6/5 5/4 11/8 7/5 6/4 8/5 13/8 7/4 15/8 2/1 85/40 9/4 5/2 11/4 3/1 100/30 7/2 4/1
  9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 18/1 20/1 22/1 25/1 28/1 33/1 40/1
  50/1 66/1 80/1 100/1 125/1 150/1 200/1 250/1 500/1 1000/1`

/** The fractional ladder, shortest price first. */
export const customaryFractions: readonly Fraction[] = customary
  .trim()
  .split(/\s+/)
  .map((text) => {
    const [numerator, denominator] = text.split('/').map(Number)
    return { numerator: numerator ?? 0, denominator: denominator ?? 1 }
  })

export const fractionToDecimal = (fraction: Fraction): number =>
  1 + fraction.numerator / fraction.denominator

const shortest = fractionToDecimal(customaryFractions[0] as Fraction)

/** The profit in lowest terms, for a price shorter than the ladder's first rung (1.005 is 1/200). */
const reducedFraction = (decimal: number): Fraction => {
  const scale = 10n ** BigInt(oddsPrecision(decimal))
  const shownProfit = roundHalfUp(multiply(subtract(fromDecimal(decimal), one), ratio(scale)))
  const profit = ratio(shownProfit, scale)
  return { numerator: Number(profit.numerator), denominator: Number(profit.denominator) }
}

/**
 * The fraction a decimal price is quoted as: the nearest rung of the ladder, the shorter one on a
 * tie so the quote never promises more than the price pays. Undefined for a price that pays
 * nothing.
 */
export const decimalToFraction = (decimal: number): Fraction | undefined => {
  if (!(decimal > 1) || !Number.isFinite(decimal)) return undefined
  if (decimal < shortest) return reducedFraction(decimal)
  let best = customaryFractions[0] as Fraction
  for (const fraction of customaryFractions) {
    if (
      Math.abs(fractionToDecimal(fraction) - decimal) < Math.abs(fractionToDecimal(best) - decimal)
    )
      best = fraction
  }
  return best
}

export const formatFraction = (fraction: Fraction): string =>
  `${fraction.numerator}/${fraction.denominator}`
