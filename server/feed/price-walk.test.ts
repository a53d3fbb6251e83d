import { describe, expect, it } from 'vitest'
import type { LiveChange } from '../../domain/feed/change.ts'
import { nudge } from './price-walk.ts'
import { conflate } from './publish-changes.ts'

describe('price walk', () => {
  it('moves a price 2 to 8 per cent, to two decimals, never below 1.01', () => {
    for (let roll = 0; roll < 1; roll += 0.01) {
      const moved = nudge(2, roll)
      expect(Math.abs(moved - 2) / 2).toBeGreaterThanOrEqual(0.019)
      expect(Math.abs(moved - 2) / 2).toBeLessThanOrEqual(0.081)
      expect(Math.round(moved * 100) / 100).toBe(moved)
    }
    expect(nudge(1.02, 0)).toBe(1.01)
  })
})

describe('conflate', () => {
  const price = (outcomeId: string, decimal: number): LiveChange => ({
    kind: 'outcome',
    eventId: 'e',
    marketId: 'm',
    outcomeId,
    consolidatedPrice: { currentPrice: { decimal } },
  })

  it('keeps the last price of each outcome and every other change in order', () => {
    const suspend: LiveChange = { kind: 'market', eventId: 'e', marketId: 'm', status: 'suspended' }
    expect(conflate([price('a', 2), price('b', 3), suspend, price('a', 2.5)])).toEqual([
      price('b', 3),
      suspend,
      price('a', 2.5),
    ])
  })
})
