import { randomBytes, scryptSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashPassword, passwordCost, verifyPassword } from './passwords.ts'

describe('password hashes', () => {
  it('verifies the right secret only, with the cost written in the hash', async () => {
    const stored = await hashPassword('demo1234')
    expect(stored.split('$').slice(0, 4)).toEqual([
      'scrypt',
      String(passwordCost.N),
      String(passwordCost.r),
      String(passwordCost.p),
    ])
    expect(await verifyPassword('demo1234', stored)).toBe(true)
    expect(await verifyPassword('demo12345', stored)).toBe(false)
  })

  it('a cheaper cost still verifies, so the cost can change without resetting passwords', async () => {
    const cheap = await hashPassword('secret', { N: 2 ** 10, r: 8, p: 1 })
    expect(await verifyPassword('secret', cheap)).toBe(true)
    // The first databases' form: scrypt:salt:hash at Node's default cost.
    const salt = randomBytes(16)
    const old = `scrypt:${salt.toString('base64')}:${scryptSync('secret', salt, 32).toString('base64')}`
    expect(await verifyPassword('secret', old)).toBe(true)
    expect(await verifyPassword('other', old)).toBe(false)
  })

  it('a malformed hash verifies nothing', async () => {
    for (const stored of ['', 'scrypt$0$8$1$a$b', 'bcrypt$x', 'scrypt:only'])
      expect(await verifyPassword('secret', stored)).toBe(false)
  })
})
