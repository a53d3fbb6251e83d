// SPEC.md section 8, Login and transport: the session ends when the server refuses it, and an
// expired token is never sent. Section 4: a logout ends the session on the server too, the tab
// becoming visible again checks the session, and the wallet session is refreshed before it ends.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoPlayer } from '../../server/seed.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { startEngine, until } from '../support/engine-harness.ts'
import { createTestPlayer } from '../support/test-players.ts'

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

  /** fetch, remembering the last bearer token each path was sent with. */
  function bearerRecorder() {
    const bearers = new Map<string, string>()
    let sportsbook = ''
    const recording = ((url: URL | string, init?: RequestInit) => {
      const authorization = new Headers(init?.headers).get('authorization')
      const path = new URL(String(url)).pathname
      if (authorization) bearers.set(path, authorization.slice(7))
      if (authorization && path.startsWith('/xapi/')) sportsbook = authorization.slice(7)
      return fetch(url, init)
    }) as typeof fetch
    return {
      fetch: recording,
      last: (path: string) => bearers.get(path) ?? '',
      /**
       * The sportsbook token the engine last sent on a sportsbook call (a wallet login's balance is
       * the wallet's, asked with the wallet's token).
       */
      sportsbook: () => sportsbook,
    }
  }

  const statusWith = async (path: string, token: string, brand: string) =>
    (await fetch(`${server.url}${path}`, { headers: { brand, authorization: `Bearer ${token}` } }))
      .status

  /** A wallet player who accepted the terms, logged in through the engine as the app does. */
  async function walletLogin(now?: () => number) {
    const player = await createTestPlayer(server.db, {
      brandId: 'wallet',
      name: 'session-rules',
      termsAccepted: 'terms-2026-10',
    })
    const recorder = bearerRecorder()
    const started = await startEngine(server.url, {
      brand: 'wallet',
      fetch: recorder.fetch,
      walletPollMs: 60_000,
      ...(now ? { now } : {}),
    })
    const created = await started.engine.operatorWallet.createSession(player)
    const game = await started.engine.operatorWallet.fetchGameToken()
    await started.engine.session.fetchPlayerSession(game.ok ? game.data.tokenSession : '')
    await until(started.session, (state) => state.balance !== undefined)
    const walletToken = created.ok ? (created.data.sessionToken ?? '') : ''
    return { ...started, player, recorder, walletToken }
  }

  /**
   * A wallet player logged in through the engine, with the notices it gives, and another wallet
   * player whose own engine is gone: a host's frame whose bettor changes.
   */
  async function withAnotherPlayer() {
    const mine = await walletLogin()
    const other = await walletLogin()
    other.engine.stop()
    const notices: unknown[] = []
    mine.client.onNotice((notice) => notices.push(notice))
    return { ...mine, other, notices }
  }

  /** A game token of the wallet session, as the operator's site would get one. */
  const gameToken = async (walletToken: string) =>
    (
      await (
        await fetch(`${server.url}/accounts/me/game-launch-url`, {
          method: 'POST',
          headers: {
            brand: 'wallet',
            authorization: `Bearer ${walletToken}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ gameCode: 'sportsbook', integrationChannelCode: 'web' }),
        })
      ).json()
    ).tokenSession as string

  it('§4 logout ends the session on the server: the old token is 401 from then on', async () => {
    const recorder = bearerRecorder()
    const { engine, session } = await startEngine(server.url, { fetch: recorder.fetch })
    try {
      await engine.session.login({ username: demoPlayer.username, password: demoPlayer.password })
      await until(session, (state) => state.balance !== undefined)
      const token = recorder.sportsbook()
      expect(await statusWith('/xapi/icore/checkplayer', token, 'demo')).toBe(200)
      await engine.session.logout()
      await until(session, (state) => state.status === 'anonymous')
      expect(recorder.last('/api/session')).toBe(token)
      expect(await statusWith('/xapi/icore/checkplayer', token, 'demo')).toBe(401)
    } finally {
      engine.stop()
    }
  })

  it('§4 logout after a wallet login ends the wallet session and the sportsbook session', async () => {
    const { engine, recorder, walletToken } = await walletLogin()
    try {
      const token = recorder.sportsbook()
      expect(await statusWith('/accounts/me/profile', walletToken, 'wallet')).toBe(200)
      await engine.session.logout()
      expect(recorder.last('/accounts/me/sessions')).toBe(walletToken)
      expect(await statusWith('/accounts/me/profile', walletToken, 'wallet')).toBe(401)
      expect(await statusWith('/xapi/icore/checkplayer', token, 'wallet')).toBe(401)
    } finally {
      engine.stop()
    }
  })

  it('§4 visible again: a session ended elsewhere (the wallet logged out) logs the player out', async () => {
    const { engine, session, client, walletToken } = await walletLogin()
    const notices: unknown[] = []
    client.onNotice((notice) => notices.push(notice))
    try {
      await engine.session.setVisible(false)
      await fetch(`${server.url}/accounts/me/sessions`, {
        method: 'DELETE',
        headers: { brand: 'wallet', authorization: `Bearer ${walletToken}` },
      })
      await engine.session.setVisible(true)
      await until(session, (state) => state.status === 'anonymous')
      expect(notices).toContainEqual({ type: 'session.ended', reason: 'unauthorized' })
    } finally {
      engine.stop()
    }
  })

  it("§4 visible again: the operator's new token logs in again; a refused one logs out", async () => {
    const { engine, session, client, player, recorder, walletToken } = await walletLogin()
    const notices: unknown[] = []
    client.onNotice((notice) => notices.push(notice))
    try {
      const first = recorder.sportsbook()
      const fresh = await gameToken(walletToken)
      await engine.session.setVisible(false)
      await engine.session.setVisible(true, fresh)
      await until(session, () => recorder.sportsbook() !== first)
      expect(session.get()).toMatchObject({ status: 'logged-in', username: player.username })
      expect(notices).toEqual([])
      // The session it replaced was ended on the server.
      expect(await statusWith('/xapi/icore/checkplayer', first, 'wallet')).toBe(401)

      // The same token again: nothing to log in with, the session is only checked.
      await engine.session.setVisible(false)
      await engine.session.setVisible(true, fresh)
      expect(recorder.last('/xapi/icore/checkplayer')).toBe(recorder.sportsbook())
      expect(session.get()?.status).toBe('logged-in')

      // A token the server refuses (forged): logged out.
      await engine.session.setVisible(false)
      await engine.session.setVisible(true, `${fresh.slice(0, -4)}AAAA`)
      await until(session, (state) => state.status === 'anonymous')
      expect(notices).toEqual([{ type: 'session.ended', reason: 'unauthorized' }])
    } finally {
      engine.stop()
    }
  })

  it("the host's token: the same again changes nothing, another player's replaces the session and ends it on the server, a refused one logs out", async () => {
    const { engine, session, recorder, walletToken, other, notices } = await withAnotherPlayer()
    try {
      const hostToken = await gameToken(walletToken)
      expect((await engine.session.logInWithHostToken(hostToken)).ok).toBe(true)
      const first = recorder.sportsbook()
      // The host sends it twice (its own reload): spent on the server, but this session's own.
      expect((await engine.session.logInWithHostToken(hostToken)).ok).toBe(true)
      expect(recorder.sportsbook()).toBe(first)
      expect(await statusWith('/xapi/icore/checkplayer', first, 'wallet')).toBe(200)

      // The host's bettor is now another player: the frame is theirs, the first session ended.
      const switched = await engine.session.logInWithHostToken(await gameToken(other.walletToken))
      expect(switched.ok).toBe(true)
      await until(session, (state) => state.username === other.player.username)
      expect(session.get()).toMatchObject({ status: 'logged-in', username: other.player.username })
      expect(await statusWith('/xapi/icore/checkplayer', first, 'wallet')).toBe(401)
      expect(notices).toEqual([])

      // A token the server refuses may be anyone's: nobody stays logged in.
      const refused = await engine.session.logInWithHostToken('garbage')
      expect(refused.ok).toBe(false)
      await until(session, (state) => state.status === 'anonymous')
      expect(notices).toEqual([{ type: 'session.ended', reason: 'unauthorized' }])
    } finally {
      engine.stop()
    }
  })

  it("the host's token sent twice at once, or two players' at once: one session, the other ended", async () => {
    const { engine, session, recorder, player, walletToken, other, notices } =
      await withAnotherPlayer()
    try {
      const hostToken = await gameToken(walletToken)
      const twice = await Promise.all([
        engine.session.logInWithHostToken(hostToken),
        engine.session.logInWithHostToken(hostToken),
      ])
      expect(twice.map((answer) => answer.ok)).toEqual([true, true])
      const first = recorder.sportsbook()
      expect(await statusWith('/xapi/icore/checkplayer', first, 'wallet')).toBe(200)
      expect(notices).toEqual([])

      // Two players' tokens at once: the later one's player, and no session left open behind.
      const [mine, theirs] = await Promise.all([
        gameToken(walletToken),
        gameToken(other.walletToken),
      ])
      const [{ since }] = (await server.db.query('select now() as since')) as [{ since: Date }]
      await Promise.all([
        engine.session.logInWithHostToken(mine),
        engine.session.logInWithHostToken(theirs),
      ])
      await until(session, (state) => state.username === other.player.username)
      expect(await statusWith('/xapi/icore/checkplayer', first, 'wallet')).toBe(401)
      const open = await server.db.query(
        `select s.id from sessions s join players p on p.id = s.player_id
         where s.kind = 'sportsbook' and s.revoked_at is null and s.created_at >= $1
           and p.username in ($2, $3)`,
        [since, player.username, other.player.username],
      )
      expect(open).toHaveLength(1)
      expect(notices).toEqual([])
    } finally {
      engine.stop()
    }
  })

  it('§4 the wallet session is refreshed before it expires, and the sportsbook session goes on', async () => {
    let clock = Date.now()
    const { engine, session, recorder, walletToken } = await walletLogin(() => clock)
    try {
      const sportsbook = recorder.sportsbook()
      // Past its refresh time (five minutes before the eight hours end) while the tab slept.
      clock += (8 * 3600 - 4 * 60) * 1000
      await engine.session.setVisible(false)
      await engine.session.setVisible(true)
      // The old wallet session ends once the refresh is through.
      await expect.poll(() => statusWith('/accounts/me/profile', walletToken, 'wallet')).toBe(401)
      const renewed = recorder.last('/accounts/me/sessions/refresh')
      expect(renewed).toBe(walletToken)
      expect(await statusWith('/xapi/icore/checkplayer', sportsbook, 'wallet')).toBe(200)
      expect(session.get()?.status).toBe('logged-in')
    } finally {
      engine.stop()
    }
  })
})
