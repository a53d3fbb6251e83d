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

/** A translation's messages the advert is written from (src/i18n/locales/<locale>/). */
export interface AdvertMessages {
  'betslip.accaBonus.next': string
  'shell.promotions.title': string
}

const filled = (message: string, parts: Readonly<Record<string, string | number>>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => String(parts[name] ?? whole))

/**
 * The advert in a translated locale, from the slip's own words for a tier ("Bônus de múltipla:
 * +5% a partir de 3 seleções"), so that no locale reads the English text: [name, description,
 * link name]. The name is the message's words before its colon; the link names the page it opens.
 */
export function accaAdvertIn(
  messages: AdvertMessages,
  { epwPromoFilterValues }: ParlayExtraWinningsConfig,
): [string, string, string] | undefined {
  const tiers = [...epwPromoFilterValues].sort((a, b) => a.betSize - b.betSize)
  const message = messages['betslip.accaBonus.next']
  if (tiers.length === 0) return undefined
  const description = tiers
    .map((tier) => filled(message, { percentage: tier.percentage, selections: tier.betSize }))
    .join(' · ')
  const name = /^([^:：]+)[:：]/.exec(message)?.[1]?.trim() ?? message
  return [name, description, messages['shell.promotions.title']]
}
