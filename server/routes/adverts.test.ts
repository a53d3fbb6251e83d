// §7 GET /api/adverts/{adId} and §4 Advert audience: who sees an advert is decided by the bearer
// token's player, never by the username alone.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from '../../domain/api/schema.ts'
import { advertSchema } from '../../domain/api/site.ts'
import { type RunningServer, startServer } from '../server.ts'
import { testPlayer } from './site-test-players.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed: null, databaseUrl: process.env.DATABASE_URL })
})
afterAll(() => server?.close())

const advert = (id: string, query = '', headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/adverts/${id}${query}`, { headers: { brand: 'demo', ...headers } })

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The audience of the version answered; a refusal fails the test. */
const audienceOf = async (...args: Parameters<typeof advert>) => {
  const response = await advert(...args)
  expect(response.status).toBe(200)
  return ((await response.json()) as { audience: string }).audience
}

describe('§7 GET /api/adverts/{adId}', () => {
  it('§3 Advert: every field of the spec, the image a real file', async () => {
    const response = await advert('jackpot_banner', '?player_type=standard')
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(parse(advertSchema, body).ok).toBe(true)
    expect(body).toMatchObject({
      audience: 'all',
      width_in_pixels: 380,
      height_in_pixels: 120,
      attachment_path: '/brands/demo/adverts/jackpot-banner.svg',
      link: '/jackpot',
    })
    const image = await fetch(`${server.url}/m${body.attachment_path}?w=380`, {
      headers: { accept: 'image/webp' },
    })
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/webp')
  })

  it("every advert a brand's right column and promotions name exists, with a real image file", async () => {
    for (const brand of ['demo', 'gateway', 'wallet']) {
      const settings = await (
        await fetch(`${server.url}/api/cached_settings`, { headers: { brand } })
      ).json()
      const ids = [...settings.page_layouts.right_column, ...settings.page_layouts.promotions].map(
        (item: { advert_id: string }) => item.advert_id,
      )
      expect(ids.length, brand).toBeGreaterThan(0)
      const rows = await server.db.query<{ id: string; attachment_path: string }>(
        'select id, attachment_path from adverts where brand_id = $1 and id = any($2)',
        [brand, ids],
      )
      expect(rows.map((row) => row.id).sort(), brand).toEqual([...new Set(ids)].sort())
      for (const row of rows)
        expect((await fetch(`${server.url}/m${row.attachment_path}?w=300`)).status).toBe(200)
    }
  })

  it('each brand has its own adverts under one id', async () => {
    const banners = await Promise.all(
      ['demo', 'gateway', 'wallet'].map(async (brand) =>
        (await advert('jackpot_banner', '', { brand })).json(),
      ),
    )
    expect(new Set(banners.map((banner) => banner.attachment_path)).size).toBe(3)
  })

  it('§4 logged_out: shown without a token, not to a logged-in player', async () => {
    expect((await advert('welcome-offer')).status).toBe(200)
    const { username, token } = await testPlayer(server)
    const response = await advert('welcome-offer', `?username=${username}`, bearer(token))
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'not-found' })
  })

  it('§4 logged_in: a username without its token is a logged-out visitor', async () => {
    const { username, token } = await testPlayer(server)
    expect(await audienceOf('jackpot_bets', `?username=${username}`)).toBe('logged_out')
    expect(await audienceOf('jackpot_bets', `?username=${username}`, bearer('forged'))).toBe(
      'logged_out',
    )
    const other = await testPlayer(server)
    expect(await audienceOf('jackpot_bets', `?username=${username}`, bearer(other.token))).toBe(
      'logged_out',
    )
    expect(await audienceOf('jackpot_bets', `?username=${username}`, bearer(token))).toBe(
      'logged_in',
    )
    expect(await audienceOf('jackpot_bets', '', bearer(token))).toBe('logged_in')
  })

  it("§7 jackpot_bets: every brand answers a player's version and a visitor's", async () => {
    for (const brand of ['demo', 'gateway', 'wallet']) {
      const { token } = await testPlayer(server, { brandId: brand })
      const visitor = await advert('jackpot_bets', '', { brand })
      const player = await advert('jackpot_bets', '', { brand, ...bearer(token) })
      expect([visitor.status, player.status], brand).toEqual([200, 200])
      const [seen, own] = [await visitor.json(), await player.json()]
      expect([seen.audience, own.audience], brand).toEqual(['logged_out', 'logged_in'])
      expect(seen.description, brand).not.toBe(own.description)
      expect(parse(advertSchema, seen).ok && parse(advertSchema, own).ok, brand).toBe(true)
    }
  })

  it('§4 a version for an audience of its own wins over one for everybody', async () => {
    const id = `versions-${Date.now()}`
    for (const audience of ['all', 'logged_in'])
      await server.db.query(
        `insert into adverts (brand_id, id, audience, name, attachment_path, width_in_pixels,
           height_in_pixels) values ('demo', $1, $2, $2, '/brands/demo/adverts/acca-boost.svg', 300, 250)`,
        [id, audience],
      )
    const { token } = await testPlayer(server)
    expect(await audienceOf(id, '', bearer(token))).toBe('logged_in')
    expect(await audienceOf(id)).toBe('all')
  })

  it('§4 logged_in_not_played: a non-bettor, or a first login within a day', async () => {
    const bettor = await testPlayer(server, {
      nonBettor: false,
      firstLoginAt: new Date(Date.now() - 3 * 24 * 3600_000),
    })
    const nonBettor = await testPlayer(server, {
      nonBettor: true,
      firstLoginAt: new Date(Date.now() - 3 * 24 * 3600_000),
    })
    const newcomer = await testPlayer(server, { nonBettor: false })
    expect((await advert('first-bet', '', bearer(bettor.token))).status).toBe(404)
    expect((await advert('first-bet', '', bearer(nonBettor.token))).status).toBe(200)
    expect((await advert('first-bet', '', bearer(newcomer.token))).status).toBe(200)
    expect((await advert('first-bet')).status).toBe(404)
  })

  it('§4 the deposited audiences read as the spec states them (inverted against their names)', async () => {
    const id = `deposit-${Date.now()}`
    for (const [suffix, audience] of [
      ['d', 'logged_in_deposited'],
      ['n', 'logged_in_not_deposited'],
      ['j', 'just_registered'],
      ['i', 'imported_list'],
    ])
      await server.db.query(
        `insert into adverts (brand_id, id, audience, name, attachment_path, width_in_pixels,
           height_in_pixels) values ('demo', $1, $2, $2, '/brands/demo/adverts/acca-boost.svg', 300, 250)`,
        [`${id}-${suffix}`, audience],
      )
    const nonDepositor = await testPlayer(server, { nonDepositor: true })
    const depositor = await testPlayer(server, { nonDepositor: false })
    const status = async (suffix: string, token?: string) =>
      (await advert(`${id}-${suffix}`, '', token ? bearer(token) : {})).status
    expect(await status('d', nonDepositor.token)).toBe(200)
    expect(await status('d', depositor.token)).toBe(404)
    expect(await status('n', depositor.token)).toBe(200)
    expect(await status('n', nonDepositor.token)).toBe(404)
    expect(await status('j', depositor.token)).toBe(404)
    expect(await status('i')).toBe(200)
  })

  it("another brand's player counts as logged out", async () => {
    const { token } = await testPlayer(server)
    expect(await audienceOf('jackpot_bets', '', { brand: 'gateway', ...bearer(token) })).toBe(
      'logged_out',
    )
  })

  it('404: an unknown advert or brand; 400: a username too long; 414: an id too long', async () => {
    expect((await advert('no-such-advert')).status).toBe(404)
    expect((await advert('jackpot_banner', '', { brand: 'nobody' })).status).toBe(404)
    expect((await advert('%00')).status).toBe(400)
    const long = await advert('jackpot_banner', `?username=${'u'.repeat(65)}`)
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({ code: 'invalid-request' })
    // Fastify refuses a path parameter over 100 characters before the route reads it.
    const longId = await advert('x'.repeat(101))
    expect(longId.status).toBe(414)
    expect(await longId.json()).toMatchObject({ code: 'invalid-request' })
  })
})

describe('Issue 38 an advert in the language asked for', () => {
  const gateway = { brand: 'gateway' }

  it("reads the brand's text in the locale (l), else in the brand's default language", async () => {
    const chinese = await (await advert('welcome-offer', '?l=zh', gateway)).json()
    expect(chinese).toMatchObject({ name: '100% 奖金', link_name: '领取' })
    // Garuda Bet writes Indonesian first: a language it has not written reads Indonesian.
    const german = await (await advert('welcome-offer', '?l=de', gateway)).json()
    expect(german).toMatchObject({ name: 'Bonus 100%', link_name: 'Klaim' })
    const english = await (await advert('welcome-offer', '?l=en', gateway)).json()
    expect(english).toMatchObject({ name: '100% bonus', link_name: 'Claim' })
    expect(english).not.toHaveProperty('translations')
  })

  it('the language header names the language when no l does', async () => {
    const french = await (await advert('acca-boost', '', { 'accept-language': 'fr' })).json()
    expect(french).toMatchObject({ name: 'Boost de combinés' })
  })
})
