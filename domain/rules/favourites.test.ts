import { describe, expect, it } from 'vitest'
import { maxFavourites, readFavourites, toggleFavourite } from './favourites.ts'

describe('§3 favourite events', () => {
  it('starring puts the event first; starring it again removes it', () => {
    const starred = toggleFavourite(toggleFavourite([], 'e1'), 'e2')
    expect(starred).toEqual(['e2', 'e1'])
    expect(toggleFavourite(starred, 'e1')).toEqual(['e2'])
  })

  it(`at most ${maxFavourites}: one more drops the oldest`, () => {
    let list: readonly string[] = []
    for (let index = 0; index <= maxFavourites; index += 1)
      list = toggleFavourite(list, `e${index}`)
    expect(list).toHaveLength(maxFavourites)
    expect(list[0]).toBe(`e${maxFavourites}`)
    expect(list).not.toContain('e0')
  })

  it('a stored list is read back as ids, once each, within the bound', () => {
    expect(readFavourites(['a', 'b', 'a', 3, '', null, 'x'.repeat(65)])).toEqual(['a', 'b'])
    expect(readFavourites('a,b')).toEqual([])
    expect(readFavourites(undefined)).toEqual([])
    expect(readFavourites(Array.from({ length: 80 }, (_, i) => `e${i}`))).toHaveLength(
      maxFavourites,
    )
  })
})
