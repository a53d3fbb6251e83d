import { describe, expect, it } from 'vitest'
import {
  languageMenuColumns,
  languages,
  languageTag,
  localeRedirect,
  locales,
  siteCodeOf,
  textDirection,
} from './locales.ts'

const configured = ['en', 'de', 'zh']

describe('§9 languages', () => {
  it('§9 languages: about 25 locales, unique, each with its site code as external_locale', () => {
    expect(languages).toHaveLength(25)
    expect(new Set(languages.map((l) => l.locale)).size).toBe(25)
    expect(new Set(languages.map((l) => l.id)).size).toBe(25)
    for (const language of languages)
      expect(language.external_locale).toBe(siteCodeOf(language.locale))
  })

  it('§9 site codes: zh is sc, ko kr, vi vn, ja jp, every other locale its own', () => {
    expect(['zh', 'ko', 'vi', 'ja', 'en', 'de'].map(siteCodeOf)).toEqual([
      'sc',
      'kr',
      'vn',
      'jp',
      'en',
      'de',
    ])
    expect(siteCodeOf('constructor')).toBe('constructor')
  })
})

describe('§2 default-locale redirect', () => {
  it('§2 locale: a configured locale stays', () => {
    expect(localeRedirect('/de/sports/1-FOOT', configured)).toBeUndefined()
    expect(localeRedirect('/m/zh/live/sport/', configured)).toBeUndefined()
  })

  it('§2 locale: a locale not in the list is replaced by the default locale', () => {
    expect(localeRedirect('/fr/sports/1-FOOT', configured)).toBe('/en/sports/1-FOOT')
    expect(localeRedirect('/m/pt-br/open_bets', configured)).toBe('/m/en/open_bets')
    expect(localeRedirect('/xx', configured, 'de')).toBe('/de')
  })

  it('§2 locale: a path without a locale gets the default locale in front', () => {
    expect(localeRedirect('/sports/1-FOOT', configured)).toBe('/en/sports/1-FOOT')
    expect(localeRedirect('/', configured)).toBe('/en')
    expect(localeRedirect('/m', configured)).toBe('/m/en')
  })

  it('§2 locale: numeric-path pages above 400 are not redirected, 400 and below are', () => {
    expect(localeRedirect('/404', configured)).toBeUndefined()
    expect(localeRedirect('/401', configured)).toBeUndefined()
    expect(localeRedirect('/500', configured)).toBeUndefined()
    expect(localeRedirect('/m/503', configured)).toBeUndefined()
    expect(localeRedirect('/400', configured)).toBe('/en/400')
    expect(localeRedirect('/200', configured)).toBe('/en/200')
  })
})

describe('Issue 11 Intl for languages', () => {
  it('each language is named in itself by Intl.DisplayNames, capitalised as a menu item', () => {
    const named = Object.fromEntries(languages.map((language) => [language.locale, language.name]))
    expect(named).toMatchObject({
      en: 'English',
      ke: 'English (Kenya)',
      es: 'Español',
      br: 'Português (Brasil)',
      de: 'Deutsch',
      zh: '简体中文',
      vi: 'Tiếng Việt',
      th: 'ไทย',
    })
  })

  it('the site locales that are not BCP 47 languages map to the tag Intl formats with', () => {
    expect(['ke', 'br', 'zh', 'en', 'th'].map(languageTag)).toEqual([
      'en-KE',
      'pt-BR',
      'zh-Hans',
      'en',
      'th',
    ])
  })

  it('right-to-left scripts read right to left; the 25 of the product do not', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('he')).toBe('rtl')
    expect(languages.every((language) => textDirection(language.locale) === 'ltr')).toBe(true)
  })

  it('a script named in the tag decides; without one the direction is the one Intl finds', () => {
    expect(textDirection('pa-Arab')).toBe('rtl')
    expect(textDirection('az-latn-IR')).toBe('ltr')
    expect(textDirection('FA-ir')).toBe('rtl')
    const rightToLeft = (tag: string) => {
      const script = new Intl.Locale(tag).maximize().script ?? ''
      return ['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm'].includes(script)
    }
    const tags = [...locales, 'ar', 'ckb', 'dv', 'fa', 'he', 'ks', 'lrc', 'mzn', 'nqo', 'ps']
    tags.push('sd', 'syr', 'ug', 'ur', 'yi', 'ku', 'ha', 'uz', 'az', 'pa', 'ms', 'sw', 'am', 'hy')
    for (const tag of tags)
      expect(textDirection(tag), tag).toBe(rightToLeft(languageTag(tag)) ? 'rtl' : 'ltr')
  })

  it('§2 the language dropdown: one column up to 7 languages, two above', () => {
    expect([1, 7, 8, 25].map(languageMenuColumns)).toEqual([1, 1, 2, 2])
  })
})
