// Tokens are good only for what they were issued for (issue 37): every authenticated route of the
// published contract refuses, 401 unauthorized, each kind of foreign token. The routes come from
// /docs/openapi.json (those it marks with the bearer scheme), so a route added later is in the
// table the day it is added. Each route is also called with its rightful token, which is not
// refused: the table can fail.

import { randomBytes } from 'node:crypto'
import { EncryptJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSessionService,
  type SessionPlayer,
  type SessionService,
} from '../../server/auth/sessions.ts'
import { createTokenService, type SessionKind } from '../../server/auth/tokens.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import {
  type ContractRoute,
  contractRoutes,
  type OpenApiDocument,
} from '../support/contract-routes.ts'
import { createTestPlayer, type TestPlayer } from '../support/test-players.ts'

interface AuthenticatedRoute extends ContractRoute {
  /** The kind of token it takes: the wallet's under /accounts/, else the sportsbook's. */
  kind: SessionKind
}

/** A token offered where it was not issued for: its name in the table, and how it is sent. */
interface ForeignToken {
  name: string
  token: string
  brand?: string
  host?: string
}

const brand = 'wallet'
let server: RunningServer
let sessions: SessionService
let player: TestPlayer
let routes: AuthenticatedRoute[]
/** Per kind of route, the tokens foreign to it. */
const foreign: Record<SessionKind, ForeignToken[]> = { sportsbook: [], wallet: [] }

/**
 * Placement checks that its session is open in its own statement, after its input is read
 * (authenticatedRoute's checksSessionOpen: one round trip fewer), so its calls carry a slip it
 * takes; every other route is sent a body that passes no schema, so that its answer comes from
 * the token alone.
 */
const placementBody = JSON.stringify({
  singles: [{ outcomeId: '1001-1x2-1', decimal: 2, unitStake: 100 }],
})
const bodyOf = (route: AuthenticatedRoute) =>
  route.path === '/xapi/rest/accounts/{accountId}/betslips' ? placementBody : '{}'

