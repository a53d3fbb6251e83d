import { describe, expect, it } from 'vitest'
import { listMarketTypes } from './list-market-types.ts'

const names = (sportCode: string) => listMarketTypes(sportCode).map((type) => type.name)

describe('listMarketTypes', () => {
  it('§2 euro market: the main market first, then the market types offered in running', () => {
    expect(names('FOOT')).toEqual([
      '1X2',
      'Double Chance',
      'Draw No Bet',
      'Over/Under',
      'Asian Handicap',
      'Handicap',
      'Both Teams To Score',
      'Next Goal',
      'To Qualify',
      'Corners',
      'Bookings',
    ])
    expect(names('BASK')[0]).toBe('Money Line')
  })

  it('leaves out what a row cannot show: many outcomes, one player or one team, pre-match only', () => {
    for (const left of ['Correct Score', 'Goalscorer', 'Team Total Goals', 'Half Time/Full Time'])
      expect(names('FOOT')).not.toContain(left)
    expect(names('TENN')).not.toContain('Set Betting')
    expect(names('BASK')).not.toContain('Player Points')
  })

  it('knows no market types of a sport without a table; a type keeps the ids a row can show', () => {
    expect(listMarketTypes('NOPE')).toEqual([])
    const idsOf = (name: string) =>
      listMarketTypes('FOOT').find((type) => type.name === name)?.marketTypeIds
    expect(idsOf('Over/Under')).toEqual(['HCTG'])
    // Corners are listed by the match's total, not a team's.
    expect(idsOf('Corners')).toEqual(['CORN'])
  })

  it("an Asian coupon's region puts its own main market first", () => {
    expect(listMarketTypes('FOOT', 'asia')[0]?.name).toBe('Asian Handicap')
    expect(listMarketTypes('FOOT', 'asia')).toHaveLength(listMarketTypes('FOOT').length)
  })
})
