import { describe, expect, it } from 'vitest'
import { defaultSettings } from '../player/settings.ts'
import { type BrandOdds, leagueIdOf, marketPricing, oddsBrandOf } from './brand-odds.ts'
import { standardLadder } from './ladder.ts'
import { applyMargin } from './margin.ts'

const odds: BrandOdds = {
  ladder: standardLadder,
  margins: [
    { leagueId: null, marketTypeId: 'MRES', margin: 0.05 },
    { leagueId: '12', marketTypeId: null, margin: 0.03 },
  ],
}

describe('§3 odds per brand', () => {
  const perBrand = {
    ...defaultSettings,
    odds_per_brand_enabled: true,
    odds_per_brand_currency_config: { KES: 'kenya' },
  }

  it('§3 odds_per_brand_enabled: without it the feed prices apply, with it the brand names its odds', () => {
    expect(oddsBrandOf(defaultSettings, 'gateway', 'IDR')).toBeUndefined()
    expect(oddsBrandOf(perBrand, 'gateway', 'IDR')).toBe('gateway')
  })

  it('§3 odds_per_brand_currency_config: the currency names the brand whose odds apply', () => {
    expect(oddsBrandOf(perBrand, 'gateway', 'KES')).toBe('kenya')
    expect(oddsBrandOf({ ...perBrand, odds_per_brand_enabled: false }, 'gateway', 'KES')).toBe(
      undefined,
    )
  })

  it("§3 odds_per_brand_location_config: the bettor's location names no brand", () => {
    // docs/decisions/section-3-settings.md: placement could not take a price picked by location.
    const located = { ...perBrand, odds_per_brand_location_config: { KE: 'kenya' } }
    expect(oddsBrandOf(located, 'gateway', 'IDR')).toBe('gateway')
    expect(oddsBrandOf(located, 'gateway', 'KES')).toBe('kenya')
  })

  it("an event's league is the id of its last path", () => {
    expect(leagueIdOf([{ id: 1 }, { id: 5 }, { id: 12 }])).toBe('12')
    expect(leagueIdOf([{ id: 1 }, {}])).toBeUndefined()
    expect(leagueIdOf([])).toBeUndefined()
  })
})

describe('§5 odds margin on a market', () => {
  it("§5 odds margin: a market's price is the feed's with its type's and league's margins, on the ladder", () => {
    const leagueMatch = marketPricing(odds, { marketTypeId: 'MRES', leagueId: '12' })
    expect(leagueMatch(2)).toBe(applyMargin(2, 0.08))
    expect(leagueMatch(2)).toBe(1.85)
    expect(marketPricing(odds, { marketTypeId: 'MRES' })(2)).toBe(1.9)
    // No row for the type or the league: only snapped to the ladder.
    expect(marketPricing(odds, { marketTypeId: 'OU' })(2.013)).toBe(2.02)
  })

  it('without brand odds the price is the feed’s, not even snapped', () => {
    expect(marketPricing(undefined, { marketTypeId: 'MRES' })(2.013)).toBe(2.013)
  })
})
