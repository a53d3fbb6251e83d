import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../tests/support/bets.ts'
import { createTestPlayer } from '../../tests/support/test-players.ts'
import type { Database } from '../db/database.ts'
import {
  createSessionService,
  type SessionPlayer,
  type SessionService,
  type TokenScope,
} from './sessions.ts'
import { createTokenService } from './tokens.ts'

describe('sessions', () => {
  let db: Database
  let sessions: SessionService
  let player: SessionPlayer
  const sportsbook: TokenScope = { kind: 'sportsbook', brandId: 'wallet' }
  beforeAll(async () => {
    db = await openTestDatabase(process.env.DATABASE_URL)
    sessions = createSessionService(db, await createTokenService(db))
    const made = await createTestPlayer(db, { brandId: 'wallet', name: 'sessions' })
    player = {
      playerId: made.id,
      accountId: made.accountId,
      username: made.username,
      brandId: 'wallet',
    }
  })
  afterAll(() => db.close())

  const statusOf = async (token: string, scope = sportsbook) =>
    (await sessions.check(token, scope)).status

  it('a token counts only for its kind and on its brand, with or without the database', async () => {
    const { token } = await sessions.open(db, player)
    expect(await statusOf(token)).toBe('valid')
    expect(await statusOf(token, { kind: 'wallet', brandId: 'wallet' })).toBe('invalid')
    expect(await statusOf(token, { kind: 'sportsbook', brandId: 'demo' })).toBe('invalid')
    expect(await statusOf(token, { kind: 'sportsbook', brandId: 'no-such-brand' })).toBe('invalid')
    // A request that names no brand: the token acts for its own.
    expect(await statusOf(token, { kind: 'sportsbook', brandId: undefined })).toBe('valid')
    expect((await sessions.checkToken(token, sportsbook)).status).toBe('valid')
    expect((await sessions.checkToken(token, { ...sportsbook, brandId: 'demo' })).status).toBe(
      'invalid',
    )
    const wallet = await sessions.open(db, player, 'wallet')
    expect((await sessions.checkToken(wallet.token, sportsbook)).status).toBe('invalid')
    expect(await statusOf(wallet.token, { kind: 'wallet', brandId: 'wallet' })).toBe('valid')
  })

  it('a game token opens one session; it ends with its wallet session, not with a refresh', async () => {
    const wallet = await sessions.open(db, player, 'wallet')
    const origin = { walletSessionId: wallet.sessionId, gameTokenId: crypto.randomUUID() }
    const opened = await sessions.openFromGameToken(db, player, origin)
    expect(opened).toBeDefined()
    expect(await sessions.openFromGameToken(db, player, origin)).toBeUndefined()
    const token = opened?.token ?? ''
    expect(await statusOf(token)).toBe('valid')

    const renewed = await sessions.open(db, player, 'wallet')
    await sessions.end(wallet.sessionId, renewed.sessionId)
    expect(await statusOf(wallet.token, { kind: 'wallet', brandId: 'wallet' })).toBe('invalid')
    expect(await statusOf(token)).toBe('valid')

    await sessions.end(renewed.sessionId)
    expect(await statusOf(token)).toBe('invalid')
  })

  it('a session opened from a wallet session that expired has expired with it', async () => {
    const wallet = await sessions.open(db, player, 'wallet')
    const origin = { walletSessionId: wallet.sessionId, gameTokenId: crypto.randomUUID() }
    const token = (await sessions.openFromGameToken(db, player, origin))?.token ?? ''
    await db.query(`update sessions set expires_at = now() - interval '1 second' where id = $1`, [
      wallet.sessionId,
    ])
    expect(await statusOf(token)).toBe('invalid')
  })
})
