// SPEC.md section 6: a player reaches only their own records. Every route of the published
// contract whose path names a player (a {username}, {accountId} or {playerId}, or an {id} right
// after an account segment) is called with demo2's token on demo's records: 403, and 401 with no
// token. The list comes from /docs/openapi.json, so a route added later is covered the day it
// is added.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../server/server.ts'
import {
  type ContractRoute,
  contractRoutes,
  type OpenApiDocument,
} from '../support/contract-routes.ts'
import { logIn } from '../support/test-players.ts'

let server: RunningServer
let routes: ContractRoute[]
const tokens: Record<'demo' | 'demo2', string> = { demo: '', demo2: '' }

beforeAll(async () => {
  server = await startServer({ feed: null, databaseUrl: process.env.DATABASE_URL })
  const demo = await logIn(server.url, 'demo', 'demo1234')
  const demo2 = await logIn(server.url, 'demo2', 'demo1234')
  tokens.demo = demo.token
  tokens.demo2 = demo2.token
  const check = await fetch(`${server.url}/xapi/icore/checkplayer`, {
    headers: { authorization: `Bearer ${demo.token}` },
  })
  const { id: playerId } = (await check.json()) as { id: string }
  const demoValues: Record<string, string> = {
    username: demo.username,
    accountId: demo.accountId,
    playerId,
    id: demo.accountId,
  }

  const document = (await (
    await fetch(`${server.url}/docs/openapi.json`)
  ).json()) as OpenApiDocument
  routes = contractRoutes(document, demoValues, 'scope').filter((route) => route.playerScoped)
})
afterAll(() => server?.close())

const send = (route: ContractRoute, token?: string) =>
  fetch(`${server.url}${route.url}`, {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(route.hasBody ? { 'content-type': 'application/json' } : {}),
    },
    // A body that passes no schema: the refusal must come from whose path it is, not the body.
    body: route.hasBody ? '{}' : undefined,
  })

describe('§6 player scope: every player-scoped route of the contract', () => {
  it('is found in the contract, the known ones among them', () => {
    const listed = routes.map((route) => `${route.method} ${route.path}`)
    for (const known of [
      'GET /xapi/icore/players/{username}/balance/sportsbook',
      'GET /xapi/icore/players/{username}/details',
      'PUT /xapi/icore/players/{username}/details',
      'GET /xapi/icore/players/{username}/history',
      'GET /xapi/icore/players/{username}/sportsbook/wageringRequirements',
      'POST /xapi/rest/accounts/{accountId}/deposits',
      'POST /xapi/rest/accounts/{accountId}/withdrawals',
      'GET /xapi/rest/accounts/{accountId}/transactions',
      'GET /xapi/rest/accounts/{accountId}/payments',
      'GET /xapi/rest/accounts/{accountId}/info',
      'PUT /xapi/rest/accounts/{accountId}',
      'POST /xapi/rest/accounts/{accountId}/betslips',
      'GET /xapi/bet/account/{accountId}/openbets',
    ])
      expect(listed).toContain(known)
  })

  it("is 403 forbidden with another player's token", async () => {
    const answers = await Promise.all(
      routes.map(async (route) => {
        const response = await send(route, tokens.demo2)
        const body = (await response.json()) as { code?: string }
        return `${route.method} ${route.path}: ${response.status} ${body.code}`
      }),
    )
    expect(answers).toEqual(routes.map((route) => `${route.method} ${route.path}: 403 forbidden`))
  })

  it('is 401 without a token', async () => {
    const answers = await Promise.all(
      routes.map(async (route) => `${route.method} ${route.path}: ${(await send(route)).status}`),
    )
    expect(answers).toEqual(routes.map((route) => `${route.method} ${route.path}: 401`))
  })

  it("is not refused as another player's with the player's own token", async () => {
    const refused: string[] = []
    for (const route of routes) {
      const response = await send(route, tokens.demo)
      if (response.status === 401 || response.status === 403)
        refused.push(`${route.method} ${route.path}: ${response.status}`)
    }
    expect(refused).toEqual([])
  })
})
