// §7 GET /api/cached_settings with cached, all and c, its ETag, and the development endpoint that
// publishes a change. Always on an in-memory database of its own: it changes brand settings.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../server.ts'

let server: RunningServer

beforeAll(async () => {
  server = await startServer({ feed: null, devEndpoints: true })
})
afterAll(() => server.close())

const settingsOf = (query = '', headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/cached_settings${query}`, { headers: { brand: 'demo', ...headers } })

const change = (brandId: string, body: unknown, query = '') =>
  fetch(`${server.url}/dev/brands/${brandId}/settings${query}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('§7 GET /api/cached_settings', () => {
  it('§3 Other: each demo brand has its own languages, logo, favicon and currency', async () => {
    const brands = await Promise.all(
      ['demo', 'gateway', 'wallet'].map(async (brand) =>
        (await fetch(`${server.url}/api/cached_settings`, { headers: { brand } })).json(),
      ),
    )
    const [demo, gateway, wallet] = brands
    expect(demo.languages.map((language: { locale: string }) => language.locale)).toEqual([
      'en',
      'de',
      'es',
      'fr',
      'it',
      'pt',
      'nl',
      'pl',
      'sv',
    ])
    expect(demo.languages[1]).toEqual({
      id: 7,
      name: 'Deutsch',
      locale: 'de',
      external_locale: 'de',
      flag: '/flags/de.svg',
    })
    expect(gateway.languages.map((language: { locale: string }) => language.locale)).toEqual([
      'id',
      'en',
      'zh',
      'th',
      'vi',
    ])
    expect(gateway.languages[2]).toMatchObject({ locale: 'zh', external_locale: 'sc' })
    expect(wallet.languages).toHaveLength(1)
    expect(brands.map((settings) => settings.currencyCode)).toEqual(['EUR', 'IDR', 'GBP'])
    expect(new Set(brands.map((settings) => settings.logo.logo_url)).size).toBe(3)
    expect(gateway.logo).toEqual({ logo_url: '/brands/gateway/logo.svg', width: 160, height: 40 })
    expect(wallet.favicon_url).toBe('/brands/wallet/favicon.svg')
    expect(wallet.clem_external_header_enabled).toBe(true)
    expect(gateway.gcb_seal_required).toBe(true)
    expect(demo.page_layouts.right_column[0]).toEqual({
      type: 'advert',
      advert_id: 'welcome-offer',
    })
    expect(demo.page_attributes[0].url).toBe('/*')
    expect(demo.header_submenu[0]).toMatchObject({
      id: 'promotions',
      name: { en: 'Promotions', de: 'Aktionen' },
      url: '/promotions',
    })
    for (const settings of brands) {
      const files = [settings.logo.logo_url, settings.favicon_url]
      for (const file of files) {
        const image = await fetch(`${server.url}/m${file}?w=32`)
        expect(image.status, file).toBe(200)
      }
    }
  })

  it('c names the channel: desktop has its overrides, mobile does not', async () => {
    const desktop = await (await settingsOf('?c=desktop')).json()
    const mobile = await (await settingsOf('?c=mobile')).json()
    expect(desktop).toMatchObject({
      channel: 'desktop',
      quick_bet_values: JSON.stringify({ EUR: [5, 20, 50, 100] }),
    })
    expect(mobile).toMatchObject({
      channel: 'mobile',
      quick_bet_values: JSON.stringify({ EUR: [2, 10, 50, 100] }),
    })
    expect(await (await settingsOf('?mc=desktop')).json()).toMatchObject({ channel: 'desktop' })
  })

  it('all=false answers what the brand set and what the client needs, no defaults', async () => {
    const set = await (await settingsOf('?all=false')).json()
    expect(set).toMatchObject({ currencyCode: 'EUR', login_method: 'direct', channel: 'mobile' })
    expect(typeof set.last_publication_timestamp).toBe('number')
    expect(set.theme).toEqual({})
    expect(set).not.toHaveProperty('cashout_timeout')
    const all = await (await settingsOf('?all=true')).json()
    expect(all.cashout_timeout).toBe(5000)
    expect(Object.keys(all).length).toBeGreaterThan(Object.keys(set).length)
  })

  it('ETag from the publication; If-None-Match answers 304 until the settings change', async () => {
    const first = await settingsOf('?cached=true')
    const etag = first.headers.get('etag') ?? ''
    const body = await first.json()
    expect(etag).toContain(String(body.last_publication_timestamp))
    expect(first.headers.get('cache-control')).toMatch(/max-age=\d+/)
    const again = await settingsOf('?cached=true', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await settingsOf('', { 'if-none-match': `W/${etag}, "other"` })).status).toBe(304)
    expect((await settingsOf('?c=desktop', { 'if-none-match': etag })).status).toBe(200)

    const changed = await change('demo', { max_bets_on_betslip: 9, cashout_timeout: '7000' })
    expect(changed.status).toBe(200)
    const answer = await changed.json()
    expect(answer).toMatchObject({ max_bets_on_betslip: 9, cashout_timeout: 7000 })
    expect(answer.last_publication_timestamp).toBeGreaterThan(body.last_publication_timestamp)

    // The cached copy is stale now: the new settings answer, under a new tag.
    const after = await settingsOf('?cached=true', { 'if-none-match': etag })
    expect(after.status).toBe(200)
    expect(after.headers.get('etag')).not.toBe(etag)
    expect(await after.json()).toMatchObject({ max_bets_on_betslip: 9, cashout_timeout: 7000 })
  })

  it('a change twice within a millisecond is still two publications', async () => {
    const [a, b] = await Promise.all([
      change('demo', { betcount_polling_interval: 4000 }),
      change('demo', { betcount_polling_interval: 4000 }),
    ])
    const stamps = [
      (await a.json()).last_publication_timestamp,
      (await b.json()).last_publication_timestamp,
    ]
    expect(stamps[0]).not.toBe(stamps[1])
  })

  it('a channel change applies to that channel only; null removes a setting', async () => {
    await change('gateway', { uk_betslip: true }, '?c=desktop')
    const gateway = (c: string) =>
      fetch(`${server.url}/api/cached_settings?c=${c}`, { headers: { brand: 'gateway' } }).then(
        (response) => response.json(),
      )
    expect((await gateway('desktop')).uk_betslip).toBe(true)
    expect((await gateway('mobile')).uk_betslip).toBe(false)
    await change('gateway', { uk_betslip: null }, '?c=desktop')
    expect((await gateway('desktop')).uk_betslip).toBe(false)
  })

  it('400: a channel that does not exist, or a flag that is not true or false', async () => {
    for (const query of ['?c=tablet', '?all=yes', '?cached=1']) {
      const response = await settingsOf(query)
      expect(response.status, query).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'invalid-request' })
    }
  })

  it('404: an unknown brand', async () => {
    const response = await fetch(`${server.url}/api/cached_settings`, {
      headers: { brand: 'nobody' },
    })
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ code: 'unknown-brand' })
  })
})

describe('PUT /dev/brands/{brandId}/settings', () => {
  it('400: an unknown setting, a column setting, an unreadable value, a list', async () => {
    for (const body of [
      { no_such_setting: 1 },
      { login_method: 'direct' },
      { max_bets_on_betslip: 'many' },
      { logo: { logo_url: 'javascript:alert(1)', width: 10, height: 10 } },
      { languages: ['en', 'xx'] },
      { clem_external_header_path: 'nul \u0000' },
      // An amount the limits would read as their default, or past exact integers.
      { bet_max_payout_amount: '5e4' },
      { bet_max_payout_amount: '99999999999999999999' },
      { bet_max_payout_amount: '0' },
      { bet_stake_max_amount: '-5' },
      [1, 2],
    ]) {
      const response = await change('demo', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'invalid-request' })
    }
  })

  it('404: an unknown brand', async () => {
    const response = await change('nobody', { each_way_enabled: true })
    expect(response.status).toBe(404)
  })

  it('does not exist without the development endpoints', async () => {
    const plain = await startServer({ feed: null })
    try {
      const response = await fetch(`${plain.url}/dev/brands/demo/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(response.status).toBe(404)
    } finally {
      await plain.close()
    }
  })
})
