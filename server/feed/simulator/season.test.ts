import { describe, expect, it } from 'vitest'
import { newOutright } from './calendar.ts'
import { competitions } from './competitions.ts'
import { titleChances } from './season.ts'
import { ratingOf } from './sport-models.ts'

describe("a season's winner", () => {
  const outrights = competitions.filter((competition) => competition.outright)

  it('is priced at an overround of 115 to 130 %, as mainstream books price a season', () => {
    expect(outrights.length).toBeGreaterThan(5)
    for (const competition of outrights) {
      const [market] = newOutright(competition, Date.parse('2026-11-23T08:00:00Z')).markets
      const book = (market?.outcomes ?? []).reduce(
        (sum, outcome) => sum + 1 / outcome.consolidatedPrice.currentPrice.decimal,
        0,
      )
      expect(book, competition.league).toBeGreaterThanOrEqual(1.15)
      expect(book, competition.league).toBeLessThanOrEqual(1.3)
    }
  })

  it('has the strongest side as its favourite, the weaker the longer', () => {
    for (const competition of outrights) {
      const chances = titleChances(competition)
      expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 6)
      const ratings = competition.sides.map((side) => ratingOf(competition.sportCode, side))
      const strongest = ratings.indexOf(Math.max(...ratings))
      expect(chances[strongest], competition.league).toBeCloseTo(Math.max(...chances), 9)
      const weakest = ratings.indexOf(Math.min(...ratings))
      expect(chances[weakest], competition.league).toBeCloseTo(Math.min(...chances), 9)
    }
  })

  it('makes the sides a bettor knows as the best the favourites', () => {
    const premierLeague = outrights.find((competition) => competition.league === 'Premier League')
    const [market] = premierLeague ? newOutright(premierLeague, 0).markets : []
    const favourite = [...(market?.outcomes ?? [])].sort(
      (a, b) => a.consolidatedPrice.currentPrice.decimal - b.consolidatedPrice.currentPrice.decimal,
    )[0]
    expect(favourite?.description).toBe('Arsenal')
    expect(favourite?.consolidatedPrice.currentPrice.decimal).toBeGreaterThan(1.5)
  })
})
