import { describe, expect, it } from 'vitest'
import { listMarketTypeNamed, listMarketTypes } from './list-market-types.ts'

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

  it('knows no market types of a sport without a table, and finds one by name', () => {
    expect(listMarketTypes('NOPE')).toEqual([])
    expect(listMarketTypeNamed('FOOT', 'Over/Under')?.marketTypeIds).toEqual(['HCTG'])
    expect(listMarketTypeNamed('FOOT', 'Correct Score')).toBeUndefined()
    expect(listMarketTypeNamed('FOOT', 'Corners')?.marketTypeIds).toEqual(['CORN'])
  })
})
