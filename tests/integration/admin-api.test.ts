// The operator's admin API (docs/operations.md, Brands): a brand made and changed without SQL or
// a restart, behind its own key, every change audited; its pages and settings follow at once on
// this process and, on PostgreSQL, on a second one sharing the database as it hears the change.

import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../server/server.ts'

const adminKey = 'an-operator-key-for-tests'
const clientDir = mkdtempSync(join(tmpdir(), 'admin-client-'))
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><html><head></head></html>')
// A built client's brand files, which the uploaded ones are served beside.
mkdirSync(join(clientDir, 'brands/demo'), { recursive: true })
writeFileSync(join(clientDir, 'brands/demo/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
// Unique on a database other test files share (the PostgreSQL pass).
const brandId = `acme-${randomUUID().slice(0, 8)}`
const acme = { id: brandId, name: 'Acme Bet', currency: 'EUR', language: 'de' }

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ feed: null, clientDir, adminKey })
})
afterAll(async () => {
  await server.close()
  rmSync(clientDir, { recursive: true, force: true })
})

const admin = (
  method: string,
  path: string,
  body?: unknown,
  key = adminKey,
  url = server.url,
): Promise<Response> =>
  fetch(`${url}/admin/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      'admin-actor': 'ops-test',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
  })

const settingsOf = async (brand: string, query = '', url = server.url) => {
  const response = await fetch(`${url}/api/cached_settings${query}`, { headers: { brand } })
  expect(response.status).toBe(200)
  return response.json()
}

/** The frame-ancestors directive of the brand's page. */
const frameAncestors = async (brand: string, url = server.url) => {
  const page = await fetch(`${url}/live/sport/?brand=${brand}`)
  expect(page.status).toBe(200)
  const policy = page.headers.get('content-security-policy') ?? ''
  return policy.split('; ').find((directive) => directive.startsWith('frame-ancestors '))
}

describe('the admin API', () => {
  it('does not exist without ADMIN_KEY: every /admin/ path is a JSON 404', async () => {
    const plain = await startServer({ feed: null })
    try {
      for (const [method, path] of [
        ['GET', 'audit'],
        ['POST', 'brands'],
        ['PUT', 'brands/demo/settings'],
      ] as const) {
        const response = await admin(
          method,
          path,
          method === 'GET' ? undefined : {},
          adminKey,
          plain.url,
        )
        expect(response.status, path).toBe(404)
        expect(await response.json()).toMatchObject({ code: 'not-found' })
      }
    } finally {
      await plain.close()
    }
  })

  it('401 without the key or with a wrong one', async () => {
    const wrong = await admin('GET', 'audit', undefined, 'not-the-operator-key')
    expect(wrong.status).toBe(401)
    expect(await wrong.json()).toMatchObject({ code: 'unauthorized' })
    const none = await fetch(`${server.url}/admin/brands/demo`)
    expect(none.status).toBe(401)
  })

  it('a brand made is served at once: its settings by the brand header, its page', async () => {
    const made = await admin('POST', 'brands', acme)
    expect(made.status).toBe(201)
    expect(await made.json()).toMatchObject({
      id: brandId,
      name: 'Acme Bet',
      loginMethod: 'direct',
    })
    const settings = await settingsOf(brandId)
    expect(settings).toMatchObject({ currencyCode: 'EUR', currency_precision: 2 })
    expect(settings.languages.map((language: { locale: string }) => language.locale)).toEqual([
      'de',
    ])
    expect(await frameAncestors(brandId)).toBe("frame-ancestors 'self'")
    const again = await admin('POST', 'brands', acme)
    expect(again.status).toBe(409)
  })

  it("a setting changed, on the brand or on a channel, is in the brand's next settings", async () => {
    const changed = await admin('PUT', `brands/${brandId}/settings`, { max_bets_on_betslip: 10 })
    expect(changed.status).toBe(200)
    expect(await changed.json()).toMatchObject({ settings: { max_bets_on_betslip: 10 } })
    expect((await settingsOf(brandId)).max_bets_on_betslip).toBe(10)
    await admin('PUT', `brands/${brandId}/settings?c=desktop`, { uk_betslip: true })
    expect((await settingsOf(brandId, '?c=desktop')).uk_betslip).toBe(true)
    expect((await settingsOf(brandId, '?c=mobile')).uk_betslip).toBe(false)
  })

  it('a parent origin added is in the frame policy of the next page', async () => {
    const set = await admin('PUT', `brands/${brandId}/parent-origins`, {
      origins: ['https://casino.example'],
    })
    expect(set.status).toBe(200)
    expect(await frameAncestors(brandId)).toBe("frame-ancestors 'self' https://casino.example")
    expect((await settingsOf(brandId)).parent_origins).toEqual(['https://casino.example'])
  })

  it('theme, languages and the name reach the settings', async () => {
    expect((await admin('PUT', `brands/${brandId}/theme`, { accent: '#ff6600' })).status).toBe(200)
    expect(
      (await admin('PUT', `brands/${brandId}/languages`, { languages: ['en', 'de'] })).status,
    ).toBe(200)
    expect((await admin('PATCH', `brands/${brandId}`, { name: 'Acme Sports' })).status).toBe(200)
    const settings = await settingsOf(brandId)
    expect(settings.theme).toEqual({ accent: '#ff6600' })
    expect(settings.languages.map((language: { locale: string }) => language.locale)).toEqual([
      'en',
      'de',
    ])
    expect((await (await admin('GET', `brands/${brandId}`)).json()).name).toBe('Acme Sports')
    const { brands } = await (await admin('GET', 'brands')).json()
    expect(brands).toContainEqual({ id: brandId, name: 'Acme Sports', loginMethod: 'direct' })
  })

  it('a logo and a favicon uploaded are served, as uploaded and at a width', async () => {
    const png = await sharp({
      create: { width: 64, height: 16, channels: 4, background: '#ff6600' },
    })
      .png()
      .toBuffer()
    const logo = await admin('PUT', `brands/${brandId}/logo`, {
      mediaType: 'image/png',
      data: png.toString('base64'),
      width: 160,
      height: 40,
    })
    expect(logo.status).toBe(200)
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32"/></svg>'
    const favicon = await admin('PUT', `brands/${brandId}/favicon`, {
      mediaType: 'image/svg+xml',
      data: Buffer.from(svg).toString('base64'),
    })
    expect(favicon.status).toBe(200)
    const settings = await settingsOf(brandId)
    expect(settings.logo).toMatchObject({ width: 160, height: 40 })
    expect(settings.logo.logo_url).toMatch(
      new RegExp(`^/brands/${brandId}/logo-[0-9a-f]{12}\\.png$`),
    )
    const asUploaded = await fetch(`${server.url}${settings.logo.logo_url}`)
    expect(asUploaded.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await asUploaded.arrayBuffer()).equals(png)).toBe(true)
    const resized = await fetch(`${server.url}/m${settings.logo.logo_url}?w=32`)
    expect(resized.status).toBe(200)
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(32)
    const built = await fetch(`${server.url}/brands/demo/logo.svg`)
    expect(built.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const icon = await fetch(`${server.url}${settings.favicon_url}`)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    expect(icon.headers.get('content-security-policy')).toContain('sandbox')
    const notAnImage = await admin('PUT', `brands/${brandId}/favicon`, {
      mediaType: 'image/png',
      data: Buffer.from(svg).toString('base64'),
    })
    expect(notAnImage.status).toBe(400)
    expect((await notAnImage.json()).message).toBe('the data is not image/png')
  })

  it("the brand's cashier limits bound a deposit; the jackpot terms are kept", async () => {
    const login = await fetch(`${server.url}/xapi/icore/players/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    })
    const { alsToken, accountId } = (await login.json()) as { alsToken: string; accountId: string }
    const deposit = async (amount: number) => {
      const response = await fetch(
        `${server.url}/xapi/rest/accounts/${accountId}/deposits?uuid=${randomUUID()}`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${alsToken}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            amount,
            method: 'card',
            cardNumber: '4111111111111111',
            expiry: '12/34',
            cvc: '123',
          }),
        },
      )
      return { status: response.status, body: await response.json() }
    }
    try {
      expect((await admin('PUT', 'brands/demo/cashier-limits', { min: 20, max: 50 })).status).toBe(
        200,
      )
      expect(await deposit(60_00)).toMatchObject({ status: 422, body: { code: 'over-maximum' } })
      expect(await deposit(10_00)).toMatchObject({ status: 422, body: { code: 'under-minimum' } })
    } finally {
      // The book's own limits again, for the files after this one on a shared database.
      await admin('PUT', 'brands/demo/cashier-limits', { min: 1, max: 10_000 })
    }
    const terms = await admin('PUT', `brands/${brandId}/jackpot-terms`, {
      prize: 25_000,
      stakePerLine: 2,
    })
    expect((await terms.json()).jackpotTerms).toEqual({ prize: 25_000, stakePerLine: 2 })
  })

  it('400 with a reason for a malformed body, never a 500', async () => {
    for (const [method, path, body, reason] of [
      [
        'POST',
        'brands',
        { id: 'Bad Id', name: 'x', currency: 'EUR', language: 'en' },
        /^id must be/,
      ],
      ['POST', 'brands', { id: 'ok', name: 'x', currency: 'XYZ', language: 'en' }, /XYZ/],
      ['POST', 'brands', { id: 'ok', name: 'x', currency: 'EUR', language: 'xx' }, /^language/],
      [
        'POST',
        'brands',
        { id: 'ok', name: 'x', currency: 'EUR', language: 'en', extra: 1 },
        /^extra/,
      ],
      ['PUT', `brands/${brandId}/settings`, { no_such_setting: 1 }, /not a setting/],
      ['PUT', `brands/${brandId}/settings`, { parent_origins: [] }, /brand's own/],
      ['PUT', `brands/${brandId}/theme`, { accent: 'url(x)' }, /colour/],
      ['PUT', `brands/${brandId}/theme`, { glitter: '#fff' }, /design tokens/],
      [
        'PUT',
        `brands/${brandId}/parent-origins`,
        { origins: ['https://a.example/path'] },
        /origin/,
      ],
      ['PUT', `brands/${brandId}/languages`, { languages: ['en', 'en'] }, /once/],
      ['PUT', `brands/${brandId}/cashier-limits`, { min: 50, max: 20 }, /min no larger/],
      ['PUT', `brands/${brandId}/cashier-limits`, { min: 1.5, max: 20 }, /integer/],
      ['PUT', `brands/${brandId}/jackpot-terms`, { prize: -1, stakePerLine: 1 }, /at least 1/],
      ['PUT', `brands/${brandId}/logo`, { mediaType: 'image/png', data: '%%' }, /base64|width/],
      ['PATCH', `brands/${brandId}`, {}, /name or a loginMethod/],
      ['PATCH', `brands/${brandId}`, { name: 'Acme\u0000Bet' }, /control characters/],
      ['PATCH', `brands/${brandId}`, '{"name": ', /./],
      ['GET', 'audit?limit=0', undefined, /limit/],
    ] as const) {
      const response = await admin(method, path, body)
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400)
      const answer = await response.json()
      expect(answer.code).toBe('invalid-request')
      expect(answer.message).toMatch(reason)
    }
    const unknown = await admin('PUT', 'brands/nobody/theme', {})
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ code: 'unknown-brand' })
  })

  it('every change is in the audit: key id, actor, brand, the change and the request id', async () => {
    const answer = await (await admin('GET', `audit?brand=${brandId}`)).json()
    const actions = answer.entries.map((entry: { action: string }) => entry.action)
    expect(actions).toEqual([
      'jackpot-terms',
      'favicon',
      'logo',
      'update',
      'languages',
      'theme',
      'parent-origins',
      'settings',
      'settings',
      'create',
    ])
    const [latest] = answer.entries
    expect(latest).toMatchObject({
      brandId,
      actor: 'ops-test',
      change: { prize: 25_000, stakePerLine: 2 },
    })
    expect(latest.keyId).toMatch(/^[0-9a-f]{12}$/)
    expect(JSON.stringify(answer)).not.toContain(adminKey)
    expect(latest.requestId).not.toBe('')
    const changed = await admin('PATCH', `brands/${brandId}`, { name: 'Acme Bet' })
    const requestId = changed.headers.get('x-request-id')
    const [entry] = (await (await admin('GET', `audit?brand=${brandId}&limit=1`)).json()).entries
    expect(entry).toMatchObject({ action: 'update', change: { name: 'Acme Bet' }, requestId })
  })
})

