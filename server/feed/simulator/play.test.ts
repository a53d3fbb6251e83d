import { describe, expect, it } from 'vitest'
import { resultChances } from './play.ts'

describe("a match's result before the start", () => {
  // Boston are listed first in the NBA, the Lakers second and the 76ers last (competitions.ts).
  it('gives basketball a home court of a few points, not a dozen', () => {
    const close = resultChances('BASK', 'Boston Celtics v Los Angeles Lakers')
    const returned = resultChances('BASK', 'Los Angeles Lakers v Boston Celtics')
    // Two sides a place apart: the home side a modest favourite either way round.
    expect(close.home).toBeGreaterThan(0.5)
    expect(close.home).toBeLessThan(0.7)
    expect(returned.home).toBeGreaterThan(0.4)
    // What home is worth, counted twice: the same side at home and away (about 0.16 in the NBA).
    expect(close.home - returned.away).toBeLessThan(0.2)
  })

  it("keeps basketball's widest gap a long price, not a certainty", () => {
    const widest = resultChances('BASK', 'Boston Celtics v Philadelphia 76ers')
    expect(widest.home).toBeGreaterThan(0.8)
    expect(widest.home).toBeLessThan(0.93)
  })
})
