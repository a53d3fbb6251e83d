// Issue 11, Locales: English names every key; the five translations are complete, each message
// with the placeholders its English has, and plural forms the language has.

import { describe, expect, it } from 'vitest'
import { languageTag } from '../../domain/rules/locales.ts'
import { loadDictionary, loadEnglish, loadedEnglish, translatedLocales } from './dictionaries.ts'
import { type Dictionary, en, type MessageKey } from './en/index.ts'
import type { Message } from './messages.ts'

const keys = Object.keys(en) as MessageKey[]

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

  it.each(translatedLocales)(
    '%s: complete, real, with the placeholders and plural forms of its language',
    async (locale) => {
      const dictionary = (await loadDictionary(locale)) as Dictionary
      expect(dictionary).toBeDefined()
      const missing = keys.filter((key) => dictionary[key] === undefined)
      expect(missing).toEqual([])
      const categories = new Intl.PluralRules(languageTag(locale)).resolvedOptions()
        .pluralCategories
      let same = 0
      for (const key of keys) {
        const translated = dictionary[key] as Message
        const english = en[key] as Message
        expect(placeholders(translated), `${locale} ${key}`).toEqual(placeholders(english))
        if (typeof english === 'string')
          expect(typeof translated, `${locale} ${key}`).toBe('string')
        else {
          expect(typeof translated, `${locale} ${key}`).toBe('object')
          for (const form of Object.keys(translated))
            expect(categories, `${locale} ${key}`).toContain(form)
          expect(Object.keys(translated), `${locale} ${key}`).toContain('other')
        }
        if (JSON.stringify(translated) === JSON.stringify(english)) same += 1
      }
      // A translation is not English copied: a few words (a brand name, "OK") may read the same.
      expect(same / keys.length, locale).toBeLessThan(0.1)
    },
  )

  it('a locale without a translation reads English, and loads nothing', async () => {
    expect(await loadDictionary('de')).toBeUndefined()
    expect(await loadDictionary('en')).toBeUndefined()
  })

  it('English is a chunk loaded like a translation, once, for every page', async () => {
    expect(loadedEnglish()).toBeUndefined()
    const loading = loadEnglish()
    expect(loadEnglish()).toBe(loading)
    expect(await loading).toBe(en)
    expect(loadedEnglish()).toBe(en)
  })

  it('Brazilian Portuguese reads the Portuguese translation', async () => {
    expect(await loadDictionary('br')).toBe(await loadDictionary('pt'))
  })
})
