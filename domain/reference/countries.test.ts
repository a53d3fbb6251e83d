import { describe, expect, it } from 'vitest'
import { alpha3Of, countries, countryByCode } from './countries.ts'

describe('§3 reference data: ISO 3166 country codes', () => {
  it('§3 countries: all 249 ISO 3166-1 entries, codes unique and well formed', () => {
    expect(countries).toHaveLength(249)
    expect(new Set(countries.map((c) => c.alpha2)).size).toBe(249)
    expect(new Set(countries.map((c) => c.alpha3)).size).toBe(249)
    for (const country of countries) {
      expect(country.alpha2).toMatch(/^[A-Z]{2}$/)
      expect(country.alpha3).toMatch(/^[A-Z]{3}$/)
      expect(country.name.trim()).toBe(country.name)
      expect(country.name.length).toBeGreaterThan(2)
    }
  })

  it('§3 countries: every two-letter code is a region the runtime knows', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' })
    for (const country of countries) expect(names.of(country.alpha2)).not.toBe(country.alpha2)
  })

  it('§3 countries: codes look up both ways, in any case', () => {
    expect(countryByCode('kr')).toEqual({ alpha2: 'KR', alpha3: 'KOR', name: 'South Korea' })
    expect(countryByCode('GBR')?.name).toBe('United Kingdom')
    expect(alpha3Of('us')).toBe('USA')
    expect(countryByCode('')).toBeUndefined()
  })
})
