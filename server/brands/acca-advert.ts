// The acca promotion's advert told from the tiers the bonus is paid by (parlay-extra-winnings.ts):
// an advert written by hand promised "up to 50%" for tiers that pay 5, 10 and 20 %.

import type { ParlayExtraWinningsConfig } from '../../domain/bets/parlay-extra-winnings.ts'

/** "5% more on the winnings of a multiple of 3 selections or more, 10% from 5, 20% from 8." */
export function accaAdvertText({ epwPromoFilterValues }: ParlayExtraWinningsConfig): string {
  const [first, ...more] = [...epwPromoFilterValues].sort((a, b) => a.betSize - b.betSize)
  if (!first) return ''
  const then = more.map((tier) => `, ${tier.percentage}% from ${tier.betSize}`).join('')
  return `${first.percentage}% more on the winnings of a multiple of ${first.betSize} selections or more${then}.`
}
