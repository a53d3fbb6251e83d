import { describe, expect, it } from 'vitest'
import { combinations, uniqueMarkets } from './combinations.ts'

const markets = (...ids: string[]) => ids.map((marketId) => ({ marketId }))

describe('system combinations', () => {
  it('§9 system bets: doubles of three selections are three lines', () => {
    expect(combinations(markets('a', 'b', 'c'), 2)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ])
  })

  it('§5 system bets: combinations with unique markets are counted', () => {
    // a1 and a2 share a market: they never meet in a line.
    expect(combinations(markets('a', 'a', 'b'), 2)).toEqual([
      [0, 2],
      [1, 2],
    ])
    expect(combinations(markets('a', 'a', 'b'), 3)).toEqual([])
    expect(uniqueMarkets(markets('a', 'a', 'b'))).toBe(2)
  })

  it('§3 betslip banker: a banker is in every combination', () => {
    const selections = [{ marketId: 'a', banker: true }, ...markets('b', 'c', 'd')]
    expect(combinations(selections, 2)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
    ])
    expect(combinations(selections, 1)).toEqual([[0]])
  })

  it('§3 betslip banker: more bankers than the fold size leaves no line', () => {
    const selections = [
      { marketId: 'a', banker: true },
      { marketId: 'b', banker: true },
      { marketId: 'c', banker: true },
    ]
    expect(combinations(selections, 2)).toEqual([])
  })

  it('no line of more selections than the slip has', () => {
    expect(combinations(markets('a', 'b'), 3)).toEqual([])
  })
})
