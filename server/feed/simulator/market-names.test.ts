// The simulator's market and outcome names are catalogue names in every language: a new market,
// total unit or worded outcome without a translation (domain/reference/names) fails here rather
// than showing in English under every other language.

import { describe, expect, it } from 'vitest'
import {
  type CatalogueNames,
  nameTranslator,
} from '../../../domain/reference/names/catalogue-names.ts'
import { languageTag, locales } from '../../../domain/rules/locales.ts'
import { marketNames, outcomeNames, sideMarketName, totalName, units } from './market-names.ts'

const namesOf = async (locale: string): Promise<CatalogueNames> =>
  (await import(`../../../domain/reference/names/${locale}.ts`)).names

const marked = (text: string) => `⟦${text}⟧`

/** A locale's names with each marked, so that a name read as a catalogue name shows the mark. */
const markedNames = (names: CatalogueNames): CatalogueNames => {
  const mark = (part: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.entries(part).map(([key, text]) => [key, marked(text)]))
  return {
    sports: mark(names.sports),
    markets: mark(names.markets) as CatalogueNames['markets'],
    outcomes: mark(names.outcomes) as CatalogueNames['outcomes'],
    templates: mark(names.templates) as CatalogueNames['templates'],
    periods: mark(names.periods) as CatalogueNames['periods'],
    words: mark(names.words) as CatalogueNames['words'],
  }
}

const line = 2.5
const side = 'Arsenal'

const simulatorNames = [
  ...Object.values(marketNames),
  ...Object.values(units).flatMap((unit) => [
    totalName(unit, line),
    sideMarketName(side, totalName(unit, line)),
  ]),
  ...Object.values(outcomeNames).filter((name) => typeof name === 'string'),
  outcomeNames.over(line),
  outcomeNames.under(line),
  outcomeNames.halfTimeFullTime(side, outcomeNames.draw),
  outcomeNames.and(outcomeNames.draw, outcomeNames.yes),
  outcomeNames.and(side, outcomeNames.over(line)),
  outcomeNames.winBy(side, 2, 2),
  outcomeNames.winBy(side, 3),
  outcomeNames.winBy(side, 6, 10),
]

describe("the simulator's names in every language", () => {
  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s: every market name, total and worded outcome is a catalogue name',
    async (locale) => {
      const names = await namesOf(locale)
      const reads = nameTranslator(languageTag(locale), markedNames(names))
      const translate = nameTranslator(languageTag(locale), names)
      for (const name of simulatorNames) {
        expect(reads(name), `${locale}: ${name}`).toContain('⟦')
        expect(translate(name).trim(), `${locale}: ${name}`).not.toBe('')
      }
    },
  )

  it('a total keeps its line and a side total its side', async () => {
    const german = nameTranslator(languageTag('de'), await namesOf('de'))
    expect(german(totalName(units.cards, 4.5))).toBe('Karten gesamt 4.5')
    expect(german(sideMarketName(side, totalName(units.corners, 5.5)))).toBe(
      'Arsenal Ecken gesamt 5.5',
    )
    expect(german(marketNames.AGSC)).toBe('Torschütze jederzeit')
    expect(german(outcomeNames.noGoalscorer)).toBe('Kein Torschütze')
    expect(german(outcomeNames.halfTimeFullTime(outcomeNames.draw, side))).toBe(
      'Unentschieden/Arsenal',
    )
    expect(german(outcomeNames.and(side, outcomeNames.over(line)))).toBe('Arsenal & Über 2.5')
    expect(german(outcomeNames.winBy(side, 6, 10))).toBe('Arsenal mit 6-10 Vorsprung')
  })
})
