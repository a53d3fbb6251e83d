// Every name the server can serve is a catalogue name in every language: the sports, the sport
// tables' market types (the event page's market groups), and every market, outcome and period name
// the simulator gives a match of each sport it plays, from before the start to the end, and each
// competition's paths and outright. A name with a word no translation gives (a new market, a group,
// a total unit, a worded outcome) fails here rather than showing in English under another language.

import { describe, expect, it } from 'vitest'
import {
  type CatalogueNames,
  englishNames,
  nameTranslator,
} from '../../../domain/reference/names/catalogue-names.ts'
import { sharedNames } from '../../../domain/reference/names/english.ts'
import { regionalSportTables, sportTables } from '../../../domain/reference/sport-tables.ts'
import { sports } from '../../../domain/reference/sports.ts'
import { languageTag, locales } from '../../../domain/rules/locales.ts'
import { seededRandom } from '../feed-options.ts'
import { newOutright } from './calendar.ts'
import { competitions } from './competitions.ts'
import { marketNames, outcomeNames, sideMarketName, totalName, units } from './market-names.ts'
import { playOf } from './play.ts'
import { squadOf } from './squads.ts'

const namesOf = async (locale: string): Promise<CatalogueNames> =>
  (await import(`../../../domain/reference/names/${locale}.ts`)).names

/** Every market and outcome name of a match, from each sport's first competition's two sides. */
function matchNames(): { names: Set<string>; properNouns: Set<string> } {
  const names = new Set<string>()
  const properNouns = new Set<string>()
  const random = seededRandom(38)
  for (const competition of competitions) {
    properNouns.add(competition.league)
    const outright = newOutright(competition, 0)
    for (const name of [outright.description, ...outright.markets.map((m) => m.description)])
      names.add(name)
    for (const path of competition.paths.slice(0, 2)) names.add(path.description)
  }
  for (const sportCode of new Set(competitions.map((competition) => competition.sportCode))) {
    const [home = '', away = ''] =
      competitions.find((competition) => competition.sportCode === sportCode)?.sides ?? []
    for (const side of [home, away]) {
      properNouns.add(side)
      for (const player of squadOf(side)) properNouns.add(player.name)
    }
    const play = playOf({ sportCode, description: `${home} v ${away}` })
    // Played a minute at a time to its end: every period's markets are offered on the way.
    for (let minute = 0; play && minute < 1_000; minute++) {
      for (const plan of play.knownPlans()) {
        names.add(plan.description)
        for (const outcome of plan.outcomes) names.add(outcome.description)
      }
      if (play.over()) break
      play.advance(60_000, random)
    }
  }
  return { names, properNouns }
}

const served = matchNames()

const servedNames = [
  ...new Set([
    ...sports.map((sport) => sport.name),
    ...[sportTables, ...Object.values(regionalSportTables)].flatMap((tables) =>
      Object.values(tables).flatMap((table) => table.marketTypes.map((type) => type.name)),
    ),
    ...served.names,
  ]),
]

// Longest first, so that a side's name inside a player's is not taken out before the player's.
const properNouns = [...served.properNouns].sort((a, b) => b.length - a.length)

/** The names every language writes as English does (english.ts), as English writes them. */
const sharedOf = (part: keyof typeof sharedNames): Readonly<Record<string, string>> =>
  Object.fromEntries(
    sharedNames[part].map((key: string) => [
      key,
      (englishNames[part] as Readonly<Record<string, string>>)[key] ?? '',
    ]),
  )

/**
 * A locale's names with every word taken out, a template keeping only its placeholders: a name
 * read through them keeps only its proper nouns and numbers, and a word left is one no
 * translation gives. Countries come from Intl.DisplayNames, here in Japanese, with no Latin word.
 */
function wordsTakenOut(names: CatalogueNames): CatalogueNames {
  const none = (part: Readonly<Record<string, string | undefined>>) =>
    Object.fromEntries(
      Object.entries(part).map(([key, text = '']) => [
        key,
        [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).join(' '),
      ]),
    )
  return {
    sports: none(names.sports),
    markets: none({ ...sharedOf('markets'), ...names.markets }) as CatalogueNames['markets'],
    outcomes: none(names.outcomes) as CatalogueNames['outcomes'],
    templates: none({
      ...sharedOf('templates'),
      ...names.templates,
    }) as CatalogueNames['templates'],
    periods: none(names.periods) as CatalogueNames['periods'],
    words: none(names.words) as CatalogueNames['words'],
  }
}

const untranslatedWords = (read: string) =>
  properNouns.reduce((text, noun) => text.replaceAll(noun, ' '), read).match(/[A-Za-z]+/g)

describe('every name the server can serve, in every language', () => {
  it('are many: the tables, the groups and a played match of every simulated sport', () => {
    expect(servedNames).toContain('Halves')
    expect(servedNames).toContain('Goal 2 - Next Goal')
    expect(servedNames).toContain('2nd Half - Both Teams To Score')
    expect(servedNames.length).toBeGreaterThan(500)
  })

  it.each(locales.filter((locale) => locale !== 'en'))(
    '%s: every word of every name is translated',
    async (locale) => {
      const read = nameTranslator('ja', wordsTakenOut(await namesOf(locale)))
      const untranslated = servedNames.flatMap((name) => {
        const words = untranslatedWords(read(name))
        return words ? [`${name}: ${words.join(' ')}`] : []
      })
      expect(untranslated, locale).toEqual([])
    },
  )

  it('a total keeps its line and a side total its side', async () => {
    const line = 2.5
    const side = 'Arsenal'
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
