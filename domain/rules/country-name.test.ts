import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normaliseCountryName } from './country-name.ts'

describe('§5 country names are normalised', () => {
  it.each([
    ['england', 'England'],
    ['south-korea', 'South Korea'],
    ['south korea', 'South Korea'],
    ['SOUTH_KOREA', 'South Korea'],
    ['  czech   republic ', 'Czech Republic'],
    ['England Amateur', 'England'],
    ['amateur-germany', 'Germany'],
    ['usa', 'USA'],
    ['Usa-2', 'USA'],
    ['uae', 'UAE'],
    ['Brazil 2', 'Brazil'],
    ['germany2', 'Germany'],
    ['bosnia-and-herzegovina', 'Bosnia and Herzegovina'],
    ['the-netherlands', 'The Netherlands'],
    ['isle-of-man', 'Isle of Man'],
    ['', ''],
    ['123', ''],
  ])('§5 country name: %j reads %j', (raw, shown) => {
    expect(normaliseCountryName(raw)).toBe(shown)
  })

  it('§5 country name: the result has no digits, dashes, double spaces or Amateur (property)', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const shown = normaliseCountryName(raw)
        expect(shown).not.toMatch(/[0-9_-]|\s\s|^\s|\s$/)
        expect(shown.toLowerCase().split(' ')).not.toContain('amateur')
        expect(normaliseCountryName(shown)).toBe(shown)
      }),
    )
  })
})
