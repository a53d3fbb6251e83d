// §2 partner product pages: GET /xapi/rest/partners/{product}/launch answers where a product
// opens, with a token of that product's partner for a logged-in player (verifiable with that
// partner's key, and no other's), none for a visitor, and 404 where the brand does not offer it.

import { jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPartnerTokens } from '../auth/partner-tokens.ts'
import { type RunningServer, startServer } from '../server.ts'
import { testPlayer } from './site-test-players.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({
    feed: null,
    databaseUrl: process.env.DATABASE_URL,
    devEndpoints: true,
  })
})
afterAll(() => server?.close())

const launch = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/xapi/rest/partners/${path}`, {
    headers: { brand: 'demo', 'accept-language': 'de', ...headers },
  })

describe('§2 GET /xapi/rest/partners/{product}/launch', () => {
  it('a visitor opens the configured page as a guest, in the language asked', async () => {
    const answer = await launch('kiron/launch')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(await answer.json()).toEqual({
      url: '/demo/partner/kiron?lang=de&currency=EUR',
      newTab: false,
      asPlayer: false,
    })
  })

  it("a player's launch carries a token of that partner only, until their session ends", async () => {
    const player = await testPlayer(server)
    const answer = await launch('kiron/launch?gameId=race-7', {
      authorization: `Bearer ${player.token}`,
    })
    const body = await answer.json()
    expect(body).toMatchObject({ newTab: false, asPlayer: true })
    const url = new URL(body.url, server.url)
    expect(url.pathname).toBe('/demo/partner/kiron')
    expect(url.searchParams.get('game')).toBe('race-7')
    const token = url.searchParams.get('token') ?? ''
    const keys = createPartnerTokens(server.db, Date.now)
    const { payload } = await jwtVerify(token, await keys.keyOf('kiron'), { audience: 'kiron' })
    expect(payload).toMatchObject({ brand: 'demo' })
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000)
    await expect(jwtVerify(token, await keys.keyOf('powerball'))).rejects.toThrow()
    // The partner's stand-in page reads it as the partner would.
    const page = await (await fetch(url)).text()
    expect(page).toContain(`Playing for money as ${payload.sub} of demo.`)
  })

  it('a stale token is a guest launch, never a 401', async () => {
    const answer = await launch('esports/launch', { authorization: 'Bearer not-a-token' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ asPlayer: false })
  })

  it('404 for a product the brand does not offer, or that is not one; 400 for a bad name', async () => {
    for (const [path, brand] of [
      ['kiron/launch', 'wallet'],
      ['pinnacle/launch', 'demo'],
      ['casino/launch', 'demo'],
    ] as const) {
      const answer = await launch(path, { brand })
      expect(answer.status, `${brand} ${path}`).toBe(404)
      expect(await answer.json()).toMatchObject({ code: 'not-offered' })
    }
    expect((await launch('Kiron!/launch')).status).toBe(400)
    expect((await launch('kiron/launch?gameId=../x')).status).toBe(400)
  })
})
