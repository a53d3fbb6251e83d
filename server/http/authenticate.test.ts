import { describe, expect, it } from 'vitest'
import { bearerToken } from './authenticate.ts'

const asked = (authorization?: string) =>
  bearerToken({ headers: authorization === undefined ? {} : { authorization } })

describe('the bearer token of a request', () => {
  it('reads the scheme in any case, as HTTP names it (RFC 9110, 11.1)', () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER'])
      expect(asked(`${scheme} t.o.k`)).toBe('t.o.k')
    expect(asked('Bearer   t.o.k  ')).toBe('t.o.k')
  })

  it('is none for another scheme, none at all, or a token with a space in it', () => {
    expect(asked()).toBe('')
    expect(asked('Basic dXNlcjpwYXNz')).toBe('')
    expect(asked('Bearer')).toBe('')
    expect(asked('Bearer a b')).toBe('')
  })
})
