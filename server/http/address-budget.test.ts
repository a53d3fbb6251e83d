import { describe, expect, it } from 'vitest'
import { addressBudget } from './address-budget.ts'

describe('addressBudget', () => {
  it('gives an address max in a window, then none until the window is over', () => {
    const budget = addressBudget({ max: 3, windowMs: 1000 })
    expect([0, 1, 2, 3].map((ms) => budget.take('198.51.100.1', ms))).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(budget.take('198.51.100.2', 10)).toBe(true)
    expect(budget.take('198.51.100.1', 999)).toBe(false)
    expect(budget.take('198.51.100.1', 1000)).toBe(true)
  })
})
