// GET /metrics as Prometheus scrapes it: never served by accident (not at all without
// METRICS_PORT or METRICS_TOKEN), behind its token on the app's port, on a port of its own
// otherwise; and the figures move with what the server does.

import { afterAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { startServer } from '../../server/server.ts'
import { call, createFundedPlayer, createTestEvent, loginAs } from '../support/bets.ts'
import { createTestPlayer } from '../support/test-players.ts'

const token = 'scraper-token-0123456789'
const open = await startServer({ feed: null })
// On the PostgreSQL pass, this one's database is PostgreSQL: its pool is measured too.
const databaseUrl = process.env.DATABASE_URL
const guarded = await startServer({ feed: null, metrics: { token }, databaseUrl })
const ownPort = await startServer({ feed: null, metrics: { port: 0 } })
afterAll(() => Promise.all([open.close(), guarded.close(), ownPort.close()]))

const scrape = (url: string, bearer?: string) =>
  fetch(url, bearer ? { headers: { authorization: `Bearer ${bearer}` } } : {})

/** The value of one series in Prometheus text, by its name and labels as written. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('where the metrics are served', () => {
  it('nowhere without a port or a token: /metrics is a JSON 404', async () => {
    const answer = await scrape(`${open.url}/metrics`)
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-type')).toContain('application/json')
  })

  it('on the app port behind the token', async () => {
    expect((await scrape(`${guarded.url}/metrics`)).status).toBe(401)
    expect((await scrape(`${guarded.url}/metrics`, 'scraper-token-wrong-guess')).status).toBe(401)
    const answer = await scrape(`${guarded.url}/metrics`, token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/plain')
  })

  it('on a port of their own, and not on the app port', async () => {
    expect(ownPort.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
    expect((await scrape(ownPort.metricsUrl as string)).status).toBe(200)
    expect((await scrape(`${ownPort.url}/metrics`)).status).toBe(404)
  })
})

describe('the figures', () => {
  it('count requests, logins, refusals, live clients, the stream lag and the process', async () => {
    const before = await (await scrape(`${guarded.url}/metrics`, token)).text()
    const failedBefore = seriesValue(before, 'logins_total{result="failed"}') ?? 0
    const player = await createTestPlayer(guarded.db, { brandId: 'demo', name: 'scraped' })
    const login = (password: string) =>
      fetch(`${guarded.url}/xapi/icore/players/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', brand: 'demo' },
        body: JSON.stringify({ username: player.username, password }),
      })
    expect((await login('not-the-password')).status).toBe(401)
    expect((await login(player.password)).status).toBe(200)
    const socket = new WebSocket(`${guarded.url.replace('http', 'ws')}/xapi/live/stream`)
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
    socket.send(JSON.stringify({ type: 'subscribe', after: 0 }))
    await new Promise((resolve) => socket.once('message', resolve))

    // A scrape whose lag query took over a second says the lag is unknown (NaN): scrape again.
    let text = ''
    await expect
      .poll(async () => {
        text = await (await scrape(`${guarded.url}/metrics`, token)).text()
        return [
          seriesValue(text, 'live_stream_lag_batches'),
          seriesValue(text, 'live_stream_lag_seconds'),
        ]
      })
      .toEqual([0, 0])
    socket.close()
    expect(seriesValue(text, 'logins_total{result="failed"}')).toBe(failedBefore + 1)
    expect(seriesValue(text, 'logins_total{result="succeeded"}')).toBeGreaterThanOrEqual(1)
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="POST",route="/xapi/icore/players/login",status="401"}',
      ),
    ).toBeGreaterThanOrEqual(1)
    expect(seriesValue(text, 'live_clients')).toBe(1)
    expect(seriesValue(text, 'live_frames_sent_total')).toBeGreaterThanOrEqual(1)
    expect(seriesValue(text, 'live_bytes_sent_total')).toBeGreaterThan(0)
    expect(seriesValue(text, 'live_stream_lag_batches')).toBe(0)
    expect(seriesValue(text, 'live_stream_lag_seconds')).toBe(0)
    expect(seriesValue(text, 'feed_leader')).toBe(0)
    expect(
      seriesValue(text, 'database_query_duration_seconds_count{kind="query"}'),
    ).toBeGreaterThan(0)
    expect(text).toContain('nodejs_eventloop_lag_seconds')
    const pooled = seriesValue(text, 'database_pool_connections{state="total"}')
    if (databaseUrl) expect(pooled).toBeGreaterThan(0)
    else expect(pooled).toBeUndefined()
    for (const name of [
      'placements_total',
      'cash_outs_total',
      'rate_limit_refusals_total',
      'settlement_bets_settled_total',
      'settlement_backlog_bets',
      'settlement_lag_seconds',
      'live_clients_cut_slow_total',
      'feed_producer_up',
    ])
      expect(text, name).toContain(`# TYPE ${name} `)
  })

  it('count placements by result and RES code', async () => {
    const { outcomes } = await createTestEvent(guarded.db)
    const outcomeId = outcomes[0]?.[0] as string
    const bettor = await createFundedPlayer(guarded.db, 'metered', 10_000)
    const bearer = await loginAs(guarded.url, bettor)
    const place = (decimal: number) =>
      call<{ status?: string; errors: { code: string }[] }>(
        guarded.url,
        bearer,
        'POST',
        `/xapi/rest/accounts/${bettor.accountId}/betslips?uuid=metered-${decimal}-${Date.now()}`,
        { singles: [{ outcomeId, decimal, unitStake: 100 }] },
      )
    const count = async (labels: string) =>
      seriesValue(
        await (await scrape(`${guarded.url}/metrics`, token)).text(),
        `placements_total{${labels}}`,
      ) ?? 0
    const placedBefore = await count('result="placed",code="none"')
    const placed = await place(2)
    expect(placed.status).toBe(200)
    expect(await count('result="placed",code="none"')).toBe(placedBefore + 1)
    // A price the bettor did not see now: refused with the price-change code.
    const moved = await place(2.5)
    const code = moved.body.errors[0]?.code as string
    expect(code).toMatch(/^RES-/)
    expect(await count(`result="rejected",code="${code}"`)).toBeGreaterThanOrEqual(1)
  })
})
