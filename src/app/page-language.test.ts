import { describe, expect, it } from 'vitest'
import { pageLanguage, rememberLanguage } from './page-language.ts'

const at = (pathname: string) => ({ pathname }) as Location

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  } as Storage
}

describe('Issue 11 the page language at start', () => {
  it('a mobile address names it, over a choice remembered', () => {
    const storage = memoryStorage()
    rememberLanguage(storage, 'es')
    expect(pageLanguage(at('/m/de/jackpot'), storage)).toBe('de')
  })

  it('a desktop address reads the choice remembered, or none', () => {
    const storage = memoryStorage()
    expect(pageLanguage(at('/live/sport/'), storage)).toBeUndefined()
    rememberLanguage(storage, 'th')
    expect(pageLanguage(at('/live/sport/'), storage)).toBe('th')
  })

  it('a stored value that is not a locale is ignored', () => {
    const storage = memoryStorage()
    storage.setItem('sportsbook.language', '<script>')
    expect(pageLanguage(at('/'), storage)).toBeUndefined()
  })

  it('a storage that refuses the write loses only the memory', () => {
    const refusing = {
      setItem: () => {
        throw new Error('quota')
      },
    } as unknown as Storage
    expect(() => rememberLanguage(refusing, 'es')).not.toThrow()
  })
})
