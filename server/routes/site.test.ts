// §7 Other: geo data, currencies, gaming-board seals, the external header and client metrics, on
// the whole server (in-memory, or the shared PostgreSQL when DATABASE_URL is set: read-only here
// but for metrics, which only add rows).

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from '../../domain/api/schema.ts'
import { currenciesSchema, externalHeaderSchema, geoDataSchema } from '../../domain/api/site.ts'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed: null, databaseUrl: process.env.DATABASE_URL })
})
afterAll(() => server?.close())

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { brand: 'demo', ...headers } })

async function refused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status)
  expect(await response.json()).toMatchObject({ code, message: expect.any(String) })
}

describe('§7 GET /api/v2/geo_data and /api/geo_data', () => {
  it("the edge's country header wins, named in the caller's language", async () => {
    for (const path of ['/api/v2/geo_data', '/api/geo_data']) {
      const response = await get(`${path}?l=de`, { 'cf-ipcountry': 'fr', 'cf-region': 'Bretagne' })
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(parse(geoDataSchema, body).ok).toBe(true)
      expect(body).toMatchObject({
        countryCode: 'FR',
        countryCode3: 'FRA',
        countryName: 'Frankreich',
        region: 'Bretagne',
        source: 'header',
      })
      expect(body.ip).toMatch(/127\.0\.0\.1/)
    }
    const proxied = await (await get('/api/geo_data', { 'x-country-code': 'KE' })).json()
    expect(proxied).toMatchObject({ countryCode: 'KE', countryName: 'Kenya' })
  })

  it("without a country header (or with Cloudflare's XX and T1), the brand's own country", async () => {
    const demo = await (await get('/api/geo_data')).json()
    expect(demo).toMatchObject({ countryCode: 'MT', countryName: 'Malta', source: 'brand' })
    expect(demo).not.toHaveProperty('region')
    const gateway = await (
      await get('/api/v2/geo_data?l=id', { brand: 'gateway', 'cf-ipcountry': 'XX' })
    ).json()
    expect(gateway).toMatchObject({ countryCode: 'ID', countryName: 'Indonesia', source: 'brand' })
    const tor = await (await get('/api/geo_data', { brand: 'wallet', 'cf-ipcountry': 'T1' })).json()
    expect(tor.countryCode).toBe('GB')
  })

  it('400 for a locale that is not one; 404 for an unknown brand', async () => {
    await refused(await get('/api/geo_data?l=<script>'), 400, 'invalid-request')
    await refused(await get('/api/geo_data', { brand: 'nobody' }), 404, 'unknown-brand')
  })
})

describe('§7 GET /xapi/rest/currencies', () => {
  it('each currency with its name, symbol, precision and display scale (§9 thousand scale)', async () => {
    const response = await get('/xapi/rest/currencies')
    expect(response.status).toBe(200)
    const list = await response.json()
    expect(parse(currenciesSchema, list).ok).toBe(true)
    const byCode = new Map(list.map((entry: { code: string }) => [entry.code, entry]))
    expect(byCode.get('EUR')).toEqual({
      code: 'EUR',
      name: 'Euro',
      symbol: '€',
      precision: 2,
      displayScale: 1,
    })
    expect(byCode.get('GBP')).toMatchObject({ symbol: '£' })
    for (const code of ['VND', 'IDR', 'LAK', 'MMK', 'KHR'])
      expect(byCode.get(code), code).toMatchObject({ displayScale: 1000 })
    expect(byCode.get('IDR')).toMatchObject({
      name: 'Indonesian Rupiah',
      symbol: 'Rp',
      precision: 2,
    })
    const german = await (await get('/xapi/rest/currencies?l=de')).json()
    expect(german.find((entry: { code: string }) => entry.code === 'GBP').name).toBe(
      'Britisches Pfund',
    )
  })

  it('400 for a locale that is not one', async () => {
    await refused(await get('/xapi/rest/currencies?l=1234567'), 400, 'invalid-request')
  })
})

