import { describe, expect, it } from 'vitest'
import { operatorKeyOf } from './operator-key.ts'

const asked = (authorization: string) => operatorKeyOf({ headers: { authorization } })
const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`

describe('operatorKeyOf', () => {
  it('reads a bearer token, or the password of Basic credentials whatever the user name', () => {
    expect(asked('Bearer the-operator-key-1234')).toBe('the-operator-key-1234')
    expect(asked(basic('operator:the-operator-key-1234'))).toBe('the-operator-key-1234')
    expect(asked(basic(':the-operator-key-1234'))).toBe('the-operator-key-1234')
    expect(asked(basic('operator:with:colons'))).toBe('with:colons')
  })

  it('finds no key in Basic credentials without the colon after the user name (RFC 7617)', () => {
    expect(asked(basic('the-operator-key-1234'))).toBe('')
    expect(asked('')).toBe('')
  })
})
