import { describe, expect, it } from 'vitest'
import type { ChoiceStore } from '../app/kept-choices.ts'
import { pageBrand } from './page-brand.ts'

const at = (search: string) => ({ search }) as Location

function memoryChoices(): ChoiceStore {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('the brand the page tells the engine', () => {
  it('brand= is kept for the loads after it, whose links drop it', () => {
    const choices = memoryChoices()
    expect(pageBrand(at('?brand=Wallet'), choices)).toBe('wallet')
    expect(pageBrand(at(''), choices)).toBe('wallet')
    expect(pageBrand(at('?brand=gateway'), choices)).toBe('gateway')
    expect(pageBrand(at(''), choices)).toBe('gateway')
  })

  it('none without brand= or a kept brand: the server reads the host name', () => {
    expect(pageBrand(at('?brand=%22%3E'), memoryChoices())).toBeUndefined()
  })

  it('a page that cannot keep it (a sandboxed frame) has its brand all the same', () => {
    const refusing: ChoiceStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('no cookies')
      },
    }
    expect(pageBrand(at('?brand=wallet'), refusing)).toBe('wallet')
  })
})
