import { describe, expect, it } from 'vitest'
import { hiddenAt, marketIdOf, periodDescription, priceOf } from './market-plan.ts'

describe('simulated market plans', () => {
  it('hides an outcome that cannot win, but never every outcome of a market', () => {
    expect([0, 1].map((_, index) => hiddenAt([0, 0.7], index))).toEqual([true, false])
    expect([0, 1].map((_, index) => hiddenAt([0, 0], index))).toEqual([false, false])
  })

  it('prices a chance on the ladder with a margin, between 1.01 and 1000', () => {
    expect(priceOf(0.5, 'MRES')).toBeLessThan(2)
    expect(priceOf(0.5, 'MRES')).toBeGreaterThan(1.8)
    expect(priceOf(1, 'MRES')).toBe(1.01)
    expect(priceOf(0, 'MRES')).toBeGreaterThan(100)
  })

  it('derives ids and period names from what the market is', () => {
    const plan = { marketTypeId: 'AHCP', periodId: 'H1', description: '', outcomes: [] }
    expect(marketIdOf('7', { ...plan, line: -1.5 })).toBe('7-AHCP-H1-m1.5')
    expect(marketIdOf('7', { ...plan, marketTypeId: 'NXGL', instance: 3 })).toBe('7-NXGL-H1-3')
    expect(['FT', 'H1', 'Q2', 'P3', 'I4', 'S2', 'G5', 'MAP1', 'F5'].map(periodDescription)).toEqual(
      [
        'Full Time',
        '1st Half',
        '2nd Quarter',
        '3rd Period',
        '4th Innings',
        'Set 2',
        'Game 5',
        'Map 1',
        'First 5 Innings',
      ],
    )
  })
})
