// The translations, each its own chunk, loaded when a page first needs it, and English, the
// catalogue every missing key reads, a chunk loaded the same way at every page's start (beside
// the engine, main.tsx): the code at start grows with neither the languages nor the messages.
// Which languages there are is read from their folders (locale-files.ts), itself a chunk loaded
// beside the engine on a page in another language than English. A locale with no folder reads
// English (domain/rules/locales.ts lists the 25 a brand may offer); ke and br are locales of their
// own, read from their own folders (ke, a regional English, writes only its own words, over
// English's).

import type { NameTranslator } from '../../domain/reference/names/catalogue-names.ts'
import { defaultLocale } from '../../domain/rules/locales.ts'
import type { Catalogue, Dictionary } from './en/index.ts'

/** A chunk loaded once and kept; one that failed (a dropped connection) is tried again next time. */
function loadedOnce<T>(name: string, load: () => Promise<T>) {
  let value: T | undefined
  let loading: Promise<T | undefined> | undefined
  return {
    loaded: () => value,
    load(): Promise<T | undefined> {
      loading ??= load().then(
        (loadedValue) => {
          value = loadedValue
          return value
        },
        (error: unknown) => {
          loading = undefined
          console.warn(`${name} failed to load`, error)
          return undefined
        },
      )
      return loading
    },
  }
}

type LoadedOnce<T> = ReturnType<typeof loadedOnce<T>>

const english = loadedOnce('the English catalogue', async () => (await import('./en/index.ts')).en)

/** English, once loaded: the page renders after it has (main.tsx). */
export const loadedEnglish = (): Catalogue | undefined => english.loaded()

/** English, loaded once; undefined if it could not be. */
export const loadEnglish = (): Promise<Catalogue | undefined> => english.load()

const localeFiles = loadedOnce('the languages', () => import('./locale-files.ts'))

/** A language's file of one kind, loaded once per locale; undefined for a locale without one. */
function byLocale<T>(
  kind: string,
  loaders: (files: typeof import('./locale-files.ts')) => ReadonlyMap<string, () => Promise<T>>,
) {
  const kept = new Map<string, LoadedOnce<T>>()
  return {
    loaded: (locale: string): T | undefined => kept.get(locale)?.loaded(),
    async load(locale: string): Promise<T | undefined> {
      // English has neither: its messages are the catalogue (english) and its names the feed's.
      // An English page's start does without the languages' table, a request and its code.
      if (locale === defaultLocale) return undefined
      let file = kept.get(locale)
      if (!file) {
        const files = await localeFiles.load()
        const load = files && loaders(files).get(locale)
        if (!load) return undefined
        file = kept.get(locale) ?? loadedOnce(`${kind} ${locale}`, load)
        kept.set(locale, file)
      }
      return file.load()
    },
  }
}

const translations = byLocale('translation', (files) => files.dictionaryLoaders)

/** The translation already loaded for a locale, if any, for a first render without waiting. */
export const loadedDictionary = (locale: string): Dictionary | undefined =>
  translations.loaded(locale)

/**
 * The translation of a locale, loaded once; undefined for English and the untranslated, and for
 * one that could not be loaded: until it is, the page reads English.
 */
export const loadDictionary = (locale: string): Promise<Dictionary | undefined> =>
  translations.load(locale)

// The catalogue's names the page holds itself (domain's sports and market types: the server
// translates those it answers with), from the files the server reads.
const names = byLocale('names', (files) => files.nameLoaders)

/** The catalogue's names already loaded for a locale, if any, for a first render without waiting. */
export const loadedNames = (locale: string): NameTranslator | undefined => names.loaded(locale)

/** The catalogue's names of a locale, loaded once; undefined for English, whose names are the feed's. */
export const loadNames = (locale: string): Promise<NameTranslator | undefined> => names.load(locale)
