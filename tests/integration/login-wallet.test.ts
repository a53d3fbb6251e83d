// The operator-hosted wallet over HTTP (SPEC.md section 7, Operator-hosted wallet; docs/api.md):
// the wallet session in its cookie (or as a bearer token), the terms to accept once, the
// profile and balance, the game token that GET /api/session exchanges, once, for a sportsbook
// session, refresh and logout, which ends the sportsbook sessions opened from the wallet session. Each test makes its own players, since tests share one database in CI.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../server/server.ts'
import { type CookieJar, cookieJar } from '../support/cookie-jar.ts'
import { createTestPlayer, type TestPlayer } from '../support/test-players.ts'

let server: RunningServer
let clock = Date.now()

beforeAll(async () => {
  server = await startServer({
    databaseUrl: process.env.DATABASE_URL,
    feed: null,
    now: () => clock,
  })
})
afterAll(() => server?.close())

const walletHeaders = { brand: 'wallet', 'content-type': 'application/json' }
const device = { clientType: 'Browser', deviceId: 'test-device', deviceType: 'Mobile' }

const walletPlayer = (termsAccepted?: string) =>
  createTestPlayer(server.db, {
    brandId: 'wallet',
    name: 'wallet',
    currency: 'GBP',
    balance: 12_345,
    promoCash: 500,
    ...(termsAccepted ? { termsAccepted } : {}),
  })

function logIn(jar: CookieJar, player: { username: string; password: string }, brand = 'wallet') {
  return jar.fetch(`${server.url}/accounts/sessions?l=en&mc=mobile`, {
    method: 'POST',
    headers: { ...walletHeaders, brand },
    body: JSON.stringify({ username: player.username, password: player.password, device }),
  })
}

