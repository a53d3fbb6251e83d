import { describe, expect, it } from 'vitest'
import { isNegativeOddsSelection, realStake } from './negative-odds.ts'

const on = { betslip_negative_odds_enabled: true }

describe('negative odds (§5)', () => {
  it('§5 negative odds: only when betslip_negative_odds_enabled is on', () => {
    expect(isNegativeOddsSelection(3, 'malay', on)).toBe(true)
    expect(isNegativeOddsSelection(3, 'malay', { betslip_negative_odds_enabled: false })).toBe(
      false,
    )
    expect(isNegativeOddsSelection(3, 'malay', {})).toBe(false)
  })

  it('§5 negative odds: only for malay, indo or us', () => {
    for (const format of ['euro', 'hk', 'uk'] as const) {
      expect(isNegativeOddsSelection(3, format, on)).toBe(false)
      expect(isNegativeOddsSelection(1.5, format, on)).toBe(false)
    }
  })

  it('§5 negative odds: malay above 2', () => {
    expect(isNegativeOddsSelection(2.01, 'malay', on)).toBe(true)
    expect(isNegativeOddsSelection(2, 'malay', on)).toBe(false)
    expect(isNegativeOddsSelection(1.5, 'malay', on)).toBe(false)
  })

  it('§5 negative odds: indo or us below 2', () => {
    for (const format of ['indo', 'us'] as const) {
      expect(isNegativeOddsSelection(1.99, format, on)).toBe(true)
      expect(isNegativeOddsSelection(2, format, on)).toBe(false)
      expect(isNegativeOddsSelection(3, format, on)).toBe(false)
    }
  })

  it('§5 negative odds: real stake = entered stake / (decimal odds - 1)', () => {
    expect(realStake(10_000, 3)).toBe(5000)
    expect(realStake(10_000, 1.5)).toBe(20_000)
    // 100.00 / 0.37 = 270.2702...: rounded down to the cent.
    expect(realStake(10_000, 1.37)).toBe(27_027)
  })
})
