// SPEC.md section 7's request decoration and originId as a backend receives them: the real engine,
// started as the demo brand's native app on a desktop page, against the real server. Every request
// is recorded at the engine's fetch, with the server's answer, so a test reads what went over the
// wire and what the server made of it.

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { demoLiveEventIds } from '../../server/seed.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { startEngine, until } from '../support/engine-harness.ts'
import { createManualFeed, testDriven } from '../support/manual-feed.ts'
import { createJackpotMatches } from './jackpot-fixtures.ts'

interface Sent {
  method: string
  url: URL
  headers: Headers
  body: unknown
  status: number
  answer: unknown
}

const sent: Sent[] = []
const recordingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init)
  const text = typeof init?.body === 'string' ? init.body : undefined
  const response = await fetch(input, init)
  sent.push({
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    body: text?.startsWith('{') ? JSON.parse(text) : text,
    status: response.status,
    answer: await response
      .clone()
      .json()
      .catch(() => undefined),
  })
  return response
}) as typeof fetch

/** The first request to a path that passes the check, once the engine has sent it. */
const sentTo = (pathname: string, check: (each: Sent) => boolean = () => true) =>
  vi.waitFor(
    () => {
      const found = sent.find((each) => each.url.pathname === pathname && check(each))
      if (!found) throw new Error(`nothing sent to ${pathname} yet`)
      return found
    },
    { timeout: 15_000 },
  )

const feed = createManualFeed()
let server: RunningServer
let harness: Awaited<ReturnType<typeof startEngine>>
/** What the engine sent while it started, answered before its start resolved. */
let sentAtStart: Sent[] = []

beforeAll(async () => {
  server = await startServer({
    databaseUrl: process.env.DATABASE_URL,
    feed,
    heartbeatMs: 200,
    producerTimeoutMs: testDriven,
  })
  // Enough matches ahead for the demo brand's jackpot, whatever else the database holds. A week
  // ahead: in CI's shared PostgreSQL, the jackpot settlement test's own jackpot takes the earliest
  // matches, and must find its own there, not these.
  await createJackpotMatches(server.db, 12, Date.now() + 7 * 24 * 3_600_000)
  harness = await startEngine(
    server.url,
    { fetch: recordingFetch, brand: 'demo' },
    { brand: 'demo', nativeApp: true, channel: 'desktop' },
  )
  sentAtStart = [...sent]
})

afterAll(async () => {
  harness?.engine.stop()
  await server?.close()
})

describe('§7 request decoration', () => {
  it('a real /api/ call carries the portal id and token headers, pub and mc, and is answered', async () => {
    const settings = await sentTo('/api/cached_settings')
    const publication = (settings.answer as { last_publication_timestamp: number })
      .last_publication_timestamp
    expect(publication).toBeGreaterThan(0)
    await harness.engine.site.adverts(['jackpot_banner'])
    const advert = await sentTo('/api/adverts/jackpot_banner')
    expect(advert.status).toBe(200)
    expect(advert.headers.get('portal-id')).toBe('demo-sportsbook')
    expect(advert.headers.get('portal-token')).toBe('7f3c9a61e2d84b0c')
    expect(advert.url.searchParams.get('pub')).toBe(String(publication))
    expect(advert.url.searchParams.get('mc')).toBe('desktop')
    expect(advert.url.searchParams.get('l')).toBe('en')
    // The settings call itself goes before the brand's portal is known: mc, not the headers.
    expect(settings.url.searchParams.get('mc')).toBe('desktop')
    expect(settings.headers.has('portal-id')).toBe(false)
  })

  it('every /xapi/ call at start waits for the settings: each carries their portal headers', () => {
    const xapi = sentAtStart.filter((each) => each.url.pathname.startsWith('/xapi/'))
    expect(xapi.map((each) => each.url.pathname)).toContain('/xapi/rest/currencies')
    const withoutPortal = xapi.filter(
      (each) =>
        each.headers.get('portal-id') !== 'demo-sportsbook' ||
        each.headers.get('portal-token') !== '7f3c9a61e2d84b0c',
    )
    expect(withoutPortal.map((each) => each.url.pathname)).toEqual([])
  })

  it('an /xapi/ call carries the portal headers, not the /api/ parameters', async () => {
    const snapshot = await sentTo('/xapi/rest/live/events', (each) => each.headers.has('portal-id'))
    expect(snapshot.headers.get('portal-token')).toBe('7f3c9a61e2d84b0c')
    expect([snapshot.url.searchParams.has('pub'), snapshot.url.searchParams.has('mc')]).toEqual([
      false,
      false,
    ])
  })
})

describe('§7 originId: 20 from the native app of a brand that forces it (section 9)', () => {
  it('the betslip refresh body carries it, and the model answers with it', async () => {
    await until(harness.live, (state) => state.status === 'ready')
    const eventId =
      harness.live
        .get()
        ?.competitions.flatMap((competition) => competition.eventIds)
        .find((id) => demoLiveEventIds.includes(id)) ?? ''
    const row = await until(harness.row(eventId), (state) => state.market !== undefined)
    const outcomeId = row.market?.outcomeIds[0] ?? ''
    await harness.engine.betslip.add(outcomeId)
    const refresh = await sentTo('/xapi/rest/betslips/selections')
    expect(refresh.status).toBe(200)
    expect(refresh.body).toMatchObject({ originId: 20, singles: [{ outcomeId }] })
    expect(refresh.answer).toMatchObject({ originId: 20 })
    await harness.engine.betslip.remove(outcomeId)
  })

  it('the jackpot selections body carries it, and the model answers with it', async () => {
    const jackpot = harness.watch('jackpot', {})
    const loaded = await until(jackpot, (state) => state.jackpot !== undefined, 15_000)
    const first = loaded.jackpot?.events[0]
    await harness.engine.jackpot.select(first?.number ?? 1, first?.outcomes[0]?.outcomeId ?? '')
    const priced = await sentTo('/xapi/rest/jackpotbetslips/selections', (each) =>
      String((each.body as { outcomeIds?: string }).outcomeIds ?? '').includes(
        first?.outcomes[0]?.outcomeId ?? '-',
      ),
    )
    expect(priced.status).toBe(200)
    expect(priced.body).toMatchObject({ model: { originId: 20 } })
    expect(priced.answer).toMatchObject({ model: { originId: 20 } })
  })
})
