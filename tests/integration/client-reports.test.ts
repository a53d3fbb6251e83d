// SPEC.md section 8's reports: a screen that failed to render, sent by the engine to POST
// /api/metrics, stored by the server and listed for the operator at GET /ops/client-reports,
// behind the operator key, as the operator's page (/ops/) shows them.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../server/server.ts'
import { startEngine } from '../support/engine-harness.ts'

const adminKey = 'an-operator-key-for-tests'

let server: RunningServer
let harness: Awaited<ReturnType<typeof startEngine>>
beforeAll(async () => {
  server = await startServer({ feed: null, adminKey })
  harness = await startEngine(server.url)
})
afterAll(async () => {
  harness.engine.stop()
  await server.close()
})

const reports = async (authorization = `Bearer ${adminKey}`) =>
  fetch(`${server.url}/ops/client-reports`, { headers: { authorization } })

describe('client reports', () => {
  it('a rendering error the engine reports is stored and listed for the operator', async () => {
    await harness.engine.reports.renderFailed('Cannot read properties of undefined', '/events/a-1')
    await expect
      .poll(async () => (await (await reports()).json()).reports, { timeout: 10_000 })
      .toContainEqual(
        expect.objectContaining({
          name: 'client.render-error',
          value: 'Cannot read properties of undefined',
          tags: { page: '/events/a-1' },
        }),
      )
    // The newest first: the one just sent leads the list.
    const [report] = (await (await reports()).json()).reports
    expect(report).toMatchObject({ name: 'client.render-error', brandId: expect.any(String) })
    expect(Date.parse(report.at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('are the operator key’s only: 401 without it', async () => {
    expect((await reports('')).status).toBe(401)
    expect((await reports('Bearer not-the-key')).status).toBe(401)
  })
})

describe('reports from one address', () => {
  it('are 600 in 10 minutes: then 429 and nothing stored, and another address still reports', async () => {
    const proxied = await startServer({ feed: null, trustedProxies: ['127.0.0.1', '::1'] })
    try {
      const report = (address: string) =>
        proxied.app.inject({
          method: 'GET',
          url: '/api/metrics?name=client.render-error&value=flood',
          headers: { brand: 'demo', 'x-forwarded-for': address },
          remoteAddress: '127.0.0.1',
        })
      for (let n = 0; n < 600; n++) expect((await report('198.51.100.9')).statusCode).toBe(204)
      const refused = await report('198.51.100.9')
      expect(refused.statusCode).toBe(429)
      // The wait is the window's rest, the same in the header and the body.
      const retryAfterSeconds = Number(refused.headers['retry-after'])
      expect(retryAfterSeconds).toBeGreaterThan(0)
      expect(retryAfterSeconds).toBeLessThanOrEqual(600)
      expect(refused.json()).toEqual({
        code: 'too-many-reports',
        message: expect.stringContaining('too many reports'),
        retryAfterSeconds,
      })
      const [stored] = await proxied.db.query<{ count: number | string }>(
        `select count(*) from metrics where value = '"flood"'`,
      )
      expect(Number(stored?.count)).toBe(600)
      expect((await report('198.51.100.10')).statusCode).toBe(204)
    } finally {
      await proxied.close()
    }
  })
})
