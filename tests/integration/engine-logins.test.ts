// The engine's side of the three login methods and the cashier, in-process against a real
// server: the gateway's form posts and step cookie, the wallet's session (sent as a bearer, as a
// frame in another site must, since its cookie would not travel), GET /api/session turning
// either into the engine's session, and a deposit reaching the session view's balance at once.
// Each test makes its own players: tests share one database in CI.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../server/server.ts'
import { cookieJar } from '../support/cookie-jar.ts'
import { startEngine, until } from '../support/engine-harness.ts'
import { createTestPlayer } from '../support/test-players.ts'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({
    databaseUrl: process.env.DATABASE_URL,
    feed: null,
    // PUT /dev/brands/{brand}/settings: a brand's setting changed for one test.
    devEndpoints: true,
  })
})
afterAll(() => server?.close())

describe('engine logins', () => {
  it('auth gateway, security question: the answer, the integration, then the session', async () => {
    const player = await createTestPlayer(server.db, {
      brandId: 'gateway',
      name: 'question',
      currency: 'IDR',
      balance: 250_000_000,
      secondFactor: 'security-question',
      question: { question: 'What was the name of your first pet?', answer: 'Komodo' },
    })
    const jar = cookieJar()
    const { engine, session } = await startEngine(server.url, {
      brand: 'gateway',
      fetch: ((url: URL | string, init?: RequestInit) =>
        jar.fetch(String(url), init)) as typeof fetch,
      walletPollMs: 60_000,
    })
    const login = await engine.authGateway.authenticate(player)
    expect(login).toEqual({ ok: true, data: { otp: null } })
    const question = await engine.authGateway.fetchSecurityQuestion()
    expect(question.ok && question.data.result).toBe('What was the name of your first pet?')
    const wrong = await engine.authGateway.checkSecurityAnswer('rex')
    expect(wrong.ok).toBe(false)
    expect((await engine.authGateway.checkSecurityAnswer('komodo')).ok).toBe(true)
    expect((await engine.authGateway.completeLogin()).ok).toBe(true)
    const fetched = await engine.session.fetchPlayerSession()
    expect(fetched.ok).toBe(true)
    const view = await until(session, (state) => state.balance !== undefined)
    expect(view).toMatchObject({ status: 'logged-in', username: player.username, currency: 'IDR' })
    expect(view.balance).toBe(250_000_000)
    engine.stop()
  })

  it('auth gateway on a brand whose gateway_login_route is api_login: the password step is POST /api/login', async () => {
    const setRoute = (route: string | null) =>
      fetch(`${server.url}/dev/brands/gateway/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gateway_login_route: route }),
      })
    expect((await setRoute('api_login')).status).toBe(200)
    try {
      const player = await createTestPlayer(server.db, { brandId: 'gateway', name: 'apilogin' })
      const jar = cookieJar()
      const paths: string[] = []
      const { engine, session, watch } = await startEngine(server.url, {
        brand: 'gateway',
        fetch: ((url: URL | string, init?: RequestInit) => {
          paths.push(new URL(String(url)).pathname)
          return jar.fetch(String(url), init)
        }) as typeof fetch,
        walletPollMs: 60_000,
      })
      await until(
        watch('settings', {}),
        (view) => view.settings.gateway_login_route === 'api_login',
      )
      expect(await engine.authGateway.authenticate(player)).toEqual({
        ok: true,
        data: { otp: false },
      })
      expect(paths).toContain('/api/login')
      expect(paths.filter((path) => path.includes('header_login'))).toEqual([])
      // The steps after it are the gateway's: its cookie carries the login on.
      expect((await engine.authGateway.completeLogin()).ok).toBe(true)
      expect((await engine.session.fetchPlayerSession()).ok).toBe(true)
      await until(session, (state) => state.username === player.username)
      engine.stop()
    } finally {
      await setRoute(null)
    }
  })

  it('operator wallet without cookies: terms, profile, game token, session, then a deposit', async () => {
    const player = await createTestPlayer(server.db, {
      brandId: 'wallet',
      name: 'wallet',
      currency: 'GBP',
      balance: 50_000,
    })
    const { engine, session } = await startEngine(server.url, {
      brand: 'wallet',
      walletPollMs: 60_000,
    })
    const created = await engine.operatorWallet.createSession(player)
    expect(created.ok && created.data.fileName).toMatch(/terms/)
    expect((await engine.operatorWallet.acceptTerms()).ok).toBe(true)
    const profile = await engine.operatorWallet.fetchProfile()
    expect(profile.ok && profile.data.currency).toBe('GBP')
    const game = await engine.operatorWallet.fetchGameToken()
    expect(game.ok).toBe(true)
    const fetched = await engine.session.fetchPlayerSession(game.ok ? game.data.tokenSession : '')
    expect(fetched.ok).toBe(true)
    const before = await until(session, (state) => state.balance !== undefined)
    expect(before).toMatchObject({ username: player.username, currency: 'GBP' })

    const paid = await engine.cashier.deposit(
      {
        amount: 2_500,
        method: 'card',
        cardNumber: '4242424242424242',
        expiry: '12/30',
        cvc: '123',
      },
      `engine-deposit-${player.id}`,
    )
    expect(paid.ok).toBe(true)
    const after = await until(session, (state) => state.balance === (before.balance ?? 0) + 2_500)
    expect(after.wallet?.withdrawableAmount).toBe(after.balance)
    const page = await engine.cashier.transactions({ page: 1, pageSize: 5 })
    expect(page.ok && page.data.items[0]).toMatchObject({ type: 'deposit', amount: 2_500 })
    engine.stop()
  })

  it('a brand that does not log in directly refuses the direct login, and the engine stays out', async () => {
    const { engine, session } = await startEngine(server.url, { brand: 'gateway' })
    const direct = await engine.session.login({ username: 'otp', password: 'otp12345' })
    expect(direct.ok).toBe(false)
    await until(session, (state) => state.status === 'anonymous')
    engine.stop()
  })

  it("the odds format: the visitor's pick, the player's own at login, and a switch kept by the account", async () => {
    const player = await createTestPlayer(server.db, { brandId: 'demo', name: 'odds' })
    await server.db.query(
      "update players set price_format = 'uk', odds_type = 'uk' where id = $1",
      [player.id],
    )
    const { engine, session } = await startEngine(server.url, {
      brand: 'demo',
      walletPollMs: 60_000,
    })
    await until(session, (state) => state.oddsFormat === 'euro')
    expect((await engine.session.setOddsFormat('hk')).ok).toBe(true)
    await until(session, (state) => state.oddsFormat === 'hk')
    await engine.session.login(player)
    // The player's saved format wins over the visitor's pick.
    await until(session, (state) => state.oddsFormat === 'uk')
    expect((await engine.session.setOddsFormat('us')).ok).toBe(true)
    await until(session, (state) => state.oddsFormat === 'us')
    const [row] = await server.db.query<{ price_format: string }>(
      'select price_format from players where id = $1',
      [player.id],
    )
    expect(row?.price_format).toBe('us')
    engine.stop()
  })
})
