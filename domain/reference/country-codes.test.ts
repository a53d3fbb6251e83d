import { describe, expect, it } from 'vitest'
import { countries } from './countries.ts'
import { isCountryCode } from './country-codes.ts'

describe('country codes', () => {
  it('are exactly the two-letter codes of the countries list', () => {
    for (const country of countries) expect(isCountryCode(country.alpha2)).toBe(true)
    const all = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')
    const listed = all.flatMap((a) => all.map((b) => a + b)).filter(isCountryCode)
    expect(listed.sort()).toEqual(countries.map((country) => country.alpha2).sort())
  })

  it('refuse what is not an assigned code', () => {
    for (const text of ['', 'XK', 'uk', 'GBR', 'EU']) expect(isCountryCode(text)).toBe(false)
  })
})
