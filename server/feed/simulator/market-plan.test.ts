import { describe, expect, it } from 'vitest'
import { hiddenAt, marketIdOf, periodDescription, pricesOf } from './market-plan.ts'

describe('simulated market plans', () => {
  it('hides an outcome that cannot win, but never every outcome of a market', () => {
    expect([0, 1].map((_, index) => hiddenAt([0, 0.7], index))).toEqual([true, false])
    expect([0, 1].map((_, index) => hiddenAt([0, 0], index))).toEqual([false, false])
  })

  it('prices a book on the ladder at its overround, between 1.01 and 1000', () => {
    const [home = 0, draw = 0, away = 0] = pricesOf([0.5, 0.3, 0.2], 'MRES')
    expect(home).toBeLessThan(2)
    expect(home).toBeGreaterThan(1.8)
    const book = 1 / home + 1 / draw + 1 / away
    expect(book).toBeGreaterThan(1.04)
    expect(book).toBeLessThan(1.08)
    expect(pricesOf([1, 0], 'MRES')[0]).toBe(1.01)
    expect(pricesOf([1, 0], 'MRES')[1]).toBeGreaterThan(100)
  })

  it("prices an independent outcome as a book of its own, a season's winner thicker", () => {
    const [scorer = 0] = pricesOf([0.4], 'AGSC', true)
    expect(1 / scorer / 0.4).toBeGreaterThan(1.05)
    expect(1 / scorer / 0.4).toBeLessThan(1.15)
    const winner = pricesOf([0.4, 0.3, 0.2, 0.1], 'OUTR')
    const book = winner.reduce((sum, price) => sum + 1 / price, 0)
    expect(book).toBeGreaterThan(1.15)
    expect(book).toBeLessThan(1.3)
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
