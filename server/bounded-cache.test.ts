import { describe, expect, it } from 'vitest'
import { boundedCache } from './bounded-cache.ts'

describe('a cache bounded by bytes', () => {
  it('drops the least recently read first, until the rest fits', () => {
    const cache = boundedCache<string, string>(10)
    cache.set('a', 'A', 4)
    cache.set('b', 'B', 4)
    expect(cache.get('a')).toBe('A')
    cache.set('c', 'C', 4)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C'])
  })

  it('keeps what was just set, even alone over the bound', () => {
    const cache = boundedCache<string, string>(10)
    cache.set('a', 'A', 4)
    cache.set('big', 'BIG', 12)
    expect([cache.get('a'), cache.get('big')]).toEqual([undefined, 'BIG'])
  })

  it('counts a key set again once', () => {
    const cache = boundedCache<string, string>(10)
    cache.set('a', 'A', 6)
    cache.set('a', 'A2', 6)
    cache.set('b', 'B', 4)
    expect([cache.get('a'), cache.get('b')]).toEqual(['A2', 'B'])
  })

  it('forgets a value only while it is the one kept', () => {
    const cache = boundedCache<string, string>(10)
    cache.set('a', 'A', 4)
    cache.forget('a', 'other')
    expect(cache.get('a')).toBe('A')
    cache.forget('a', 'A')
    expect(cache.get('a')).toBeUndefined()
    cache.set('b', 'B', 10)
    expect(cache.get('b')).toBe('B')
  })
})
