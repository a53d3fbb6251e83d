// A feed's names in the bettor's language: the server answers with the names of the language
// asked for, as real feeds deliver them. A name is read as the English feed writes it
// (english.ts) and written again with the translation's words; what is not a catalogue name (a
// team, a player, a proper competition name such as "Premier League") is left as it is.

import { countries } from '../countries.ts'
import { sports } from '../sports.ts'
import {
  type CompetitionWord,
  competitionWords,
  type MarketName,
  marketNames,
  type NameTemplate,
  nameTemplates,
  type OutcomeName,
  outcomeNames,
  type PeriodName,
  periodNames,
  qualifierWords,
  sharedNames,
} from './english.ts'

type SharedMarket = (typeof sharedNames.markets)[number]
type SharedTemplate = (typeof sharedNames.templates)[number]

/** A part's names by their English: each its own, those of sharedNames only where it differs. */
type Written<Name extends string, Shared extends Name = never> = Readonly<
  Record<Exclude<Name, Shared>, string> & Partial<Record<Shared, string>>
>

/** A language's catalogue names (names/<locale>.ts): every English name has its own. */
export interface CatalogueNames {
  /** By the sport's code (sports.ts). */
  sports: Readonly<Record<string, string>>
  markets: Written<MarketName, SharedMarket>
  outcomes: Written<OutcomeName>
  templates: Written<NameTemplate, SharedTemplate>
  periods: Written<PeriodName>
  words: Written<CompetitionWord>
}

const shared = (part: keyof typeof sharedNames) => new Set<string>(sharedNames[part])
const sharedMarkets = shared('markets')
const sharedTemplates = shared('templates')

/** Every name a translation gives, by part, for a test that none is missing. */
export const englishCatalogueNames = {
  sports: sports.map((sport) => sport.code),
  markets: marketNames.filter((name) => !sharedMarkets.has(name)),
  outcomes: outcomeNames,
  templates: (Object.keys(nameTemplates) as NameTemplate[]).filter(
    (key) => !sharedTemplates.has(key),
  ),
  periods: Object.keys(periodNames) as PeriodName[],
  words: competitionWords,
} as const

const itself = <Name extends string>(names: readonly Name[]) =>
  Object.fromEntries(names.map((name): [string, string] => [name, name])) as Record<Name, string>

/** English's own names, every one of them: what a regional English writes its own over. */
export const englishNames: CatalogueNames = {
  sports: Object.fromEntries(sports.map((sport) => [sport.code, sport.name])),
  markets: itself(marketNames),
  outcomes: itself(outcomeNames),
  templates: nameTemplates,
  periods: periodNames,
  words: itself(competitionWords),
}

/** A regional English's names (ke, Kenyan English): only those it words its own way. */
export type NamesOverEnglish = { readonly sports?: CatalogueNames['sports'] } & {
  readonly [Part in Exclude<keyof CatalogueNames, 'sports'>]?: Partial<CatalogueNames[Part]>
}

/** A regional English's names, its own written over English's. */
export const overEnglish = (own: NamesOverEnglish): CatalogueNames => ({
  sports: { ...englishNames.sports, ...own.sports },
  markets: { ...englishNames.markets, ...own.markets },
  outcomes: { ...englishNames.outcomes, ...own.outcomes },
  templates: { ...englishNames.templates, ...own.templates },
  periods: { ...englishNames.periods, ...own.periods },
  words: { ...englishNames.words, ...own.words },
})

const values: Readonly<Record<string, string>> = {
  line: '([+-]?\\d+(?:\\.\\d+)?)',
  n: '(\\d+)(?:st|nd|rd|th)?',
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/** An English template as a pattern, and the placeholders it captures, in order. */
function patternOf(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = []
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1]
      if (!name) return escaped(part)
      names.push(name)
      return values[name] ?? '(.+?)'
    })
    .join('')
  return { pattern: new RegExp(`^${source}$`), names }
}

