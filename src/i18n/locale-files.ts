// The languages' files, found by convention: a translation is locales/<locale>/messages-<locale>.ts
// and a language's catalogue names domain/reference/names/<locale>.ts, each its own chunk. Adding
// a language or an area registers nothing. This table is a chunk of its own too, so the code at
// start does not grow with the languages (dictionaries.ts loads it beside the engine).

import type {
  CatalogueNames,
  NameTranslator,
} from '../../domain/reference/names/catalogue-names.ts'
import type { Dictionary } from './en/index.ts'

const messageFiles = import.meta.glob<{ dictionary: Dictionary }>('./locales/*/messages-*.ts')

const nameFiles = import.meta.glob<{ names: CatalogueNames }>(
  '../../domain/reference/names/[a-z][a-z].ts',
)

/** Each translated locale's dictionary, by the folder it is in. */
export const dictionaryLoaders: ReadonlyMap<string, () => Promise<Dictionary>> = new Map(
  Object.entries(messageFiles).flatMap(([path, load]) => {
    const [, folder, file] = /^\.\/locales\/([^/]+)\/messages-([^/]+)\.ts$/.exec(path) ?? []
    // A file named for another locale than its folder's is not a translation of that folder.
    return folder && folder === file
      ? [[folder, async () => (await load()).dictionary] as const]
      : []
  }),
)

/** The locales with a translation of their own: one folder each under locales/. */
export const translatedLocales: readonly string[] = [...dictionaryLoaders.keys()].sort()

/** Each locale's catalogue names, read as the server reads them (catalogue-names.ts). */
export const nameLoaders: ReadonlyMap<string, () => Promise<NameTranslator>> = new Map(
  Object.entries(nameFiles).flatMap(([path, load]) => {
    const locale = /\/([a-z]{2})\.ts$/.exec(path)?.[1]
    if (!locale) return []
    const translator = async () => {
      const [{ names }, { nameTranslator }, { languageTag }] = await Promise.all([
        load(),
        import('../../domain/reference/names/catalogue-names.ts'),
        import('../../domain/rules/locales.ts'),
      ])
      return nameTranslator(languageTag(locale), names)
    }
    return [[locale, translator] as const]
  }),
)
