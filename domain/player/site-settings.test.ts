import { describe, expect, it } from 'vitest'
import { pageAttributesFor } from '../rules/page-attributes.ts'
import { parseSettings } from './settings.ts'
import {
  brandLanguage,
  isSafeAssetUrl,
  readLanguages,
  readLogo,
  readPageAttributes,
} from './site-settings.ts'

describe('§3 Other: the brand languages, logo, favicon and page attributes among its settings', () => {
  it('a language is a locale the product knows, with its site code and a flag', () => {
    expect(brandLanguage('vi')).toMatchObject({
      locale: 'vi',
      external_locale: 'vn',
      name: 'Tiếng Việt',
      flag: '/flags/vn.svg',
    })
    expect(brandLanguage('eu')?.flag).toBe('/flags/basque.svg')
    expect(brandLanguage('xx')).toBeUndefined()
  })

  it('languages: locales or whole entries, in the dropdown order', () => {
    expect(readLanguages(['id', 'en'])?.map((language) => language.locale)).toEqual(['id', 'en'])
    expect(readLanguages('["de"]')?.[0]?.flag).toBe('/flags/de.svg')
    // A brand may give an emoji flag of its own.
    expect(readLanguages([{ locale: 'de', flag: '🇦🇹' }])?.[0]?.flag).toBe('🇦🇹')
    const own = readLanguages([
      { id: 99, name: 'Kiswahili', locale: 'sw', external_locale: 'sw', flag: '/flags/ke.svg' },
    ])
    expect(own).toEqual([
      { id: 99, name: 'Kiswahili', locale: 'sw', external_locale: 'sw', flag: '/flags/ke.svg' },
    ])
  })

  it('languages: an unknown locale, a repeat, an empty list or a script flag keeps the default', () => {
    for (const raw of [
      ['en', 'xx'],
      ['en', 'en'],
      [],
      'en',
      [{ locale: 'en', flag: 'javascript:alert(1)' }],
      [{ id: 1, name: 'X', locale: 'not a locale', flag: '🇬🇧' }],
    ])
      expect(readLanguages(raw), JSON.stringify(raw)).toBeUndefined()
    const { settings, problems } = parseSettings({ languages: ['zz'] })
    expect(settings.languages.map((language) => language.locale)).toEqual(['en'])
    expect(problems).toHaveLength(1)
  })

  it('logo and favicon: a site path or an https URL, never a script or another host by //', () => {
    expect(readLogo({ logo_url: '/brands/demo/logo.svg', width: 160, height: 40 })).toEqual({
      logo_url: '/brands/demo/logo.svg',
      width: 160,
      height: 40,
    })
    expect(readLogo({ logo_url: '/a.svg', width: 0, height: 40 })).toBeUndefined()
    expect(readLogo({ logo_url: '/a.svg', width: 10 })).toBeUndefined()
    for (const url of ['javascript:alert(1)', '//evil.example/x.svg', 'http://x/y.png', '/a b'])
      expect(isSafeAssetUrl(url), url).toBe(false)
    expect(isSafeAssetUrl('https://cdn.example.com/logo.png')).toBe(true)
    expect(parseSettings({ favicon_url: 'data:image/png;base64,AAAA' }).problems).toHaveLength(1)
  })

  it('§2 page attributes: rules in order, or an object read in key order; the last match wins', () => {
    const rules = readPageAttributes([
      { url: '/*', attributes: { title: 'Sports', description: 'All' } },
      { url: '/live/*', attributes: { title: 'Live' } },
    ])
    expect(rules && pageAttributesFor(rules, '/live/arsenal-v-chelsea-1')).toEqual({
      title: 'Live',
      description: '',
    })
    expect(rules && pageAttributesFor(rules, '/sports')?.title).toBe('Sports')
    const fromObject = readPageAttributes('{"/*":{"title":"A"},"/jackpot":{"title":"J"}}')
    expect(fromObject && pageAttributesFor(fromObject, '/jackpot')?.title).toBe('J')
    expect(readPageAttributes([{ url: 'no-slash', attributes: { title: 'x' } }])).toBeUndefined()
    expect(readPageAttributes({ '/': { description: 'no title' } })).toBeUndefined()
  })

  it('present lists what the source set and could be read', () => {
    const { present } = parseSettings({
      currencyCode: 'gbp',
      max_bets_on_betslip: 'many',
      unknown: 1,
      languages: ['en'],
    })
    expect(present).toEqual(['currencyCode', 'languages'])
  })
})
