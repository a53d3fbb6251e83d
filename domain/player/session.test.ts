import { describe, expect, it } from 'vitest'
import { sessionToken } from './session.ts'

describe('§3 player session', () => {
  it('§3 player session: the token is jwe_token, else jweToken, else alsToken', () => {
    expect(sessionToken({ jwe_token: 'a', jweToken: 'b', alsToken: 'c' })).toBe('a')
    expect(sessionToken({ jwe_token: '', jweToken: 'b', alsToken: 'c' })).toBe('b')
    expect(sessionToken({ jwe_token: '', alsToken: 'c' })).toBe('c')
    expect(sessionToken({ jwe_token: '' })).toBeUndefined()
  })
})
