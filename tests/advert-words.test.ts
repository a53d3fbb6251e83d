// The demo brand's acca advert is written in the translations' own words (server/brands/
// advert-messages.ts holds them as the brand's data): a translation that changes its acca-bonus
// line or its promotions title changes the advert too, or this fails.

import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { advertMessages } from '../server/brands/advert-messages.ts'

const localesDir = new URL('../src/i18n/locales/', import.meta.url)

describe("the acca advert's words", () => {
  it('are the translations’ own, for every translated locale', async () => {
    const locales = readdirSync(localesDir).sort()
    expect(Object.keys(advertMessages).sort()).toEqual(locales)
    for (const locale of locales) {
      const { betslip } = await import(new URL(`${locale}/betslip.ts`, localesDir).href)
      const { shell } = await import(new URL(`${locale}/shell.ts`, localesDir).href)
      expect(advertMessages[locale], locale).toEqual({
        'betslip.accaBonus.next': betslip['betslip.accaBonus.next'],
        'shell.promotions.title': shell['shell.promotions.title'],
      })
    }
  })
})
