// The languages' files, found by convention: a translation is its folder, locales/<locale>/, one
// file per area as English has them (en/<area>.ts), and a language's catalogue names are
// domain/reference/names/<locale>.ts. Adding a language or an area registers nothing: no file
// joins a language's areas. A language's areas are a chunk per part of the catalogue (parts.ts,
// vite.config.ts), each loaded when the page first needs it.
// This table is a chunk of its own too, so the code at start does not grow with the languages
// (dictionaries.ts loads it beside the engine).

import type {
  CatalogueNames,
  NameTranslator,
} from '../../domain/reference/names/catalogue-names.ts'
import { isRegionalEnglish, languageTag } from '../../domain/rules/locales.ts'
import { englishParts } from './dictionaries.ts'
import type { AreaFile, Dictionary } from './en/index.ts'
import { byPart, messagesOfPart, type Part } from './parts.ts'

const areaFiles = import.meta.glob<AreaFile>(['./locales/*/*.ts', '!./locales/*/*.test.ts'])

const nameFiles = import.meta.glob<{ names: CatalogueNames }>(
  '../../domain/reference/names/[a-z][a-z].ts',
)

const areasByLocale = new Map<string, Record<string, () => Promise<AreaFile>>>()
for (const [path, load] of Object.entries(areaFiles)) {
  const locale = /^\.\/locales\/([^/]+)\//.exec(path)?.[1]
  if (locale) areasByLocale.set(locale, { ...areasByLocale.get(locale), [path]: load })
}

/**
 * A part of a locale's translation (parts.ts); a regional English's few words over English's, so
 * that it is whole as a translation is.
 */
async function dictionaryOf(
  locale: string,
  areas: Readonly<Record<string, () => Promise<AreaFile>>>,
  part: Part,
): Promise<Dictionary> {
  const [english, own] = await Promise.all([
    isRegionalEnglish(locale) ? englishParts[part]() : undefined,
    messagesOfPart(areas, part),
  ])
  return Object.assign(Object.create(null), english, own)
}

/** Each part of each translated locale's dictionary, by the folder it is in. */
export const dictionaryLoaders = byPart(
  (part): ReadonlyMap<string, () => Promise<Dictionary>> =>
    new Map(
      [...areasByLocale].map(([locale, areas]) => [
        locale,
        () => dictionaryOf(locale, areas, part),
      ]),
    ),
)

/** The locales with a translation of their own: one folder each under locales/. */
export const translatedLocales: readonly string[] = [...areasByLocale.keys()].sort()

/** Each locale's catalogue names, read as the server reads them (catalogue-names.ts). */
export const nameLoaders: ReadonlyMap<string, () => Promise<NameTranslator>> = new Map(
  Object.entries(nameFiles).flatMap(([path, load]) => {
    const locale = /\/([a-z]{2})\.ts$/.exec(path)?.[1]
    if (!locale) return []
    const translator = async () => {
      const [{ names }, { nameTranslator }] = await Promise.all([
        load(),
        import('../../domain/reference/names/catalogue-names.ts'),
      ])
      return nameTranslator(languageTag(locale), names)
    }
    return [[locale, translator] as const]
  }),
)
