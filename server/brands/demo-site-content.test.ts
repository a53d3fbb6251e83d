// A database seeded before the demo brands had their site content gets it at the next start,
// without losing what an operator changed.

import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedOnFirstStart } from '../seed.ts'
import { type RunningServer, startServer } from '../server.ts'
import { demoBrands } from './demo-brands.ts'

let server: RunningServer

// In memory, always: it deletes demo content.
beforeAll(async () => {
  server = await startServer({ feed: null })
})
afterAll(() => server?.close())

describe('demo site content on a database seeded earlier', () => {
  it('adverts, seals, header and the new settings come back; what the operator set stays', async () => {
    const { db } = server
    await db.query('delete from adverts')
    await db.query('delete from gcb_seals')
    await db.query('delete from external_headers')
    await db.query(
      `update brands set settings = (settings - 'languages' - 'logo') || '{"currencyCode": "USD"}'
       where id = 'demo'`,
    )
    const [before] = await db.query<{ at: string }>(
      `select settings_published_at::text as at from brands where id = 'demo'`,
    )
    expect(await seedOnFirstStart(db)).toBe(false)
    const [demo] = await db.query<{ settings: Record<string, unknown>; at: string }>(
      `select settings, settings_published_at::text as at from brands where id = 'demo'`,
    )
    expect(demo?.settings.logo).toMatchObject({ logo_url: '/brands/demo/logo.svg' })
    expect(demo?.settings.languages).toContain('de')
    expect(demo?.settings.currencyCode).toBe('USD')
    expect(demo?.at).not.toBe(before?.at)
    const [counts] = await db.query<{ adverts: number; seals: number; headers: number }>(
      `select (select count(*)::int from adverts) as adverts,
         (select count(*)::int from gcb_seals) as seals,
         (select count(*)::int from external_headers) as headers`,
    )
    expect(counts).toEqual({ adverts: 15, seals: 3, headers: 1 })

    // Nothing missing: nothing is published again.
    await seedOnFirstStart(db)
    const [after] = await db.query<{ at: string }>(
      `select settings_published_at::text as at from brands where id = 'demo'`,
    )
    expect(after?.at).toBe(demo?.at)
  })
})

describe('demo adverts', () => {
  it('each shows an image of its own, under public/, titled with the advert', async () => {
    const adverts = await server.db.query<{ name: string; attachment_path: string }>(
      'select name, attachment_path from adverts',
    )
    expect(adverts.length).toBeGreaterThan(5)
    for (const advert of adverts) {
      const image = readFileSync(new URL(`../../public${advert.attachment_path}`, import.meta.url))
      expect(image.toString(), advert.attachment_path).toContain(`<title>${advert.name}</title>`)
    }
  })
})

describe('Issue 38 demo adverts in every language of their brand', () => {
  it("each is written in each of its brand's languages, its own columns in the first", async () => {
    const adverts = await server.db.query<{
      brand_id: string
      id: string
      translations: Record<string, { name: string; description: string; link_name: string }>
    }>('select brand_id, id, translations from adverts')
    expect(adverts.length).toBeGreaterThan(5)
    for (const advert of adverts) {
      const languages = demoBrands.find((brand) => brand.id === advert.brand_id)?.settings
        .languages as readonly string[] | undefined
      expect(languages, advert.brand_id).toBeDefined()
      for (const locale of languages?.slice(1) ?? []) {
        const texts = advert.translations[locale]
        expect(texts, `${advert.brand_id} ${advert.id} ${locale}`).toBeDefined()
        for (const text of Object.values(texts ?? {})) expect(text.trim()).not.toBe('')
      }
    }
  })
})
