// The catalogue in its parts (parts.ts), each a chunk per language loaded when a page first needs
// it: the first screen's at every page's start (beside the engine, main.tsx), the later screens'
// with the first screen loaded after it (src/ui/lazy-with-retry.tsx). English is the catalogue
// every missing key reads; a translation is a locale's own words. The code at start grows with
// neither the languages nor the messages. Which languages there are is read from their folders
// (locale-files.ts), itself a chunk loaded beside the engine on a page in another language than
// English. A locale with no folder reads English (domain/rules/locales.ts lists the 25 a brand
// may offer); ke and br are locales of their own, read from their own folders (ke, a regional
// English, writes only its own words, over English's).

import type { NameTranslator } from '../../domain/reference/names/catalogue-names.ts'
import { defaultLocale } from '../../domain/rules/locales.ts'
import type { Catalogue, Dictionary } from './en/index.ts'
import { byPart, type Part } from './parts.ts'

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

/** English's parts, each a module of its areas (en/first-screen.ts, en/later.ts). */
export const englishParts: Readonly<Record<Part, () => Promise<Dictionary>>> = {
  'first-screen': async () => (await import('./en/first-screen.ts')).firstScreen,
  later: async () => (await import('./en/later.ts')).later,
}

/** English as its parts arrive, one object: a view drawn once its part is in reads it here. */
const english = Object.create(null) as Catalogue

const englishLoaded = byPart((part) =>
  loadedOnce(`English's ${part} messages`, async () =>
    Object.assign(english, await englishParts[part]()),
  ),
)

/** The parts asked for so far: the first screen's from the start, the later ones' once a screen is. */
const askedParts = new Set<Part>(['first-screen'])

/**
 * Each part asked for, loaded, in the order asked (the first screen's first); a part asked for
 * while they load is loaded too.
 */
async function loadAsked<T>(load: (part: Part) => Promise<T>): Promise<T[]> {
  let asked: Part[]
  let loaded: T[]
  do {
    asked = [...askedParts]
    loaded = await Promise.all(asked.map(load))
  } while (askedParts.size > asked.length)
  return loaded
}

/** English, once its first screen's part is loaded: the page renders after it is (main.tsx). */
export const loadedEnglish = (): Catalogue | undefined => englishLoaded['first-screen'].loaded()

/** English's parts asked for, loaded once; undefined if the first screen's could not be. */
export const loadEnglish = async (): Promise<Catalogue | undefined> =>
  (await loadAsked((part) => englishLoaded[part].load()))[0]

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

const translations = byPart((part) =>
  byLocale(`${part} messages`, (files) => files.dictionaryLoaders[part]),
)

/** Each locale's translation as its parts arrive, one object, as English is. */
const dictionaries = new Map<string, Dictionary>()

/** The locales whose translation has been asked for, each given every part asked for since. */
const askedLocales = new Set<string>()

/** The translation already loaded for a locale, if any, for a first render without waiting. */
export const loadedDictionary = (locale: string): Dictionary | undefined => dictionaries.get(locale)

/**
 * The translation of a locale, each part asked for loaded once; undefined for English and the
 * untranslated, and for one whose first screen's part could not be loaded: until it is, the page
 * reads English. A later part that could not be loaded reads English too.
 */
export async function loadDictionary(locale: string): Promise<Dictionary | undefined> {
  askedLocales.add(locale)
  const loaded = await loadAsked((part) => translations[part].load(locale))
  if (!loaded[0]) return undefined
  const dictionary = dictionaries.get(locale) ?? (Object.create(null) as Dictionary)
  dictionaries.set(locale, Object.assign(dictionary, ...loaded))
  return dictionary
}

/**
 * The later screens' messages, in English and in each language asked for: a screen loaded after
 * the first renders once they are in (src/ui/lazy-with-retry.tsx), and a language the page
 * switches to afterwards loads them with its first screen's. Fails as a chunk's import does if
 * English's did not arrive.
 */
export async function loadLaterMessages(): Promise<void> {
  askedParts.add('later')
  const [later] = await Promise.all([
    englishLoaded.later.load(),
    ...[...askedLocales].map(loadDictionary),
  ])
  if (!later) throw new Error("the later screens' English did not load")
}

// The catalogue's names the page holds itself (domain's sports and market types: the server
// translates those it answers with), from the files the server reads.
const names = byLocale('names', (files) => files.nameLoaders)

/** The catalogue's names already loaded for a locale, if any, for a first render without waiting. */
export const loadedNames = (locale: string): NameTranslator | undefined => names.loaded(locale)

/** The catalogue's names of a locale, loaded once; undefined for English, whose names are the feed's. */
export const loadNames = (locale: string): Promise<NameTranslator | undefined> => names.load(locale)
