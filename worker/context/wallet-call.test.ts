import { describe, expect, it } from 'vitest'
import { walletCall } from './wallet-call.ts'

describe('a call to the wallet', () => {
  it('carries the wallet token as its bearer, and the cookie', () => {
    expect(walletCall({ token: 'wallet.token', expiresAt: 1 })).toEqual({
      headers: { authorization: 'Bearer wallet.token' },
      withCredentials: true,
    })
  })

  it('carries the cookie alone without a token (a wallet that answered none, or before login)', () => {
    expect(walletCall({ token: '', expiresAt: 1 })).toEqual({ headers: {}, withCredentials: true })
    expect(walletCall(undefined)).toEqual({ headers: {}, withCredentials: true })
  })
})
