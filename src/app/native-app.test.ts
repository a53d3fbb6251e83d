import { describe, expect, it } from 'vitest'
import { pageNativeApp } from './native-app.ts'

const at = (search: string) => ({ search }) as Location

function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size
    },
  }
}

describe('pageNativeApp', () => {
  it('is on with betslip-origin=native-app, and stays on for the visit', () => {
    const storage = memoryStorage()
    expect(pageNativeApp(at('?betslip-origin=native-app'), storage)).toBe(true)
    expect(pageNativeApp(at(''), storage)).toBe(true)
  })

  it('is off for a web visit and for another origin value', () => {
    const storage = memoryStorage()
    expect(pageNativeApp(at(''), storage)).toBe(false)
    expect(pageNativeApp(at('?betslip-origin=web'), storage)).toBe(false)
    expect(pageNativeApp(at(''), storage)).toBe(false)
  })

  it('is on for the load that asks even where storage is refused', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('denied')
      },
    } as Storage
    expect(pageNativeApp(at('?betslip-origin=native-app'), refusing)).toBe(true)
    expect(pageNativeApp(at(''), memoryStorage())).toBe(false)
  })
})
