import { describe, expect, it } from 'vitest'
import { viewKey } from './views.ts'

describe('view keys', () => {
  it('a view without parameters is keyed by its name', () => {
    expect(viewKey('betslip', {})).toBe('betslip')
  })

  it('the same parameters in any order give the same key', () => {
    expect(viewKey('events', { sport: 'football', page: 2 })).toBe(
      viewKey('events', { page: 2, sport: 'football' }),
    )
  })

  it('a parameter left undefined is the same view as one not given', () => {
    expect(viewKey('events', { sport: 'football', page: undefined })).toBe(
      viewKey('events', { sport: 'football' }),
    )
  })

  it('other names or other values are other views, and values cannot collide through text', () => {
    const keys = [
      viewKey('events', { sport: 'football' }),
      viewKey('events', { sport: 'tennis' }),
      viewKey('event', { sport: 'football' }),
      viewKey('events', { sport: 'football&page=2' }),
      viewKey('events', { sport: 'football', page: 2 }),
      viewKey('events', { page: 3 }),
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })
})
