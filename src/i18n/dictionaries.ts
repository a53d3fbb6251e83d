// The translations, each its own chunk, loaded when a page first needs it, and English, the
// catalogue every missing key reads, a chunk loaded the same way at every page's start (beside
// the engine, main.tsx): the code at start grows with neither the languages nor the messages.
// A translation is found by its folder, locales/<locale>/messages-<locale>.ts: adding a language
// or an area registers nothing here. A locale with no folder reads English (domain/rules/locales.ts
// lists the 25 a brand may offer); ke and br are locales of their own, read from their own folders.

import type { Catalogue, Dictionary } from './en/index.ts'

const modules = import.meta.glob<{ dictionary: Dictionary }>('./locales/*/messages-*.ts')

const loaders = new Map(
  Object.entries(modules).flatMap(([path, load]) => {
    const [, folder, file] = /^\.\/locales\/([^/]+)\/messages-([^/]+)\.ts$/.exec(path) ?? []
    // A file named for another locale than its folder's is not a translation of that folder.
    return folder && folder === file ? [[folder, load] as const] : []
  }),
)

/** The locales with a translation of their own: one folder each under locales/. */
export const translatedLocales: readonly string[] = [...loaders.keys()].sort()

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

const english = loadedOnce('the English catalogue', async () => (await import('./en/index.ts')).en)

/** English, once loaded: the page renders after it has (main.tsx). */
export const loadedEnglish = (): Catalogue | undefined => english.loaded()

/** English, loaded once; undefined if it could not be. */
export const loadEnglish = (): Promise<Catalogue | undefined> => english.load()

const translations = new Map(
  [...loaders].map(([locale, load]) => [
    locale,
    loadedOnce(`translation ${locale}`, async () => (await load()).dictionary),
  ]),
)

/** The translation already loaded for a locale, if any, for a first render without waiting. */
export const loadedDictionary = (locale: string): Dictionary | undefined =>
  translations.get(locale)?.loaded()

/**
 * The translation of a locale, loaded once; undefined for English and the untranslated, and for
 * one that could not be loaded: until it is, the page reads English.
 */
export const loadDictionary = (locale: string): Promise<Dictionary | undefined> =>
  translations.get(locale)?.load() ?? Promise.resolve(undefined)
