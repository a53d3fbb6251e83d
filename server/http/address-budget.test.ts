import { describe, expect, it } from 'vitest'
import { addressBudget } from './address-budget.ts'

describe('addressBudget', () => {
  it('gives an address max in a window, then none until the window is over', () => {
    const budget = addressBudget({ max: 3, windowMs: 10_000 })
    expect([0, 1, 2, 3].map((ms) => budget.take('198.51.100.1', ms))).toEqual([
      true,
      true,
      true,
      { retryAfterSeconds: 10 },
    ])
    expect(budget.take('198.51.100.2', 10)).toBe(true)
    // The wait is the window's rest, in whole seconds, at least one.
    expect(budget.take('198.51.100.1', 8_500)).toEqual({ retryAfterSeconds: 2 })
    expect(budget.take('198.51.100.1', 9_999)).toEqual({ retryAfterSeconds: 1 })
    expect(budget.take('198.51.100.1', 10_000)).toBe(true)
  })
})
