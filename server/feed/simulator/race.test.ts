import { describe, expect, it } from 'vitest'
import { finalScoreChances, noteFirstTo, raceResults, raceWinChance } from './race.ts'

describe('races', () => {
  it('gives an even race to either side, and a tennis game at 60% a point to the server 73.6%', () => {
    expect(raceWinChance(0, 0, { target: 4, winBy: 2 }, 0.5)).toBeCloseTo(0.5, 10)
    expect(raceWinChance(0, 0, { target: 4, winBy: 2 }, 0.6)).toBeCloseTo(0.7357, 4)
    expect(raceWinChance(3, 3, { target: 4, winBy: 2 }, 0.6)).toBeCloseTo(0.36 / 0.52, 10)
    expect(raceWinChance(13, 9, { target: 13, winBy: 2 }, 0.1)).toBe(1)
  })

  it('spreads a best of three over its final scores, adding up to one', () => {
    const finals = finalScoreChances(1, 0, 2, 0.5, 0.5)
    expect(Object.fromEntries(finals)).toEqual({ '2-0': 0.5, '2-1': 0.25, '1-2': 0.25 })
  })

  it('settles a race to points on who got there first, not on the score after', () => {
    const firstTo = new Map<string, 'home' | 'away'>()
    noteFirstTo(firstTo, 2, { home: 9, away: 10 }, 'away')
    noteFirstTo(firstTo, 2, { home: 10, away: 10 }, 'home')
    expect(raceResults(firstTo, 2, 10, { home: 12, away: 11 })).toEqual(['lose', 'win'])
    expect(raceResults(firstTo, 2, 15, { home: 12, away: 11 })).toBeUndefined()
    // Reached before this process took the match over: nobody knows who was first.
    expect(raceResults(firstTo, 3, 10, { home: 10, away: 4 })).toEqual(['void', 'void'])
  })
})
