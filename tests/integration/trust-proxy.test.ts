// Behind a proxy named in TRUST_PROXY the server believes its X-Forwarded-For and
// X-Forwarded-Proto: the login limits count the bettor's address, a session cookie set over https
// is Secure, and answers over https carry HSTS. The same headers from anyone else are ignored.
// The test's requests come from 127.0.0.1: one server trusts it as its proxy, the other trusts
// only 10.0.0.0/8. Each has an in-memory database of its own, so the attempts counted are its.

import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../server/server.ts'

const behindProxy = await startServer({ feed: null, trustedProxies: ['127.0.0.1', '::1'] })
const elsewhere = await startServer({ feed: null, trustedProxies: ['10.0.0.0/8'] })
afterAll(() => Promise.all([behindProxy.close(), elsewhere.close()]))

const post = (server: RunningServer, path: string, body: unknown, headers = {}) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** The login attempts each server counted, by the address it keyed them on. */
async function attemptsByAddress(server: RunningServer): Promise<Record<string, number>> {
  const rows = await server.db.query<{ key: string; count: number | string }>(
    `select key, count(*) as count from login_attempts where key like 'address:%' group by key`,
  )
  return Object.fromEntries(
    rows.map((row) => [row.key.slice('address:'.length), Number(row.count)]),
  )
}

const failedLogin = (server: RunningServer, forwardedFor: string) =>
  post(
    server,
    '/xapi/icore/players/login',
    { username: `nobody-${randomUUID().slice(0, 8)}`, password: 'wrong' },
    { 'x-forwarded-for': forwardedFor },
  )

const walletLogin = (server: RunningServer, headers: Record<string, string>) =>
  post(
    server,
    '/accounts/sessions',
    {
      username: 'wallet',
      password: 'wallet123',
      device: { clientType: 'web', deviceId: 'trust-proxy-test', deviceType: 'desktop' },
    },
    { brand: 'wallet', ...headers },
  )

const https = { 'x-forwarded-proto': 'https' }

describe('behind a trusted proxy', () => {
  it("counts login attempts against the bettor's address, the one the proxy saw", async () => {
    expect((await failedLogin(behindProxy, '203.0.113.9')).status).toBe(401)
    // A client's own X-Forwarded-For comes before the proxy's entry: only the proxy's counts.
    expect((await failedLogin(behindProxy, '198.51.100.1, 203.0.113.9')).status).toBe(401)
    expect(await attemptsByAddress(behindProxy)).toEqual({ '203.0.113.9': 2 })
  })

  it("counts a proxy's address written with the client's port, a new one each connection, as one", async () => {
    for (const written of ['203.0.113.10:51000', '203.0.113.10:51001', '[::ffff:203.0.113.10]:443'])
      expect((await failedLogin(behindProxy, written)).status).toBe(401)
    expect(await attemptsByAddress(behindProxy)).toMatchObject({ '203.0.113.10': 3 })
  })

  it('sets the session cookie Secure when the bettor came over https, and only then', async () => {
    const overHttps = await walletLogin(behindProxy, https)
    expect(overHttps.status).toBe(200)
    expect(overHttps.headers.get('set-cookie')).toMatch(/^wallet_session=.*; Secure/)
    const overHttp = await walletLogin(behindProxy, {})
    expect(overHttp.status).toBe(200)
    expect(overHttp.headers.get('set-cookie')).not.toMatch(/Secure/)
  })

  it('sends HSTS over https only', async () => {
    const overHttps = await fetch(`${behindProxy.url}/xapi/rest/currencies`, { headers: https })
    expect(overHttps.headers.get('strict-transport-security')).toBe('max-age=31536000')
    const overHttp = await fetch(`${behindProxy.url}/xapi/rest/currencies`)
    expect(overHttp.headers.get('strict-transport-security')).toBeNull()
  })
})

describe('the same headers from an address TRUST_PROXY does not name', () => {
  it('are ignored: the caller is its own address, over http', async () => {
    expect((await failedLogin(elsewhere, '203.0.113.9')).status).toBe(401)
    expect(await attemptsByAddress(elsewhere)).toEqual({ '127.0.0.1': 1 })
    const login = await walletLogin(elsewhere, https)
    expect(login.status).toBe(200)
    expect(login.headers.get('set-cookie')).not.toMatch(/Secure/)
    const answer = await fetch(`${elsewhere.url}/xapi/rest/currencies`, { headers: https })
    expect(answer.headers.get('strict-transport-security')).toBeNull()
  })
})
