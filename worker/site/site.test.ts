// Geo data asked once and kept for the cache's timeout; a failure is not kept; Join's link told
// the country it names.

import { describe, expect, it } from 'vitest'
import type { GeoData } from '../../domain/api/site.ts'
import { geoDataCacheSeconds } from '../../domain/rules/constants.ts'
import { recordingContext } from '../../tests/support/recording-context.ts'
import { createSiteModule } from './site.ts'

const kenya: GeoData = {
  countryCode: 'KE',
  countryCode3: 'KEN',
  countryName: 'Kenya',
  ip: '203.0.113.9',
  source: 'header',
}

describe('§7 geo data', () => {
  it('§9 geo data is cached with a timeout: asked again only once it ran out', async () => {
    let now = 0
    let answer: unknown = { nothing: 'readable' }
    const { context, sent } = recordingContext(() => answer, { now: () => now })
    const { commands } = createSiteModule(context)
    expect((await commands.geoData()).ok).toBe(false)
    answer = kenya
    expect(await commands.geoData()).toEqual({ ok: true, data: kenya })
    now += geoDataCacheSeconds * 1000 - 1
    await commands.geoData()
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/v2/geo_data',
      '/api/v2/geo_data',
    ])
    now += 1
    await commands.geoData()
    expect(sent).toHaveLength(3)
  })
})

describe('Join', () => {
  it("leads to the brand's registration page with the country geo data names, without it when geo data fails", async () => {
    let answer: unknown = { nothing: 'readable' }
    const { context } = recordingContext(() => answer)
    context.settings.set({
      ...context.settings.get(),
      registration_url: 'https://casino.example/register?ref=book',
    })
    const { commands } = createSiteModule(context)
    expect(await commands.registrationLink()).toEqual({
      ok: true,
      data: { kind: 'site', url: 'https://casino.example/register?ref=book' },
    })
    answer = kenya
    expect(await commands.registrationLink()).toEqual({
      ok: true,
      data: { kind: 'site', url: 'https://casino.example/register?ref=book&country=KE' },
    })
  })
})
