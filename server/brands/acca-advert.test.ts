import { describe, expect, it } from 'vitest'
import { defaultEpw } from '../bets/betting-settings.ts'
import { accaAdvertText } from './acca-advert.ts'

describe("the acca advert, from the brand's tiers", () => {
  it('names every tier, the smallest multiple first', () => {
    expect(accaAdvertText(defaultEpw)).toBe(
      '5% more on the winnings of a multiple of 3 selections or more, 10% from 5, 20% from 8.',
    )
    const reversed = {
      maxAmount: 1,
      epwPromoFilterValues: [
        { betSize: 6, percentage: 25 },
        { betSize: 4, percentage: 15 },
      ],
    }
    expect(accaAdvertText(reversed)).toBe(
      '15% more on the winnings of a multiple of 4 selections or more, 25% from 6.',
    )
  })
})
