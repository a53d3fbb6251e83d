// Issue 11, Locales, and issue 38, every language we offer is real: English names every key; every
// shipped translation (each folder under locales/) has exactly English's keys, each message with
// the placeholders its English has and exactly the plural forms its language has in CLDR. A key
// missing while a feature is written shows as ⟦key⟧ in translation mode and fails here, in CI.

import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { isRegionalEnglish, languageTag, locales } from '../../domain/rules/locales.ts'
import {
  loadDictionary,
  loadEnglish,
  loadedDictionary,
  loadedEnglish,
  loadLaterMessages,
} from './dictionaries.ts'
import { type Catalogue, type Dictionary, en, type MessageKey } from './en/index.ts'
import { live } from './en/live.ts'
import { shell } from './en/shell.ts'
import { translatedLocales } from './locale-files.ts'
import type { Message } from './messages.ts'

const keys = Object.keys(en) as MessageKey[]

const localesFolder = new URL('./locales/', import.meta.url)
const englishFolder = new URL('./en/', import.meta.url)

const folders = readdirSync(localesFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

const placeholders = (message: Message): string[] => {
  const texts = typeof message === 'string' ? [message] : Object.values(message)
  return [
    ...new Set(
      texts.flatMap((text) => [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')),
    ),
  ].sort()
}

describe('Issue 11 the message catalogue', () => {
  it('every key is <area>.<name>, every English message non-empty', () => {
    for (const key of keys) {
      expect(key).toMatch(/^[a-z][A-Za-z]*\.[A-Za-z0-9.-]+$/)
      const message = en[key] as Message
      const texts = typeof message === 'string' ? [message] : Object.values(message)
      for (const text of texts) expect(text?.trim(), key).not.toBe('')
    }
  })

  it('English plural messages have the forms English has (one, other)', () => {
    for (const key of keys) {
      const message = en[key] as Message
      if (typeof message !== 'string')
        expect(Object.keys(message).sort(), key).toEqual(['one', 'other'])
    }
  })

  it('every folder under locales/ is a translation, found by its area files', () => {
    expect(translatedLocales).toEqual(folders)
  })

  it('a translation is its areas: every file under a locale is an area of English', () => {
    // index.ts is the whole catalogue, first-screen.ts and later.ts its parts (parts.ts).
    const areas = readdirSync(englishFolder).filter(
      (file) => !['index.ts', 'first-screen.ts', 'later.ts'].includes(file),
    )
    for (const locale of folders)
      for (const file of readdirSync(new URL(`${locale}/`, localesFolder)))
        expect(areas, `${locale}/${file}`).toContain(file)
  })

  it("English and a translation load in parts: the first screen's at start, the rest with a later screen", async () => {
    expect(loadedEnglish()).toBeUndefined()
    const loading = loadEnglish()
    expect(loadedEnglish()).toBeUndefined()
    const english = (await loading) as Catalogue
    const french = (await loadDictionary('fr')) as Dictionary
    expect(loadedEnglish()).toBe(english)
    expect(loadedDictionary('fr')).toBe(french)
    for (const dictionary of [english, french]) {
      expect(Object.keys(dictionary)).toEqual(expect.arrayContaining(Object.keys(live)))
      expect(Object.keys(dictionary)).toEqual(expect.arrayContaining(Object.keys(shell)))
      expect(Object.keys(dictionary)).not.toContain('betslip.placeBet')
    }
    // A later screen's chunk waits for them (src/ui/lazy-with-retry.tsx): each loaded once, and
    // read from the same objects, which views drawn since read.
    await loadLaterMessages()
    expect(english).toEqual({ ...en })
    expect(Object.keys(french).sort()).toEqual(Object.keys(en).sort())
    expect(await loadEnglish()).toBe(english)
    // A language asked for afterwards brings them with its first screen's.
    expect(Object.keys((await loadDictionary('de')) as Dictionary).sort()).toEqual(
      Object.keys(en).sort(),
    )
  })

  it.each(folders.filter(isRegionalEnglish))(
    '%s: a regional English writes only its own words, each unlike English',
    async (locale) => {
      const files = readdirSync(new URL(`${locale}/`, localesFolder))
      const areas: Record<string, Dictionary>[] = await Promise.all(
        files.map(
          async (file) => await import(`./locales/${locale}/${file.replace(/\.ts$/, '')}.ts`),
        ),
      )
      const own: Dictionary = Object.assign({}, ...areas.flatMap((area) => Object.values(area)))
      const written = Object.keys(own) as MessageKey[]
      expect(written.length).toBeGreaterThan(0)
      for (const key of written)
        expect(JSON.stringify(own[key]), `${locale} ${key}`).not.toBe(JSON.stringify(en[key]))
    },
  )

  it.each(folders)(
    '%s: complete, real, with the placeholders and plural forms of its language',
    async (locale) => {
      await loadLaterMessages()
      const dictionary = (await loadDictionary(locale)) as Dictionary
      expect(dictionary).toBeDefined()
      expect(keys.filter((key) => dictionary[key] === undefined)).toEqual([])
      expect(Object.keys(dictionary).filter((key) => !Object.hasOwn(en, key))).toEqual([])
      const categories = [
        ...new Intl.PluralRules(languageTag(locale)).resolvedOptions().pluralCategories,
      ].sort()
      let same = 0
      for (const key of keys) {
        const translated = dictionary[key] as Message
        const english = en[key] as Message
        expect(placeholders(translated), `${locale} ${key}`).toEqual(placeholders(english))
        if (typeof english === 'string')
          expect(typeof translated, `${locale} ${key}`).toBe('string')
        else {
          expect(typeof translated, `${locale} ${key}`).toBe('object')
          expect(Object.keys(translated).sort(), `${locale} ${key}`).toEqual(categories)
        }
        if (JSON.stringify(translated) === JSON.stringify(english)) same += 1
      }
      // A translation is not English copied: a few words (a brand name, "OK") may read the same.
      // A regional English is English over which its own words are written: whole with them.
      if (!isRegionalEnglish(locale)) expect(same / keys.length, locale).toBeLessThan(0.1)
    },
  )

  it('every locale a brand may offer, but English, has its translation', () => {
    expect(locales.filter((locale) => locale !== 'en' && !folders.includes(locale))).toEqual([])
  })

  it('a locale without a translation reads English, and loads nothing', async () => {
    expect(await loadDictionary('xx')).toBeUndefined()
    expect(await loadDictionary('en')).toBeUndefined()
  })

  it('Brazilian Portuguese is a locale of its own, not Portuguese under another name', async () => {
    const brazilian = await loadDictionary('br')
    if (folders.includes('br')) expect(brazilian).not.toBe(await loadDictionary('pt'))
    else expect(brazilian).toBeUndefined()
  })
})