// In english.ts's order, which tries "{team} or Draw" before "{team} or {other}"; a match whose
// {period} is not a period ("Goal 2 - Next Goal" read as a period and a market) is passed over.
const templates = (Object.entries(nameTemplates) as [NameTemplate, string][]).map(
  ([key, template]) => ({ key, ...patternOf(template) }),
)

const periods = (Object.entries(periodNames) as [PeriodName, string][]).map(([key, name]) => ({
  key,
  ...patternOf(name),
}))

// The placeholders read as names in their turn: a market, and each half of a pair of outcomes
// ('Arsenal/Draw', 'Draw & Over 2.5'); a team's name among them stays as it is.
const translatedParts = new Set(['market', 'first', 'second'])

const sportCodeByName = new Map(sports.map((sport) => [sport.name, sport.code]))
const marketSet = new Set<string>(marketNames)
const outcomeSet = new Set<string>(outcomeNames)
const wordSet = new Set<string>(competitionWords)
const qualifierSet = new Set<string>(qualifierWords)

// Region names as feeds write them that are not the standard's short name or alpha-3 code.
const regionAliases: Readonly<Record<string, string>> = {
  'Czech Republic': 'CZ',
  Turkey: 'TR',
  Vietnam: 'VN',
  'South Korea': 'KR',
  Korea: 'KR',
}

const countryCodeByName = new Map<string, string>([
  ...countries.flatMap((country) => [
    [country.name, country.alpha2] as const,
    [country.alpha3, country.alpha2] as const,
  ]),
  ...Object.entries(regionAliases),
])

const fill = (template: string, parts: Readonly<Record<string, string>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => parts[name] ?? whole)

/** Names in one language: (English name) => the language's name. */
export type NameTranslator = (english: string) => string

/**
 * The translator of a locale (a BCP 47 tag for its countries' names) given its names; English
 * (no names) reads every name as it is.
 */
export function nameTranslator(tag: string, names: CatalogueNames | undefined): NameTranslator {
  if (!names) return (english) => english
  let regions: Intl.DisplayNames | undefined
  const country = (code: string) => {
    regions ??= new Intl.DisplayNames([tag], { type: 'region' })
    return regions.of(code)
  }

  const period = (english: string): string | undefined => {
    for (const { key, pattern } of periods) {
      const match = pattern.exec(english)
      if (match) return fill(names.periods[key], { n: match[1] ?? '' })
    }
    return undefined
  }

  const fromTemplate = (english: string): string | undefined => {
    for (const { key, pattern, names: placeholders } of templates) {
      const match = pattern.exec(english)
      if (!match) continue
      const parts: Record<string, string> = {}
      let read = true
      placeholders.forEach((placeholder, index) => {
        const value = match[index + 1] ?? ''
        if (placeholder === 'period') {
          const translated = period(value)
          if (translated === undefined) read = false
          parts[placeholder] = translated ?? value
        } else parts[placeholder] = translatedParts.has(placeholder) ? translate(value) : value
      })
      if (read) return fill(names.templates[key] ?? nameTemplates[key], parts)
    }
    return undefined
  }

  // A competition's qualifiers after its proper name: "Serie A Women U21".
  const qualified = (english: string): string | undefined => {
    const words = english.split(' ')
    let proper = words.length
    while (proper > 1 && qualifierSet.has(words[proper - 1] as string)) proper -= 1
    if (proper === words.length) return undefined
    const qualifiers = words.slice(proper).map((word) => names.words[word as CompetitionWord])
    return [...words.slice(0, proper), ...qualifiers].join(' ')
  }

  const translate = (english: string): string => {
    const sport = sportCodeByName.get(english)
    if (sport !== undefined) return names.sports[sport] ?? english
    if (marketSet.has(english)) return names.markets[english as MarketName] ?? english
    if (outcomeSet.has(english)) return names.outcomes[english as OutcomeName]
    if (wordSet.has(english)) return names.words[english as CompetitionWord]
    const code = countryCodeByName.get(english)
    if (code !== undefined) return country(code) ?? english
    return period(english) ?? fromTemplate(english) ?? qualified(english) ?? english
  }
  return translate
}