describe('§7 GET /api/gcb_seals?host=', () => {
  it('a seal token for a host the brand holds one for, whatever its case or port', async () => {
    const response = await get('/api/gcb_seals?host=Gateway.LOCALHOST:8080', { brand: 'gateway' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ token: 'a250c313-1295-4aef-92b5-628adff3c1f0' })
  })

  it("404 for a host without one, or another brand's host", async () => {
    await refused(
      await get('/api/gcb_seals?host=example.com', { brand: 'gateway' }),
      404,
      'not-found',
    )
    await refused(await get('/api/gcb_seals?host=gateway.localhost'), 404, 'not-found')
  })

  it('400 without a host', async () => {
    await refused(await get('/api/gcb_seals'), 400, 'invalid-request')
    await refused(await get('/api/gcb_seals?host='), 400, 'invalid-request')
    await refused(await get('/api/gcb_seals?host=local%00host'), 400, 'invalid-request')
  })
})

describe('§7 the external header', () => {
  it("the wallet brand's casino header: css, js and html, at the path its settings name", async () => {
    const settings = await (await get('/api/cached_settings', { brand: 'wallet' })).json()
    expect(settings.clem_external_header_enabled).toBe(true)
    const response = await get(`/api/external_header/${settings.clem_external_header_path}`, {
      brand: 'wallet',
    })
    expect(response.status).toBe(200)
    const header = await response.json()
    expect(parse(externalHeaderSchema, header).ok).toBe(true)
    expect(header.html).toContain('<nav class="crown-header"')
    expect(header.css).toContain('.crown-header')
    expect(header.js).toContain('crown-header')
    // The js is a script a browser can compile.
    expect(() => new Function(header.js)).not.toThrow()
  })

  it('404 for another brand or an unknown path; 400 for a path that is not a name', async () => {
    await refused(await get('/api/external_header/crown-casino'), 404, 'not-found')
    await refused(await get('/api/external_header/nothing', { brand: 'wallet' }), 404, 'not-found')
    await refused(
      await get('/api/external_header/a.b', { brand: 'wallet' }),
      400,
      'invalid-request',
    )
  })
})

describe('§7 /api/metrics', () => {
  const post = (body: unknown, type = 'application/json') =>
    fetch(`${server.url}/api/metrics`, {
      method: 'POST',
      headers: { 'content-type': type, brand: 'gateway' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('POST stores name, value, tags and brand; GET stores name and value; both 204', async () => {
    const name = `test.metric.${Date.now()}`
    const posted = await post({ name, value: 123.5, tags: { path: '/xapi/rest/betslips' } })
    expect(posted.status).toBe(204)
    const got = await get(`/api/metrics?name=${name}&value=%2Fxapi%2Frest%2Fbetslips`)
    expect(got.status).toBe(204)
    const rows = await server.db.query<{ brand_id: string; value: unknown; tags: unknown }>(
      'select brand_id, value, tags from metrics where name = $1 order by id',
      [name],
    )
    expect(rows).toEqual([
      { brand_id: 'gateway', value: 123.5, tags: { path: '/xapi/rest/betslips' } },
      { brand_id: 'demo', value: '/xapi/rest/betslips', tags: {} },
    ])
  })

  it('400 for bad input: no name, a bad name, a value neither number nor text, too many tags', async () => {
    for (const body of [
      { value: 1 },
      { name: 'has spaces', value: 1 },
      { name: 'x', value: { nested: true } },
      { name: 'x', value: 'v'.repeat(501) },
      {
        name: 'x',
        value: 1,
        tags: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`t${i}`, 'v'])),
      },
      { name: 'x', value: 1, tags: { ok: 5 } },
      { name: 'x', value: 'nul \u0000 inside' },
      { name: 'x', value: 'lone \ud800 surrogate' },
      [1],
    ])
      await refused(await post(body), 400, 'invalid-request')
    await refused(await post('{not json'), 400, 'invalid-request')
    await refused(await get('/api/metrics?value=1'), 400, 'invalid-request')
  })

  it('a body over 8 KB is refused before it is read', async () => {
    const response = await post({ name: 'x', value: 'v', tags: { big: 'x'.repeat(9000) } })
    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ message: expect.any(String) })
  })
})
