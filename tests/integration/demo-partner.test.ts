// The demo brands' partner pages open on a server run as an operator runs it, without the
// development endpoints: their stand-in (server/routes/demo-partner.ts) is part of the demo
// brands, and a database seeded when it lived under /dev/partner/ follows it there (migration
// 033), an operator's own partner address left as it is.

import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readBrandSettings } from '../../server/brands/brand-settings.ts'
import { type RunningServer, startServer } from '../../server/server.ts'

const adminKey = 'an-operator-key-for-tests'
let server: RunningServer
beforeAll(async () => {
  server = await startServer({ databaseUrl: process.env.DATABASE_URL, feed: null, adminKey })
})
afterAll(() => server.close())

describe("the demo brands' partner stand-in, without the development endpoints", () => {
  it.each([
    ['demo', 'kiron', 'Kiron'],
    ['demo', 'esports', 'Esports'],
    ['gateway', 'lotto', 'Lotto'],
  ])("%s's %s page launches at the stand-in, which answers", async (brand, product, name) => {
    const launch = await server.app.inject({
      url: `/xapi/rest/partners/${product}/launch`,
      headers: { brand },
    })
    expect(launch.statusCode).toBe(200)
    const { url } = launch.json<{ url: string }>()
    expect(url).toMatch(new RegExp(`^/demo/partner/${product}\\?`))
    const page = await server.app.inject({ url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain(name)
    expect(page.body).toContain('Playing as a guest')
  })

  it('answers a product no partner has with a 404 that says so', async () => {
    const page = await server.app.inject({ url: '/demo/partner/poker' })
    expect(page.statusCode).toBe(404)
    expect(page.body).toBe('no such partner product')
  })

  it('moves a brand seeded with /dev/partner/ addresses, and no address an operator set', async () => {
    const brandId = `fox-${randomUUID().slice(0, 8)}`
    const admin = (method: string, path: string, payload: Record<string, unknown>) =>
      server.app.inject({
        method,
        url: `/admin/${path}`,
        headers: { authorization: `Bearer ${adminKey}` },
        payload,
      })
    expect(
      (await admin('POST', 'brands', { id: brandId, name: 'Fox', currency: 'EUR', language: 'en' }))
        .statusCode,
    ).toBe(201)
    expect(
      (
        await admin('PUT', `brands/${brandId}/settings`, {
          partner_product_urls: {
            kiron: '/dev/partner/kiron',
            lotto: 'https://lotto.fox.example/dev/partner/lotto',
          },
        })
      ).statusCode,
    ).toBe(200)
    const migration = readFileSync(
      new URL('../../server/migrations/033_demo_partner_urls.sql', import.meta.url),
      'utf8',
    )
    await server.db.query(migration)
    expect((await readBrandSettings(server.db, brandId))?.partner_product_urls).toEqual({
      kiron: '/demo/partner/kiron',
      lotto: 'https://lotto.fox.example/dev/partner/lotto',
    })
  })
})
