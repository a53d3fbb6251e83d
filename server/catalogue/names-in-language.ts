// The catalogue's names in the language the request asks for (its l parameter, else the language
// header every client call carries, SPEC.md section 7's request decoration), as real feeds deliver
// translated names: the store keeps the feed's English, each answer is written in its language.
// A language's names are domain/reference/names/<locale>.ts, found by its file name.

import { readdirSync } from 'node:fs'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  type CatalogueNames,
  type NameTranslator,
  nameTranslator,
} from '../../domain/reference/names/catalogue-names.ts'
import { defaultLocale, languageTag, locales } from '../../domain/rules/locales.ts'

const namesFolder = new URL('../../domain/reference/names/', import.meta.url)

const named = new Set(
  readdirSync(namesFolder).flatMap((file) => {
    const locale = /^([a-z]{2})\.ts$/.exec(file)?.[1]
    return locale && (locales as readonly string[]).includes(locale) ? [locale] : []
  }),
)

/** The locale a request asks for: l, else the language header; the default when neither is one. */
export function languageOf(request: FastifyRequest): string {
  // Read from the address: a route's query schema may leave out what it does not name.
  const l = new URLSearchParams(request.url.split('?')[1] ?? '').get('l')
  const header = request.headers['accept-language']
  for (const asked of [l, typeof header === 'string' ? header.split(/[,;]/)[0] : undefined]) {
    const locale = typeof asked === 'string' ? asked.trim().toLowerCase() : ''
    if ((locales as readonly string[]).includes(locale)) return locale
  }
  return defaultLocale
}

// A language's names, read once; the same name is asked for in every answer, so each is kept.
const translators = new Map<string, Promise<NameTranslator>>()
const keptNames = 20_000

function translatorOf(locale: string): Promise<NameTranslator> {
  let translator = translators.get(locale)
  if (!translator) {
    translator = named.has(locale)
      ? import(new URL(`${locale}.ts`, namesFolder).href).then(
          ({ names }: { names: CatalogueNames }) => {
            const translate = nameTranslator(languageTag(locale), names)
            const kept = new Map<string, string>()
            return (english: string) => {
              let name = kept.get(english)
              if (name === undefined) {
                if (kept.size >= keptNames) kept.clear()
                name = translate(english)
                kept.set(english, name)
              }
              return name
            }
          },
        )
      : Promise.resolve((english: string) => english)
    translators.set(locale, translator)
  }
  return translator
}

/** The names of the request's language. */
export const namesOf = (request: FastifyRequest): Promise<NameTranslator> =>
  translatorOf(languageOf(request))

/** Whether a request's answer is in the feed's own language, with nothing to translate. */
export const inFeedLanguage = (request: FastifyRequest): boolean => !named.has(languageOf(request))

// The fields an answer names the catalogue in: events, paths, markets, periods, outcomes, legs.
const nameFields = new Set([
  'description',
  'fullDescription',
  'marketDescription',
  'outcomeDescription',
])

/** An answer with its catalogue names written by translate; the answer itself is not changed. */
export function inLanguage<T>(answer: T, translate: NameTranslator): T {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk)
    if (value === null || typeof value !== 'object') return value
    const copy: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(value))
      copy[key] = nameFields.has(key) && typeof field === 'string' ? translate(field) : walk(field)
    return copy
  }
  return walk(answer) as T
}

/** Every answer of the routes of this scope is written in its request's language. */
export function answersInLanguage(scope: FastifyInstance): void {
  scope.addHook('preSerialization', async (request, _reply, payload) =>
    inFeedLanguage(request) || typeof payload !== 'object'
      ? payload
      : inLanguage(payload, await namesOf(request)),
  )
}