/** npm run brand -- …, as an operator runs it against this server. */
const brandScript = (args: string[]) =>
  promisify(execFile)(process.execPath, ['scripts/brand.mjs', ...args], {
    env: { ...process.env, ADMIN_URL: server.url, ADMIN_KEY: adminKey },
  }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  )

describe('npm run brand', () => {
  it('makes and changes a brand from a terminal, and says why the server refused', async () => {
    const id = `term-${randomUUID().slice(0, 8)}`
    const made = await brandScript([
      'create',
      '--id',
      id,
      '--name',
      'Acme Bet',
      '--currency',
      'EUR',
      '--language',
      'en',
    ])
    expect(made.code).toBe(0)
    expect(JSON.parse(made.stdout)).toMatchObject({ id, name: 'Acme Bet' })
    expect((await brandScript(['set', id, 'max_bets_on_betslip=10'])).code).toBe(0)
    expect((await brandScript(['origins', id, 'https://casino.example'])).code).toBe(0)
    expect((await settingsOf(id)).max_bets_on_betslip).toBe(10)
    expect(await frameAncestors(id)).toBe("frame-ancestors 'self' https://casino.example")
    const [entry] = (await (await admin('GET', `audit?brand=${id}&limit=1`)).json()).entries
    expect(entry.actor).toBeTruthy()
    const refused = await brandScript(['set', id, 'max_bets_on_betslip=many'])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^400 invalid-request: .*max_bets_on_betslip/)
  })
})

