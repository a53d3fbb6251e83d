import { describe, expect, it } from 'vitest'
import { isMobilePath, localeBase, pathLanguage, withLanguage } from './locale-path.ts'

describe('the language of a mobile address', () => {
  it('is the segment after /m when it is locale-shaped', () => {
    expect(pathLanguage('/m/de/sports/fixtures')).toBe('de')
    expect(pathLanguage('/m/pt-BR')).toBe('pt-br')
    expect(pathLanguage('/m/en/')).toBe('en')
  })

  it('is none for a page, a number or a root address', () => {
    expect(pathLanguage('/m/jackpot')).toBeUndefined()
    expect(pathLanguage('/m/500')).toBeUndefined()
    expect(pathLanguage('/live/sport/')).toBeUndefined()
    expect(pathLanguage('/m')).toBeUndefined()
    expect(pathLanguage('/mde/x')).toBeUndefined()
  })

  it('knows a mobile address', () => {
    expect(isMobilePath('/m')).toBe(true)
    expect(isMobilePath('/m/jackpot')).toBe(true)
    expect(isMobilePath('/match')).toBe(false)
  })

  it('is replaced by another language, the page kept; a desktop address is left as it is', () => {
    expect(withLanguage('/m/de/sports/fixtures', 'es')).toBe('/m/es/sports/fixtures')
    expect(withLanguage('/m/de', 'es')).toBe('/m/es')
    expect(withLanguage('/m/jackpot', 'es')).toBe('/m/es/jackpot')
    expect(withLanguage('/live/sport/', 'es')).toBe('/live/sport/')
    expect(withLanguage('/de/sports/fixtures', 'es')).toBe('/es/sports/fixtures')
    expect(withLanguage('/de', 'es')).toBe('/es')
  })

  it('a desktop address carries it first: /{lang}/...', () => {
    expect(pathLanguage('/es/sports/fixtures')).toBe('es')
    expect(pathLanguage('/pt-br')).toBe('pt-br')
    expect(localeBase('/es/sports/fixtures')).toBe('/es')
    expect(localeBase('/m/es/sports')).toBe('/m/es')
    expect(localeBase('/sports/fixtures')).toBeUndefined()
    expect(localeBase('/espana')).toBeUndefined()
  })
})
