import { describe, expect, it } from 'vitest'
import { type Currency, defaultCurrency as eur } from './currency.ts'
import { parseStakeLimit, stakeLimits } from './stake-limits.ts'

const vnd: Currency = { code: 'VND', precision: 0, displayScale: 1000 }

describe('stake min/max settings (§5)', () => {
  it('§5 stake limits: thousands separators stripped, converted to numbers', () => {
    expect(parseStakeLimit('10,000', 0, eur)).toBe(1_000_000)
    expect(parseStakeLimit('1,250.50', 0, eur)).toBe(125_050)
    expect(parseStakeLimit(25, 0, eur)).toBe(2500)
  })

  it('§5 stake limits: multiplied by 1000 for the thousand-scale currencies', () => {
    expect(parseStakeLimit('10,000', 0, vnd)).toBe(10_000_000)
    expect(
      stakeLimits(
        {
          bet_stake_min_amount: '5',
          bet_stake_max_amount: '2,000',
          bet_max_payout_amount: '50,000',
        },
        vnd,
      ),
    ).toEqual({ min: 5000, max: 2_000_000, maxPayout: 50_000_000 })
  })

  it('§9 defaults: bet_stake_min_amount 0 and bet_stake_max_amount 10000 when absent or unreadable; a payout of 1,000,000', () => {
    const defaults = { min: 0, max: 1_000_000, maxPayout: 100_000_000 }
    expect(stakeLimits({}, eur)).toEqual(defaults)
    expect(
      stakeLimits(
        { bet_stake_min_amount: 'abc', bet_stake_max_amount: null, bet_max_payout_amount: '' },
        eur,
      ),
    ).toEqual(defaults)
  })
})