const inject = (route: AuthenticatedRoute, offered: ForeignToken) =>
  server.app.inject({
    method: route.method,
    url: route.url,
    headers: {
      authorization: `Bearer ${offered.token}`,
      ...(offered.brand === undefined ? {} : { brand: offered.brand }),
      ...(offered.host === undefined ? {} : { host: offered.host }),
      ...(route.hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(route.hasBody ? { payload: bodyOf(route) } : {}),
  })

/** Whom the tokens the test makes itself are for. */
const sessionPlayer = (): SessionPlayer => ({
  playerId: player.id,
  accountId: player.accountId,
  username: player.username,
  brandId: brand,
})

/** The wallet session's cookie-less login, its game token and the sportsbook session it opens. */
async function walletLogin(): Promise<{ wallet: string; game: string; sportsbook: string }> {
  const login = await server.app.inject({
    method: 'POST',
    url: '/accounts/sessions?l=en&mc=mobile',
    headers: { brand, 'content-type': 'application/json' },
    payload: {
      username: player.username,
      password: player.password,
      device: { clientType: 'Browser', deviceId: 'token-table', deviceType: 'Mobile' },
    },
  })
  const wallet = login.json().sessionToken as string
  const launch = () =>
    server.app.inject({
      method: 'POST',
      url: '/accounts/me/game-launch-url',
      headers: { brand, authorization: `Bearer ${wallet}`, 'content-type': 'application/json' },
      payload: { flashClient: false, gameCode: 'sportsbook', integrationChannelCode: 'web' },
    })
  const game = (await launch()).json().tokenSession as string
  const opened = await server.app.inject({
    method: 'GET',
    url: '/api/session?timestamp=1',
    headers: { brand, 'game-token': (await launch()).json().tokenSession },
  })
  return { wallet, game, sportsbook: opened.json().jwe_token }
}

/** A token with the right claims of an open session, encrypted under a key of the forger's. */
async function forged(kind: SessionKind): Promise<string> {
  const { sessionId } = await sessions.open(server.db, sessionPlayer(), kind)
  return new EncryptJWT({ ...sessionPlayer(), kind, sessionId })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime('8h')
    .encrypt(randomBytes(32))
}

beforeAll(async () => {
  server = await startServer({ databaseUrl: process.env.DATABASE_URL, feed: null })
  sessions = createSessionService(server.db, await createTokenService(server.db))
  const [terms] = await server.db.query<{ terms_version: string }>(
    'select terms_version from brands where id = $1',
    [brand],
  )
  player = await createTestPlayer(server.db, {
    brandId: brand,
    name: 'token-table',
    balance: 10_000,
    ...(terms?.terms_version ? { termsAccepted: terms.terms_version } : {}),
  })

  const live = await walletLogin()
  // Ended: the sportsbook session by its wallet session's DELETE, the wallet session by its own.
  const ended = await walletLogin()
  const logout = await server.app.inject({
    method: 'DELETE',
    url: '/accounts/me/sessions',
    headers: { brand, authorization: `Bearer ${ended.wallet}` },
  })
  expect(logout.statusCode).toBe(200)
  // Expired: issued nine hours ago, by the same key.
  const past = createSessionService(
    server.db,
    await createTokenService(server.db, () => Date.now() - 9 * 3600_000),
  )
  const expired = async (kind: SessionKind) =>
    (await past.open(server.db, sessionPlayer(), kind)).token

  for (const kind of ['sportsbook', 'wallet'] as const) {
    const own = kind === 'sportsbook' ? live.sportsbook : live.wallet
    foreign[kind] = [
      { name: 'other kind', token: kind === 'sportsbook' ? live.wallet : live.sportsbook, brand },
      { name: 'game token', token: live.game, brand },
      { name: "other brand's header", token: own, brand: 'demo' },
      { name: "other brand's host", token: own, host: 'gateway.localhost' },
      { name: 'ended', token: kind === 'sportsbook' ? ended.sportsbook : ended.wallet, brand },
      { name: 'expired', token: await expired(kind), brand },
      { name: 'forged', token: await forged(kind), brand },
    ]
  }

  const document = (
    await server.app.inject({ url: '/docs/openapi.json' })
  ).json() as OpenApiDocument
  const values: Record<string, string> = {
    username: player.username,
    accountId: player.accountId,
    playerId: player.id,
    id: player.accountId,
  }
  routes = contractRoutes(document, values, 'token')
    .filter((route) => route.authenticated)
    .map((route) => ({
      ...route,
      kind: route.path.startsWith('/accounts/') ? 'wallet' : 'sportsbook',
    }))
})
afterAll(() => server?.close())

describe('the token table: every authenticated route, each foreign token', () => {
  it('holds the routes of both kinds, the known ones among them', () => {
    const listed = routes.map((route) => `${route.method} ${route.path}`)
    for (const known of [
      'POST /xapi/rest/accounts/{accountId}/betslips',
      'GET /xapi/icore/checkplayer',
      'DELETE /api/session',
      'POST /accounts/me/game-launch-url',
      'DELETE /accounts/me/sessions',
    ])
      expect(listed).toContain(known)
    expect(routes.filter((route) => route.kind === 'wallet').length).toBeGreaterThan(0)
  })

  it('refuses every foreign token 401 unauthorized', async () => {
    const rows = routes.flatMap((route) =>
      foreign[route.kind].map((offered) => ({ route, offered })),
    )
    const answers: string[] = []
    for (const { route, offered } of rows) {
      const response = await inject(route, offered)
      const { code } = response.json() as { code?: string }
      answers.push(`${route.method} ${route.path}, ${offered.name}: ${response.statusCode} ${code}`)
    }
    expect(answers).toEqual(
      rows.map(
        ({ route, offered }) => `${route.method} ${route.path}, ${offered.name}: 401 unauthorized`,
      ),
    )
    console.info(`token table: ${routes.length} routes, ${rows.length} rows, all 401`)
  })

  it('takes each route its rightful token', async () => {
    const refused: string[] = []
    for (const route of routes) {
      // A fresh session each: some of these routes end the session they are called with.
      const { token } = await sessions.open(server.db, sessionPlayer(), route.kind)
      const response = await inject(route, { name: 'own', token, brand })
      if (response.statusCode === 401 || response.statusCode === 403)
        refused.push(`${route.method} ${route.path}: ${response.statusCode}`)
    }
    expect(refused).toEqual([])
  })
})
