import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../tests/support/bets.ts'
import type { Database } from '../db/database.ts'
import { createTokenService, type SessionClaims, sessionLifetimeSeconds } from './tokens.ts'

const claims: SessionClaims = {
  kind: 'sportsbook',
  playerId: 'p-1',
  accountId: 'a-1',
  username: 'ann',
  brandId: 'demo',
  sessionId: 's-1',
}

describe('session tokens', () => {
  let db: Database
  beforeAll(async () => {
    db = await openTestDatabase(process.env.DATABASE_URL)
  })
  afterAll(() => db.close())

  it('a token reads back as its claims, again and again, until it expires', async () => {
    let clock = Date.UTC(2026, 10, 24, 12)
    const tokens = await createTokenService(db, () => clock)
    const { token } = await tokens.issue(claims)
    expect(await tokens.read(token)).toEqual(claims)
    clock += (sessionLifetimeSeconds - 1) * 1000
    expect(await tokens.read(token)).toEqual(claims)
    clock += 2000
    expect(await tokens.read(token)).toBeUndefined()
    expect(await tokens.read(token)).toBeUndefined()
  })

  it('a token changed by one character, or made with another key, reads as nothing', async () => {
    const tokens = await createTokenService(db)
    const { token } = await tokens.issue(claims)
    expect(await tokens.read(token)).toEqual(claims)
    const tampered = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`
    expect(await tokens.read(tampered)).toBeUndefined()
    expect(await tokens.read('not.a.token.at.all')).toBeUndefined()
  })

  it('a token names its kind; one of a kind it does not know reads as nothing', async () => {
    const tokens = await createTokenService(db)
    const wallet = await tokens.issue({ ...claims, kind: 'wallet' })
    expect((await tokens.read(wallet.token))?.kind).toBe('wallet')
    const game = await tokens.issue({ ...claims, kind: 'game' as SessionClaims['kind'] })
    expect(await tokens.read(game.token)).toBeUndefined()
  })
})
