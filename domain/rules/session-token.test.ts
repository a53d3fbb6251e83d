import { describe, expect, it } from 'vitest'
import {
  isTokenExpiring,
  onVisibleAgain,
  tokenExpiryMarginSeconds,
  walletRefreshDelayMs,
} from './session-token.ts'

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

describe('§4 the wallet session and the tab becoming visible again', () => {
  it('the wallet session is refreshed five minutes before it expires, or at once past that', () => {
    const now = 1_800_000_000_000
    expect(walletRefreshDelayMs(now / 1000 + 8 * 3600, now)).toBe((8 * 3600 - 300) * 1000)
    expect(walletRefreshDelayMs(now / 1000 + 300, now)).toBe(0)
    expect(walletRefreshDelayMs(now / 1000 - 60, now)).toBe(0)
  })

  it("an operator's token not yet logged in with logs in again, logged in or not", () => {
    expect(onVisibleAgain({ loggedIn: false, cookieToken: 'a' })).toBe('log-in-again')
    expect(onVisibleAgain({ loggedIn: true, knownToken: 'a', cookieToken: 'b' })).toBe(
      'log-in-again',
    )
  })

  it('the same token, or none, checks a held session and leaves a visitor be', () => {
    expect(onVisibleAgain({ loggedIn: true, knownToken: 'a', cookieToken: 'a' })).toBe(
      'check-session',
    )
    expect(onVisibleAgain({ loggedIn: true })).toBe('check-session')
    expect(onVisibleAgain({ loggedIn: true, cookieToken: '' })).toBe('check-session')
    expect(onVisibleAgain({ loggedIn: false })).toBe('nothing')
  })
})
