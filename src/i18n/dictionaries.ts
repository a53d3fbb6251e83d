// The translations, each its own chunk, loaded when a page first needs it, and English, the
// catalogue every missing key reads, a chunk loaded the same way at every page's start (beside
// the engine, main.tsx): the code at start grows with neither the languages nor the messages. A
// locale with no translation here reads English (domain/rules/locales.ts lists the 25 a brand may
// offer).

import type { Catalogue, Dictionary } from './en/index.ts'

const loaders: Readonly<Record<string, () => Promise<{ dictionary: Dictionary }>>> = {
  es: () => import('./locales/es/messages-es.ts'),
  pt: () => import('./locales/pt/messages-pt.ts'),
  zh: () => import('./locales/zh/messages-zh.ts'),
  vi: () => import('./locales/vi/messages-vi.ts'),
  th: () => import('./locales/th/messages-th.ts'),
}

/** The locales with a translation of their own (Brazilian Portuguese reads Portuguese). */
export const translatedLocales: readonly string[] = Object.keys(loaders)

const sharedBy: Readonly<Record<string, string>> = { br: 'pt' }

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
  Object.entries(loaders).map(([locale, load]) => [
    locale,
    loadedOnce(`translation ${locale}`, async () => (await load()).dictionary),
  ]),
)

const translationOf = (locale: string) => translations.get(sharedBy[locale] ?? locale)

/** The translation already loaded for a locale, if any, for a first render without waiting. */
export const loadedDictionary = (locale: string): Dictionary | undefined =>
  translationOf(locale)?.loaded()

/**
 * The translation of a locale, loaded once; undefined for English and the untranslated, and for
 * one that could not be loaded: until it is, the page reads English.
 */
export const loadDictionary = (locale: string): Promise<Dictionary | undefined> =>
  translationOf(locale)?.load() ?? Promise.resolve(undefined)
