import { describe, expect, it } from 'vitest'
import { oddsTypeOnLogin } from './login-price-format.ts'

describe('§4 price format on login', () => {
  it.each([
    ['malay', 'malay'],
    ['MALAY', 'malay'],
    ['hk', 'hk'],
    ['Hong_Kong', 'hk'],
    ['indo', 'indo'],
    ['Indonesian', 'indo'],
    ['euro', 'euro'],
    ['DECIMAL', 'euro'],
    ['us', 'us'],
    ['American', 'us'],
    ['uk', 'uk'],
    ['Fractional', 'uk'],
  ])('§4 price format on login: %j sets the odds type %j', (priceFormat, oddsType) => {
    expect(oddsTypeOnLogin(priceFormat)).toBe(oddsType)
  })

  it('§4 price format on login: anything else leaves the odds type as it is', () => {
    for (const priceFormat of ['thai', '', 'toString', undefined, null]) {
      expect(oddsTypeOnLogin(priceFormat)).toBeUndefined()
    }
  })
})
