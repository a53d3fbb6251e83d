import { describe, expect, it } from 'vitest'
import { hasLongNames } from './long-names.ts'

describe('names too long for a third of a phone', () => {
  it('home, draw and away fit; an outright runner does not', () => {
    expect(hasLongNames(['Arsenal', 'Draw', 'Chelsea'])).toBe(false)
    expect(hasLongNames(['Arsenal', 'Royal Challengers Bengaluru'])).toBe(true)
    expect(hasLongNames([])).toBe(false)
  })
})
