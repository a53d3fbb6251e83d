// SPEC.md section 8, Login and transport: the session ends when the server refuses it, and an
// expired token is never sent.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoPlayer } from '../../server/seed.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { startEngine, until } from '../support/engine-harness.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ databaseUrl: process.env.DATABASE_URL, feed: null })
})
afterAll(() => server?.close())

describe('session rules', () => {
  it('§8 a 403 on an /xapi/ call while logged in logs the player out, through the UI logout', async () => {
    const { engine, session, client } = await startEngine(server.url)
    const notices: unknown[] = []
    client.onNotice((notice) => notices.push(notice))
    try {
      await engine.session.login({ username: demoPlayer.username, password: demoPlayer.password })
      await until(session, (state) => state.status === 'logged-in')
      const result = await engine.betslip.place({
        accountId: 'someone-else',
        request: { singles: [{ outcomeId: '1001-1x2-1', decimal: 2, unitStake: 100 }] },
        uuid: 'session-rules-403',
      })
      expect(result.ok || result.error.status).toBe(403)
      await until(session, (state) => state.status === 'anonymous')
      // The UI runs the logout statechart on this notice, as for the Log out button.
      expect(notices).toEqual([{ type: 'session.ended', reason: 'unauthorized' }])
    } finally {
      engine.stop()
    }
  })

  it('§8 an expired token is not sent: the call is cancelled and the player logged out', async () => {
    let clock = Date.now()
    const { engine, session, client } = await startEngine(server.url, { now: () => clock })
    const notices: unknown[] = []
    client.onNotice((notice) => notices.push(notice))
    try {
      await engine.session.login({ username: demoPlayer.username, password: demoPlayer.password })
      await until(session, (state) => state.balance !== undefined)
      // Eight hours on: the token is within its 30 s margin.
      clock += 8 * 3600 * 1000
      const result = await engine.session.refreshBalance()
      expect(result.ok || result.error.code).toBe('jwe_token_expired')
      await until(session, (state) => state.status === 'anonymous')
      expect(notices).toEqual([{ type: 'session.ended', reason: 'jwe_token_expired' }])
    } finally {
      engine.stop()
    }
  })
})