const call = (jar: CookieJar, method: string, path: string, body?: unknown) =>
  jar.fetch(`${server.url}${path}`, {
    method,
    headers: body === undefined ? { brand: 'wallet' } : walletHeaders,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

const launch = { flashClient: false, gameCode: 'sportsbook', integrationChannelCode: 'web' }

/** A game token of the wallet session in the jar. */
const gameToken = async (jar: CookieJar): Promise<string> =>
  (await (await call(jar, 'POST', '/accounts/me/game-launch-url', launch)).json()).tokenSession

/** A player who accepted the terms, logged in to the wallet (its cookie in the jar). */
async function walletLogin() {
  const player = await walletPlayer('terms-2026-10')
  const jar = cookieJar()
  await logIn(jar, player)
  return { player, jar }
}

const sportsbookSession = (gameToken: string, brand = 'wallet') =>
  fetch(`${server.url}/api/session?timestamp=${clock}`, {
    headers: { brand, 'game-token': gameToken },
  })

describe('operator-hosted wallet', () => {
  it('terms pending, then accepted, then the game token, then the sportsbook session', async () => {
    const player = await walletPlayer()
    const jar = cookieJar()
    const login = await logIn(jar, player)
    expect(login.status).toBe(200)
    const opened = await login.json()
    expect(opened).toMatchObject({
      fileName: '/accounts/terms/terms-2026-10.html',
      expiresIn: 8 * 3600,
    })
    expect(opened.sessionToken).toEqual(expect.any(String))
    const cookie = jar.lastSet().find((set) => set.name === 'wallet_session')
    expect(cookie?.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/accounts' })

    const terms = await fetch(`${server.url}${opened.fileName}`)
    expect(terms.status).toBe(200)
    expect(terms.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await terms.text()
    expect(html).toContain('<h1>Crown Casino Sports terms of use</h1>')
    expect(html).toContain('terms-2026-10')

    const refused = await call(jar, 'POST', '/accounts/me/game-launch-url', launch)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'terms-not-accepted' })

    const accepted = await call(jar, 'POST', '/accounts/me/sessions/accept-terms')
    expect(await accepted.json()).toEqual({ success: true })
    const [row] = await server.db.query<{ terms_accepted: string }>(
      'select terms_accepted from players where id = $1',
      [player.id],
    )
    expect(row?.terms_accepted).toBe('terms-2026-10')

    const profile = await call(jar, 'GET', '/accounts/me/profile')
    expect(profile.status).toBe(200)
    const shown = await profile.json()
    expect(shown).toMatchObject({
      email: `${player.username}@example.com`,
      firstName: 'Tess',
      lastName: 'Tester',
      currency: 'GBP',
      residence: { countryCode: 'GB' },
      selfExcluded: false,
      accountStatus: 'active',
      accountCode: player.accountId,
    })
    expect(Date.parse(shown.lastLoginDate)).not.toBeNaN()
    expect(Date.parse(shown.registerDate)).not.toBeNaN()

    const balance = await call(jar, 'GET', '/accounts/me/balance')
    expect(await balance.json()).toEqual({
      totalBalance: 12_845,
      bonusBalance: 500,
      realBalance: 12_345,
    })

    const launched = await call(jar, 'POST', '/accounts/me/game-launch-url', launch)
    expect(launched.status).toBe(200)
    const { tokenSession } = await launched.json()
    const session = await sportsbookSession(tokenSession)
    expect(session.status).toBe(200)
    const body = await session.json()
    expect(body).toMatchObject({
      username: player.username,
      accountId: player.accountId,
      currency: 'GBP',
    })
    // The session token is the sportsbook's own, not the wallet's.
    expect(body.jwe_token).not.toBe(opened.sessionToken)
    const sportsbook = await fetch(
      `${server.url}/xapi/icore/players/${player.username}/balance/sportsbook`,
      { headers: { brand: 'wallet', authorization: `Bearer ${body.jwe_token}` } },
    )
    expect(sportsbook.status).toBe(200)
    // ...and the sportsbook's token is no wallet login.
    const crossed = await fetch(`${server.url}/accounts/me/profile`, {
      headers: { brand: 'wallet', authorization: `Bearer ${body.jwe_token}` },
    })
    expect(crossed.status).toBe(401)

    // Accepted once: the next login asks nothing.
    const again = await logIn(cookieJar(), player)
    expect((await again.json()).fileName).toBeUndefined()
  })

  it('refresh gives a new session and ends the old; DELETE ends it for good', async () => {
    const player = await walletPlayer('terms-2026-10')
    const jar = cookieJar()
    const { sessionToken: first } = await (await logIn(jar, player)).json()
    const { tokenSession } = await (
      await call(jar, 'POST', '/accounts/me/game-launch-url', launch)
    ).json()
    const refreshed = await call(jar, 'POST', '/accounts/me/sessions/refresh')
    expect(refreshed.status).toBe(200)
    const { sessionToken: second, expiresIn } = await refreshed.json()
    expect(second).not.toBe(first)
    expect(expiresIn).toBe(8 * 3600)
    expect(jar.get('wallet_session')).toBe(second)

    const withToken = (token: string) =>
      fetch(`${server.url}/accounts/me/profile`, {
        headers: { brand: 'wallet', authorization: `Bearer ${token}` },
      })
    expect((await withToken(first)).status).toBe(401)
    expect((await withToken(second)).status).toBe(200)
    // A game token of the ended session opens nothing.
    expect((await sportsbookSession(tokenSession)).status).toBe(401)

    const ended = await call(jar, 'DELETE', '/accounts/me/sessions')
    expect(await ended.json()).toEqual({ success: true })
    expect(jar.get('wallet_session')).toBeUndefined()
    expect((await withToken(second)).status).toBe(401)
    jar.set('wallet_session', second)
    expect((await call(jar, 'GET', '/accounts/me/balance')).status).toBe(401)
  })

  it('a wallet token is no sportsbook token: placement with it is 401 while terms are pending', async () => {
    const player = await walletPlayer()
    const jar = cookieJar()
    const { sessionToken } = await (await logIn(jar, player)).json()
    expect((await call(jar, 'POST', '/accounts/me/game-launch-url', launch)).status).toBe(403)
    const placed = await fetch(
      `${server.url}/xapi/rest/accounts/${player.accountId}/betslips?uuid=${crypto.randomUUID()}`,
      {
        method: 'POST',
        headers: { ...walletHeaders, authorization: `Bearer ${sessionToken}` },
        body: JSON.stringify({
          singles: [{ outcomeId: '1001-1x2-1', decimal: 2, unitStake: 100 }],
        }),
      },
    )
    expect(placed.status).toBe(401)
    expect(await placed.json()).toMatchObject({ code: 'unauthorized' })
  })

  it('a game token opens one session, once', async () => {
    const { player, jar } = await walletLogin()
    const tokenSession = await gameToken(jar)
    expect((await sportsbookSession(tokenSession)).status).toBe(200)
    const again = await sportsbookSession(tokenSession)
    expect(again.status).toBe(401)
    expect(await again.json()).toMatchObject({ code: 'unauthorized' })
    const [opened] = await server.db.query<{ count: number | string }>(
      `select count(*) from sessions where player_id = $1 and kind = 'sportsbook'`,
      [player.id],
    )
    expect(Number(opened?.count)).toBe(1)
  })

  it("the wallet's DELETE ends the sportsbook sessions opened from it; a refresh does not", async () => {
    const { jar } = await walletLogin()
    const opened = async () =>
      (await (await sportsbookSession(await gameToken(jar))).json()).jwe_token as string
    const sportsbook = (token: string) =>
      fetch(`${server.url}/xapi/icore/checkplayer`, {
        headers: { brand: 'wallet', authorization: `Bearer ${token}` },
      })
    const first = await opened()
    expect((await call(jar, 'POST', '/accounts/me/sessions/refresh')).status).toBe(200)
    // The sportsbook session goes on under the refreshed wallet session...
    expect((await sportsbook(first)).status).toBe(200)
    const second = await opened()
    expect((await call(jar, 'DELETE', '/accounts/me/sessions')).status).toBe(200)
    // ...and ends with it, as does the one opened after the refresh.
    expect((await sportsbook(first)).status).toBe(401)
    expect((await sportsbook(second)).status).toBe(401)
  })

  it('DELETE /api/session logs out of the sportsbook: the token is 401, the wallet goes on', async () => {
    const { jar } = await walletLogin()
    const tokenSession = await gameToken(jar)
    const { jwe_token } = await (await sportsbookSession(tokenSession)).json()
    const withToken = (method: string) =>
      fetch(`${server.url}/api/session`, {
        method,
        headers: { brand: 'wallet', authorization: `Bearer ${jwe_token}` },
      })
    const ended = await withToken('DELETE')
    expect(ended.status).toBe(200)
    expect(await ended.json()).toEqual({ success: true })
    expect((await withToken('DELETE')).status).toBe(401)
    const check = await fetch(`${server.url}/xapi/icore/checkplayer`, {
      headers: { brand: 'wallet', authorization: `Bearer ${jwe_token}` },
    })
    expect(check.status).toBe(401)
    expect((await call(jar, 'GET', '/accounts/me/profile')).status).toBe(200)
  })

  it("a demo token is 401 on another brand's header or host", async () => {
    const login = await fetch(`${server.url}/xapi/icore/players/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', brand: 'demo' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    })
    const { alsToken } = await login.json()
    const checkplayer = (headers: Record<string, string>) =>
      server.app.inject({
        url: '/xapi/icore/checkplayer',
        headers: { authorization: `Bearer ${alsToken}`, ...headers },
      })
    expect((await checkplayer({ brand: 'demo' })).statusCode).toBe(200)
    for (const other of ['gateway', 'wallet', 'no-such-brand'])
      expect((await checkplayer({ brand: other })).statusCode, other).toBe(401)
    expect((await checkplayer({ host: 'gateway.localhost' })).statusCode).toBe(401)
    expect((await checkplayer({ host: 'demo.localhost' })).statusCode).toBe(200)
  })

  it('a game token lasts five minutes, is for its brand, and cannot be forged', async () => {
    const { jar } = await walletLogin()
    const tokenSession = await gameToken(jar)
    expect((await sportsbookSession(tokenSession, 'demo')).status).toBe(401)
    expect((await sportsbookSession(`${tokenSession.slice(0, -4)}AAAA`)).status).toBe(401)
    expect((await sportsbookSession('not-a-token')).status).toBe(401)
    clock += 6 * 60_000
    expect((await sportsbookSession(tokenSession)).status).toBe(401)
  })

  it('without a session every /accounts/me call is 401; a forged token too', async () => {
    const jar = cookieJar()
    for (const [method, path] of [
      ['GET', '/accounts/me/profile'],
      ['GET', '/accounts/me/balance'],
      ['POST', '/accounts/me/sessions/accept-terms'],
      ['POST', '/accounts/me/sessions/refresh'],
      ['DELETE', '/accounts/me/sessions'],
    ] as const) {
      const response = await call(jar, method, path)
      expect(response.status, path).toBe(401)
    }
    expect((await call(jar, 'POST', '/accounts/me/game-launch-url', launch)).status).toBe(401)
    jar.set('wallet_session', 'eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..a.b.c')
    expect((await call(jar, 'GET', '/accounts/me/profile')).status).toBe(401)
  })

  it('§8 invalid credentials 401 with one message, a locked account 403, another brand 403', async () => {
    const player: TestPlayer = await walletPlayer()
    const wrong = await logIn(cookieJar(), { ...player, password: 'nope' })
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toEqual({
      code: 'invalid-credentials',
      message: 'provided credential is invalid',
    })
    const unknown = await logIn(cookieJar(), { username: `nobody-${player.id}`, password: 'x' })
    expect(await unknown.json()).toEqual({
      code: 'invalid-credentials',
      message: 'provided credential is invalid',
    })
    const locked = await createTestPlayer(server.db, {
      brandId: 'wallet',
      name: 'locked',
      locked: true,
    })
    expect((await logIn(cookieJar(), locked)).status).toBe(403)
    const onDemo = await logIn(cookieJar(), { username: 'demo', password: 'demo1234' }, 'demo')
    expect(onDemo.status).toBe(403)
    expect(await onDemo.json()).toMatchObject({ code: 'wrong-login-method' })
  })

  it('the session body is schema-checked: no device is a 400', async () => {
    const response = await fetch(`${server.url}/accounts/sessions`, {
      method: 'POST',
      headers: walletHeaders,
      body: JSON.stringify({ username: 'wallet', password: 'wallet123' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'invalid-request' })
  })

  it('ten failed wallet logins of one player: the next is 429 with Retry-After', async () => {
    const player = await walletPlayer()
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await logIn(cookieJar(), { ...player, password: 'x' })).status).toBe(401)
    const limited = await logIn(cookieJar(), player)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toMatchObject({ code: 'too-many-attempts' })
  })

  it('an expired session is 401, on the wallet and on the sportsbook alike', async () => {
    const { player, jar } = await walletLogin()
    const tokenSession = await gameToken(jar)
    const { jwe_token } = await (await sportsbookSession(tokenSession)).json()
    const sportsbook = () =>
      fetch(`${server.url}/xapi/icore/players/${player.username}/balance/sportsbook`, {
        headers: { brand: 'wallet', authorization: `Bearer ${jwe_token}` },
      })
    expect((await sportsbook()).status).toBe(200)
    await server.db.query(
      `update sessions set expires_at = now() - interval '1 second' where player_id = $1`,
      [player.id],
    )
    expect((await call(jar, 'GET', '/accounts/me/profile')).status).toBe(401)
    expect((await sportsbook()).status).toBe(401)
  })

  it('a terms page of a version no brand has is a 404', async () => {
    const response = await fetch(`${server.url}/accounts/terms/terms-1999-01.html`)
    expect(response.status).toBe(404)
    expect((await fetch(`${server.url}/accounts/terms/..%2Fetc.html`)).status).toBe(400)
  })
})
