import { describe, expect, it } from 'vitest'
import type { Currency } from './currency.ts'
import {
  addQuickStake,
  defaultQuickStakes,
  invalidQuickBetValuesMessage,
  quickBetValues,
  quickStakePresets,
} from './quick-stakes.ts'

describe('quick stakes', () => {
  it('§9 presets: every currency group of the table', () => {
    for (const code of ['EUR', 'GBP', 'USD', 'KES', 'GHS', 'PHP'])
      expect(quickStakePresets(code)).toEqual([5, 25, 100, 500])
    expect(quickStakePresets('IDR')).toEqual([50, 250, 1000, 5000])
    for (const code of ['INR', 'RUB'])
      expect(quickStakePresets(code)).toEqual([250, 1000, 5000, 25000])
    expect(quickStakePresets('KRW')).toEqual([5000, 25000, 100000, 500000])
    for (const code of ['MYR', 'PLN', 'TRY'])
      expect(quickStakePresets(code)).toEqual([25, 100, 500, 2500])
    for (const code of ['RMB', 'CNY'])
      expect(quickStakePresets(code)).toEqual([50, 250, 1000, 5000])
    expect(quickStakePresets('THB')).toEqual([100, 500, 2500, 10000])
  })

  it('§9 presets: VND, LAK, MMK, KHR share the THB group', () => {
    for (const code of ['VND', 'LAK', 'MMK', 'KHR'])
      expect(quickStakePresets(code)).toEqual(quickStakePresets('THB'))
  })

  it('§9 presets: default 10, 25, 100, 500 for any other currency', () => {
    expect(quickStakePresets('CHF')).toEqual([10, 25, 100, 500])
    expect(defaultQuickStakes).toEqual([10, 25, 100, 500])
  })

  it('§5 quick_bet_values: read from the setting as JSON', () => {
    expect(quickBetValues('[1, 2, 3, 4]', 'EUR')).toEqual({ values: [1, 2, 3, 4] })
    expect(quickBetValues('{"EUR": [2, 4, 6, 8]}', 'EUR')).toEqual({ values: [2, 4, 6, 8] })
    expect(quickBetValues({ VND: [20, 40, 60, 80] }, 'vnd')).toEqual({ values: [20, 40, 60, 80] })
    expect(quickBetValues('{"EUR": [2, 4, 6, 8]}', 'IDR')).toEqual({
      values: [50, 250, 1000, 5000],
    })
  })

  it('§5 quick_bet_values: no setting means the presets, silently', () => {
    expect(quickBetValues(undefined, 'EUR')).toEqual({ values: [5, 25, 100, 500] })
    expect(quickBetValues('', 'EUR')).toEqual({ values: [5, 25, 100, 500] })
  })

  it("§5 quick_bet_values: invalid JSON falls back with 'Invalid settings.quick_bet_values. Falling back to default'", () => {
    expect(invalidQuickBetValuesMessage).toBe(
      'Invalid settings.quick_bet_values. Falling back to default',
    )
    for (const bad of ['[1, 2', '"five"', '[]', '[1, -2]', '["5"]', '{"EUR": 5}', '42'])
      expect(quickBetValues(bad, 'EUR')).toEqual({
        values: [5, 25, 100, 500],
        debug: invalidQuickBetValuesMessage,
      })
  })

  it('a tap adds to the stake: 10 then 2 stakes 12', () => {
    const euro: Currency = { code: 'EUR', precision: 2, displayScale: 1 }
    expect(addQuickStake(addQuickStake(0, 10, euro), 2, euro)).toBe(1200)
    expect(addQuickStake(50, 5, euro)).toBe(550)
  })

  it('a thousand-scale currency adds thousands: 100 in VND is 100,000 dong more', () => {
    expect(addQuickStake(0, 100, { code: 'VND', precision: 0, displayScale: 1000 })).toBe(100_000)
  })
})
