import { describe, expect, it } from 'vitest'
import { isTokenExpiring, tokenExpiryMarginSeconds } from './session-token.ts'

describe('§4 token expiry', () => {
  const expiry = 1_800_000_000

  it('§4 token expiry: the margin is 30 seconds', () => {
    expect(tokenExpiryMarginSeconds).toBe(30)
  })

  it('§4 token expiry: a token counts as expiring within 30 seconds of expirationTimeInSeconds', () => {
    expect(isTokenExpiring(expiry, (expiry - 31) * 1000)).toBe(false)
    expect(isTokenExpiring(expiry, (expiry - 30) * 1000 - 1)).toBe(false)
    expect(isTokenExpiring(expiry, (expiry - 30) * 1000)).toBe(true)
    expect(isTokenExpiring(expiry, (expiry - 1) * 1000)).toBe(true)
    expect(isTokenExpiring(expiry, (expiry + 600) * 1000)).toBe(true)
  })

  it('§4 token expiry: an expiry that is not a number counts as expired', () => {
    expect(isTokenExpiring(Number.NaN, 0)).toBe(true)
  })
})
