// The operator's page (/ops/): behind the operator key, the browser prompted for it (Basic), the
// figures of GET /metrics as live plots; without ADMIN_KEY there is no page.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../server/server.ts'

const adminKey = 'an-operator-key-for-tests'
const basic = (password: string) =>
  `Basic ${Buffer.from(`operator:${password}`).toString('base64')}`

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ feed: null, adminKey, opsEveryMs: 100 })
})
afterAll(() => server.close())

const get = (path: string, authorization = basic(adminKey), url = server.url) =>
  fetch(`${url}${path}`, { headers: { authorization } })

describe('/ops/', () => {
  it('asks the browser for the key: 401 with a Basic challenge for none or a wrong one', async () => {
    for (const authorization of ['', basic('not-the-operator-key')]) {
      const page = await get('/ops/', authorization)
      expect(page.status).toBe(401)
      expect(page.headers.get('www-authenticate')).toMatch(/^Basic realm="operator"/)
      expect((await get('/ops/figures', authorization)).status).toBe(401)
    }
  })

  it('is a page of its own, its scripts its own and uPlot, allowed by its policy', async () => {
    const page = await get('/ops/')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<script src="/ops/uplot.js"></script>')
    expect(html).toContain('<script type="module" src="/ops/ops.js"></script>')
    const policy = page.headers.get('content-security-policy') ?? ''
    const nonce = /<style nonce="([^"]+)"/.exec(html)?.[1]
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`)
    for (const [file, type] of [
      ['uplot.js', 'text/javascript'],
      ['ops.js', 'text/javascript'],
      ['uplot.css', 'text/css'],
    ]) {
      const answer = await get(`/ops/${file}`)
      expect(answer.status, file).toBe(200)
      expect(answer.headers.get('content-type')).toContain(type)
    }
    expect(await (await get('/ops/uplot.js')).text()).toContain('uPlot')
  })

  it("plots this process's figures: requests' p99 once requests were made", async () => {
    await expect
      .poll(
        async () => {
          const figures = await (await get('/ops/figures')).json()
          return figures.points.some((point: { requestP99Ms: number | null }) =>
            Number.isFinite(point.requestP99Ms),
          )
        },
        { timeout: 10_000 },
      )
      .toBe(true)
    const figures = await (await get('/ops/figures')).json()
    expect(figures).toMatchObject({ feedLeader: false, refusals: [] })
    expect(figures.process).toMatch(/:\d+$/)
    expect(figures.points.at(-1)).toMatchObject({ liveClients: 0, placedPerSecond: 0 })
  })

  it('does not exist without ADMIN_KEY: a JSON 404, never the app page', async () => {
    const plain = await startServer({ feed: null })
    try {
      for (const path of ['/ops/', '/ops/figures', '/ops/ops.js']) {
        const answer = await get(path, basic(adminKey), plain.url)
        expect(answer.status, path).toBe(404)
        expect(await answer.json()).toMatchObject({ code: 'not-found' })
      }
    } finally {
      await plain.close()
    }
  })
})
