import { describe, expect, it } from 'vitest'
import { defaultEpw } from '../bets/betting-settings.ts'
import { accaAdvertTexts } from './acca-advert.ts'

const english = {
  name: 'Acca boost',
  firstTier: '{percentage}% more on the winnings of a multiple of {selections} selections or more',
  nextTier: ', {percentage}% from {selections}',
  linkName: 'How it works',
}

describe("the acca advert, from the brand's tiers", () => {
  it('names every tier, the smallest multiple first', () => {
    expect(accaAdvertTexts(english, defaultEpw)).toEqual([
      'Acca boost',
      '5% more on the winnings of a multiple of 3 selections or more, 10% from 5, 20% from 8.',
      'How it works',
    ])
    const reversed = {
      maxAmount: 1,
      epwPromoFilterValues: [
        { betSize: 6, percentage: 25 },
        { betSize: 4, percentage: 15 },
      ],
    }
    expect(accaAdvertTexts(english, reversed)[1]).toBe(
      '15% more on the winnings of a multiple of 4 selections or more, 25% from 6.',
    )
  })

  it('in the words of the language the brand writes it in', () => {
    const german = {
      name: 'Kombi-Boost',
      firstTier: '{percentage} % mehr Gewinn auf Kombiwetten ab {selections} Tipps',
      nextTier: ', {percentage} % ab {selections}',
      linkName: 'So funktioniert’s',
    }
    expect(accaAdvertTexts(german, defaultEpw)[1]).toBe(
      '5 % mehr Gewinn auf Kombiwetten ab 3 Tipps, 10 % ab 5, 20 % ab 8.',
    )
  })
})
