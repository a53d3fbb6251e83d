// The translations, each its own chunk, loaded when a page first needs it: the entry chunk
// carries English alone, whatever the number of languages. A locale with no translation here
// reads English (domain/rules/locales.ts lists the 25 a brand may offer).

import type { Dictionary } from './en/index.ts'

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

const loaded = new Map<string, Dictionary | undefined>()
const loading = new Map<string, Promise<Dictionary | undefined>>()

const sourceOf = (locale: string) => sharedBy[locale] ?? locale

/** The translation already loaded for a locale, if any, for a first render without waiting. */
export const loadedDictionary = (locale: string): Dictionary | undefined =>
  loaded.get(sourceOf(locale))

/** The translation of a locale, loaded once; undefined for English and the untranslated. */
export function loadDictionary(locale: string): Promise<Dictionary | undefined> {
  const source = sourceOf(locale)
  const load = Object.hasOwn(loaders, source) ? loaders[source] : undefined
  if (!load) return Promise.resolve(undefined)
  let promise = loading.get(source)
  if (!promise) {
    promise = load().then(
      (module) => {
        loaded.set(source, module.dictionary)
        return module.dictionary
      },
      (error: unknown) => {
        // A chunk that failed to load (a dropped connection) is tried again next time; until
        // then the page reads English.
        loading.delete(source)
        console.warn(`translation ${source} failed to load`, error)
        return undefined
      },
    )
    loading.set(source, promise)
  }
  return promise
}
