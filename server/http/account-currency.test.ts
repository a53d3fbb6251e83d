import { describe, expect, it } from 'vitest'
import { foreignCurrency } from './account-currency.ts'

describe("a body's currency against the account's", () => {
  it('passes when the body names none or the same', () => {
    expect(foreignCurrency(undefined, 'EUR')).toBeUndefined()
    expect(foreignCurrency('EUR', 'EUR')).toBeUndefined()
  })

  it('refuses another, naming both', () => {
    expect(foreignCurrency('GBP', 'EUR')).toBe(
      'this account is in EUR: its amounts cannot be in GBP',
    )
  })
})