const databaseUrl = process.env.DATABASE_URL

describe.runIf(databaseUrl)('two processes on one PostgreSQL', () => {
  let first: RunningServer
  let second: RunningServer
  beforeAll(async () => {
    first = await startServer({ databaseUrl, feed: null, clientDir, adminKey })
    second = await startServer({ databaseUrl, feed: null, clientDir })
  })
  afterAll(async () => {
    await first?.close()
    await second?.close()
  })

  it('a brand made and changed on one is served by the other without a restart', async () => {
    const id = `beta-${randomUUID().slice(0, 8)}`
    const made = await admin(
      'POST',
      'brands',
      { id, name: 'Beta Bet', currency: 'GBP', language: 'en' },
      adminKey,
      first.url,
    )
    expect(made.status).toBe(201)
    // The announcement arrives on the second process's own connection, in its own time.
    await expect
      .poll(
        async () =>
          (await fetch(`${second.url}/api/cached_settings`, { headers: { brand: id } })).status,
        { timeout: 10_000 },
      )
      .toBe(200)
    expect((await settingsOf(id, '', second.url)).currencyCode).toBe('GBP')
    await admin('PUT', `brands/${id}/settings`, { max_bets_on_betslip: 12 }, adminKey, first.url)
    expect((await settingsOf(id, '', second.url)).max_bets_on_betslip).toBe(12)
    await admin(
      'PUT',
      `brands/${id}/parent-origins`,
      { origins: ['https://partner.example'] },
      adminKey,
      first.url,
    )
    // Its pages read the brand as the second keeps it, forgotten on the announcement.
    await expect
      .poll(() => frameAncestors(id, second.url), { timeout: 10_000 })
      .toBe("frame-ancestors 'self' https://partner.example")
  })
})
