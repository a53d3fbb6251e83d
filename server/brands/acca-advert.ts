// The acca promotion's advert told from the tiers the bonus is paid by (parlay-extra-winnings.ts),
// in the brand's own words for each language it writes: an advert written by hand promised
// "up to 50%" for tiers that pay 5, 10 and 20 %.

import type { ParlayExtraWinningsConfig } from '../../domain/bets/parlay-extra-winnings.ts'

/** The brand's words for the advert in one language; a tier's with {percentage} and {selections}. */
export interface AccaAdvertWords {
  name: string
  /** The smallest tier, a sentence's start: "5% more on … of 3 selections or more". */
  firstTier: string
  /** Each bigger tier after it: ", 10% from 5". */
  nextTier: string
  linkName: string
}

/** An advert's texts: [name, description, link name]. */
export type AdvertTexts = readonly [string, string, string]

const filled = (words: string, tier: { betSize: number; percentage: number }) =>
  words
    .replace('{percentage}', String(tier.percentage))
    .replace('{selections}', String(tier.betSize))

/**
 * The advert in one language, every tier named, the smallest multiple first: "5% more on the
 * winnings of a multiple of 3 selections or more, 10% from 5, 20% from 8."
 */
export function accaAdvertTexts(
  words: AccaAdvertWords,
  { epwPromoFilterValues }: ParlayExtraWinningsConfig,
): AdvertTexts {
  const [first, ...more] = [...epwPromoFilterValues].sort((a, b) => a.betSize - b.betSize)
  const description = first
    ? `${filled(words.firstTier, first)}${more.map((tier) => filled(words.nextTier, tier)).join('')}.`
    : ''
  return [words.name, description, words.linkName]
}
