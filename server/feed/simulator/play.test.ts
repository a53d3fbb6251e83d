import { describe, expect, it } from 'vitest'
import { competitions } from './competitions.ts'
import { resultChances } from './play.ts'
import { sportModels } from './sport-models.ts'

/** Each simulated sport's first competition, with its strongest side, the next and the weakest. */
const leagues = Object.keys(sportModels).map((sportCode) => {
  const { sides } = competitions.find((competition) => competition.sportCode === sportCode) ?? {
    sides: [],
  }
  return { sportCode, first: sides[0] ?? '', second: sides[1] ?? '', last: sides.at(-1) ?? '' }
})

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

  it.each(leagues)(
    '$sportCode: home is worth what its leagues show, and no favourite is a certainty',
    ({ sportCode, first, second, last }) => {
      // The same two neighbours both ways round: home's edge is what is left of their gap.
      const there = resultChances(sportCode, `${first} v ${second}`)
      const back = resultChances(sportCode, `${second} v ${first}`)
      const home = (there.home + back.home) / 2
      const away = (there.away + back.away) / 2
      expect(home).toBeGreaterThanOrEqual(away - 1e-9)
      expect(home - away).toBeLessThan(0.15)
      expect(resultChances(sportCode, `${first} v ${last}`).home).toBeLessThan(0.94)
    },
  )
})
