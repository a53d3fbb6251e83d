// §2 maintenance: a closed brand's API calls redirect to the maintenance page; other brands and
// the pages themselves are untouched; the operator's switch closes and opens a brand. The switch
// is tried on a brand of this test's own, so tests sharing one PostgreSQL never meet it closed.

import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { brandResolver } from '../brands/brand-of-request.ts'
import { type RunningServer, startServer } from '../server.ts'
import { maintenanceReadMs, maintenanceRedirect, maintenanceState } from './maintenance.ts'

describe('§2 maintenance: the redirect', () => {
  const closed = new Set(['wallet'])
  const app = Fastify()
  maintenanceRedirect(app, {
    state: { isClosed: async (brand) => closed.has(brand), forget: () => {} },
    brands: brandResolver(new Set(['demo', 'wallet']), 'demo'),
  })
  app.get('/api/cached_settings', async () => ({ fine: true }))
  app.get('/xapi/rest/jackpotbetweb/active', async () => ({ fine: true }))
  app.get('/live/sport/', async () => 'page')
  afterAll(() => app.close())

  const call = (url: string, brand: string) => app.inject({ url, headers: { brand } })

  it('every API call of a closed brand goes to /maintenance, uncached', async () => {
    for (const url of ['/api/cached_settings?l=en', '/xapi/rest/jackpotbetweb/active']) {
      const answer = await call(url, 'wallet')
      expect(answer.statusCode, url).toBe(302)
      expect(answer.headers.location, url).toBe('/maintenance')
      expect(answer.headers['cache-control'], url).toBe('no-store')
    }
  })

  it('another brand, and the pages of the closed one, answer as ever', async () => {
    expect((await call('/api/cached_settings', 'demo')).statusCode).toBe(200)
    expect((await call('/live/sport/', 'wallet')).statusCode).toBe(200)
  })
})

const quiet = { error: vi.fn(), warn: vi.fn(), info: vi.fn() }

describe('§2 maintenance: the flag as a process reads it', () => {
  it('read once a second per brand, at once again after the switch', async () => {
    let reads = 0
    let flag = false
    let clock = 0
    const state = maintenanceState(
      {
        query: async () => {
          reads += 1
          return [{ maintenance: flag }] as never
        },
      } as never,
      quiet,
      () => clock,
    )
    expect(await state.isClosed('demo')).toBe(false)
    flag = true
    expect(await state.isClosed('demo')).toBe(false)
    expect(reads).toBe(1)
    clock += maintenanceReadMs
    expect(await state.isClosed('demo')).toBe(true)
    flag = false
    state.forget('demo')
    expect(await state.isClosed('demo')).toBe(false)
    expect(reads).toBe(3)
  })

  it('an unreadable flag leaves the brand open, and is read again next time', async () => {
    let fail = true
    const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() }
    const state = maintenanceState(
      {
        query: async () => {
          if (fail) throw new Error('connection lost')
          return [{ maintenance: true }] as never
        },
      } as never,
      log,
    )
    expect(await state.isClosed('demo')).toBe(false)
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ brandId: 'demo' }),
      'maintenance flag unreadable',
    )
    fail = false
    expect(await state.isClosed('demo')).toBe(true)
  })
})

describe('PUT /dev/brands/{brandId}/maintenance', () => {
  let server: RunningServer
  const brand = `maint-${process.pid}-${Date.now()}`
  beforeAll(async () => {
    server = await startServer({
      feed: null,
      devEndpoints: true,
      databaseUrl: process.env.DATABASE_URL,
    })
    await server.db.query(
      `insert into brands (id, name, login_method) values ($1, 'Maintenance test', 'direct')`,
      [brand],
    )
  })
  afterAll(async () => {
    await server?.db.query('delete from brands where id = $1', [brand])
    await server?.close()
  })

  const switchMaintenance = (id: string, body: unknown) =>
    fetch(`${server.url}/dev/brands/${id}/maintenance`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  const stored = async () =>
    (
      await server.db.query<{ maintenance: boolean }>(
        'select maintenance from brands where id = $1',
        [brand],
      )
    )[0]?.maintenance

  it('closes the brand and opens it again', async () => {
    const closing = await switchMaintenance(brand, { closed: true })
    expect(closing.status).toBe(200)
    expect(await closing.json()).toEqual({ closed: true })
    expect(await stored()).toBe(true)
    expect((await switchMaintenance(brand, { closed: false })).status).toBe(200)
    expect(await stored()).toBe(false)
  })

  it('404 for a brand that does not exist, 400 for a body that is not a switch', async () => {
    expect((await switchMaintenance('nobody', { closed: true })).status).toBe(404)
    for (const body of [{ closed: 'yes' }, {}, { closed: true, extra: 1 }]) {
      const bad = await switchMaintenance(brand, body)
      expect(bad.status, JSON.stringify(body)).toBe(400)
      expect(await bad.json()).toMatchObject({ code: 'invalid-request' })
    }
  })
})
