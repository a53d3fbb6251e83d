import { describe, expect, it } from 'vitest'
import { defaultEpw } from '../bets/betting-settings.ts'
import { accaAdvertIn, accaAdvertText } from './acca-advert.ts'
import { advertMessages } from './advert-messages.ts'

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

  it("is written in every translated locale, in the slip's words, no English left", () => {
    expect(Object.keys(advertMessages).length).toBeGreaterThan(20)
    expect(accaAdvertIn(advertMessages.br ?? ({} as never), defaultEpw)).toEqual([
      'Bônus de múltipla',
      'Bônus de múltipla: +5% a partir de 3 seleções · Bônus de múltipla: +10% a partir de 5 seleções · Bônus de múltipla: +20% a partir de 8 seleções',
      expect.any(String),
    ])
    // Kenyan English (ke) writes English.
    for (const [locale, messages] of Object.entries(advertMessages))
      if (locale !== 'ke')
        expect(accaAdvertIn(messages, defaultEpw)?.join(' ')).not.toMatch(/% from|\{/)
  })
})
