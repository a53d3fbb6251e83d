// Issue 38, catalogue names in the bettor's language: every locale a brand may offer, but English,
// has a names file, each with every English name, its templates with English's placeholders; a
// name is read as the feed writes it in English and written with the language's words, proper
// nouns kept.

import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isRegionalEnglish, languageTag, locales } from '../../rules/locales.ts'
import { type CatalogueNames, englishCatalogueNames, nameTranslator } from './catalogue-names.ts'
import { nameTemplates, periodNames, sharedNames } from './english.ts'

const folder = new URL('./', import.meta.url)
const shipped = readdirSync(folder)
  .map((file) => /^([a-z]{2})\.ts$/.exec(file)?.[1])
  .filter((locale) => locale !== undefined)
  .sort()

const namesOf = async (locale: string): Promise<CatalogueNames> =>
  (await import(`./${locale}.ts`)).names

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('Issue 38 catalogue names', () => {
  it('every locale but English has its names, one file each', () => {
    expect(shipped).toEqual(locales.filter((locale) => locale !== 'en').sort())
  })

  it.each(shipped)('%s: every name, none extra, none empty, placeholders kept', async (locale) => {
    const names = await namesOf(locale)
    for (const [part, keys] of Object.entries(englishCatalogueNames)) {
      const given = names[part as keyof CatalogueNames] as Readonly<Record<string, string>>
      const shared: readonly string[] = sharedNames[part as keyof typeof sharedNames] ?? []
      const own = Object.keys(given).filter((key) => !shared.includes(key))
      expect(own.sort(), `${locale} ${part}`).toEqual([...keys].sort())
      for (const key of keys) expect(given[key]?.trim(), `${locale} ${part} ${key}`).not.toBe('')
    }
    for (const [key, english] of Object.entries(nameTemplates))
      expect(
        placeholders(names.templates[key as keyof typeof nameTemplates] ?? english),
        key,
      ).toEqual(placeholders(english))
    for (const [key, english] of Object.entries(periodNames))
      expect(placeholders(names.periods[key as keyof typeof periodNames]), key).toEqual(
        placeholders(english),
      )
  })

  it('a market, a period and an outcome are written in the language; teams stay as named', async () => {
    const german = nameTranslator(languageTag('de'), await namesOf('de'))
    expect(german('Football')).toBe('Fußball')
    expect(german('1st Half - Total Goals 2.5')).toBe('1. Halbzeit - Tore gesamt 2.5')
    expect(german('Arsenal Total Goals 1.5')).toBe('Arsenal Tore gesamt 1.5')
    expect(german('Arsenal or Draw')).toBe('Arsenal oder Unentschieden')
    expect(german('Arsenal or Chelsea')).toBe('Arsenal oder Chelsea')
    expect(german('Goal 2 - Next Goal')).toBe('Tor 2 - Nächstes Tor')
    expect(german('Set 2 Game 3 Winner')).toBe('Satz 2 Spiel 3 Sieger')
    expect(german('Over 2.5')).toBe('Über 2.5')
    expect(german('Draw')).toBe('Unentschieden')
    expect(german('Arsenal')).toBe('Arsenal')
    expect(german('Premier League - Winner')).toBe('Premier League - Gewinner')
    expect(german('Premier League')).toBe('Premier League')
    expect(german('Serie A Women U21')).toBe('Serie A Frauen U21')
  })

  it('countries are named by Intl.DisplayNames, from their English name or alpha-3 code', async () => {
    const french = nameTranslator(languageTag('fr'), await namesOf('fr'))
    expect(french('Spain')).toBe(new Intl.DisplayNames(['fr'], { type: 'region' }).of('ES'))
    expect(french('USA')).toBe(new Intl.DisplayNames(['fr'], { type: 'region' }).of('US'))
    expect(french('England')).toBe('Angleterre')
    expect(french('International')).toBe('International')
  })

  it('a name every language writes as English does is one shared name, not a copy in each file', async () => {
    // A regional English is read whole, English's names and its own: the shared ones among them.
    for (const locale of shipped.filter((locale) => !isRegionalEnglish(locale))) {
      const names = await namesOf(locale)
      for (const [part, keys] of Object.entries(sharedNames))
        for (const key of keys)
          expect(
            (names[part as keyof typeof sharedNames] as Readonly<Record<string, string>>)[key],
            `${locale} ${part} ${key}`,
          ).toBeUndefined()
    }
    const german = nameTranslator(languageTag('de'), await namesOf('de'))
    expect(german('1X2')).toBe('1X2')
    expect(german('1st Half - 1X2')).toBe('1. Halbzeit - 1X2')
    expect(german('Draw/Arsenal')).toBe('Unentschieden/Arsenal')
  })

  it('Kenyan English is English with its own words where Kenya words them its way', async () => {
    const kenyan = nameTranslator(languageTag('ke'), await namesOf('ke'))
    expect(kenyan('Result/Both Teams To Score')).toBe('1X2 & GG/NG')
    expect(kenyan('1st Half - Double Chance')).toBe('Half 1 - Double Chance')
    expect(kenyan('Football')).toBe('Football')
  })

  it('English reads every name as it is', () => {
    expect(nameTranslator('en', undefined)('1st Half - Total Goals 2.5')).toBe(
      '1st Half - Total Goals 2.5',
    )
  })
})
