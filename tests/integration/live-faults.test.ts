// The live client against the real server with fault injection on (server/live/faults.ts):
// frames dropped, repeated, overtaken and delayed, and the connection cut again and again. Once
// the faults stop, what the engine shows equals the server's snapshot, record for record.

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import type { LiveEventsResponse } from '../../domain/api/live-events.ts'
import type { EventPageView } from '../../domain/engine/catalogue.ts'
import type { EventSummaryView } from '../../domain/engine/live.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import type { ClientMessage } from '../../domain/feed/protocol.ts'
import { createStore, putEvent } from '../../domain/feed/store.ts'
import { seededRandom } from '../../server/feed/feed-options.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { readEventPage } from '../../worker/catalogue/event-page.ts'
import { startEngine } from '../support/engine-harness.ts'
import { createManualFeed, testDriven } from '../support/manual-feed.ts'

const feed = createManualFeed()
let server: RunningServer

beforeAll(async () => {
  server = await startServer({
    databaseUrl: process.env.DATABASE_URL,
    feed,
    devEndpoints: true,
    heartbeatMs: 200,
    producerTimeoutMs: testDriven,
  })
})
afterAll(() => server.close())

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const snapshot = async () =>
  (await fetch(`${server.url}/xapi/rest/live/events`).then((r) => r.json())) as LiveEventsResponse

/** A random batch over the live events: prices moving, markets suspending and reopening. */
function randomBatch(random: () => number, events: LiveEventsResponse['events']): LiveChange[] {
  // Other test files sharing a worker's database leave live events without markets.
  const priced = events.filter((event) => event.markets.some((market) => market.outcomes.length))
  return Array.from({ length: 1 + Math.floor(random() * 4) }, (): LiveChange => {
    const event = priced[Math.floor(random() * priced.length)]
    const markets = event?.markets.filter((market) => market.outcomes.length) ?? []
    const market = markets[Math.floor(random() * markets.length)]
    const outcome = market?.outcomes[Math.floor(random() * market.outcomes.length)]
    if (!event || !market || !outcome) throw new Error('no live market to change')
    if (random() < 0.2)
      return {
        kind: 'market',
        eventId: event.id,
        marketId: market.id,
        status: random() < 0.5 ? 'suspended' : 'open',
      }
    return {
      kind: 'outcome',
      eventId: event.id,
      marketId: market.id,
      outcomeId: outcome.id,
      consolidatedPrice: {
        currentPrice: { decimal: Math.round((1.2 + random() * 8) * 100) / 100 },
      },
    }
  })
}

describe('live client under injected faults', () => {
  it('the development endpoint checks what it is given', async () => {
    const bad = await post('/dev/live-faults', { drop: 2 })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/drop/)
    const off = await startServer({ feed: null })
    try {
      const response = await fetch(`${off.url}/dev/live-faults`, { method: 'POST', body: '{}' })
      expect(response.status).toBe(404)
    } finally {
      await off.close()
    }
  })

  it('after 20 cuts and many drops, repeats and reorders, the engine holds what the server holds', async () => {
    let connections = 0
    class CountedSocket extends WebSocket {
      constructor(url: string) {
        super(url)
        connections += 1
      }
    }
    const { engine, watch } = await startEngine(server.url, {
      WebSocket: CountedSocket as unknown as typeof globalThis.WebSocket,
      pollIntervalMs: 200,
    })
    try {
      const { events } = await snapshot()
      const pages = events.map((event) => watch('event-page', { eventId: event.id }))
      const faults = {
        drop: 0.15,
        duplicate: 0.15,
        reorder: 0.15,
        delayMs: 20,
        cutEvery: 4,
        seed: 5,
      }
      expect((await post('/dev/live-faults', faults)).status).toBe(200)
      const random = seededRandom(11)
      while (connections < 21) {
        await feed.publish(randomBatch(random, events))
        await new Promise((resolve) => setTimeout(resolve, 15))
      }
      await post('/dev/live-faults', {})
      await feed.publish(randomBatch(random, events))

      const shown = () =>
        pages.map((page) => {
          const view = page.get() as EventPageView | undefined
          return { event: view?.event, markets: view?.markets, outcomes: view?.outcomes }
        })
      // The server's state read afresh each time: on the shared PostgreSQL of npm test's second
      // pass, other test files publish to the same log while this one waits.
      const truth = async () => {
        const expected = createStore()
        for (const event of (await snapshot()).events) putEvent(expected, event)
        return events.map((event) => {
          const page = readEventPage(expected, event.id)
          return { event: page.event, markets: page.markets, outcomes: page.outcomes }
        })
      }
      await vi.waitFor(async () => expect(shown()).toEqual(await truth()), {
        timeout: 15_000,
        interval: 200,
      })
      expect(connections).toBeGreaterThan(20)
    } finally {
      engine.stop()
      await post('/dev/live-faults', {})
    }
  }, 120_000)

  it('scoped to list markets past the threshold, the rows and the page opened hold what the server holds', async () => {
    // Every match gets a Total Goals market beside its 1X2: a type the rows do not show, whose
    // changes the scoped stream leaves out for them and brings for the page.
    const live = (await snapshot()).events.filter((event) =>
      event.markets.some((market) => market.marketTypeId === 'MRES'),
    )
    await feed.publish(live.map(totalGoalsAdded))
    const settings = (body: unknown) =>
      fetch(`${server.url}/dev/brands/demo/settings`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await settings({ lazy_loading_markets_live_event_count_threshold: 1 })).status).toBe(
      200,
    )
    let connections = 0
    const sent: string[] = []
    class CountedSocket extends WebSocket {
      constructor(url: string) {
        super(url)
        connections += 1
      }
      override send(data: string) {
        sent.push(data)
        super.send(data)
      }
    }
    const { engine, watch, row } = await startEngine(server.url, {
      brand: 'demo',
      WebSocket: CountedSocket as unknown as typeof globalThis.WebSocket,
      pollIntervalMs: 200,
    })
    try {
      const { events } = await snapshot()
      const [opened, ...listed] = live
      if (!opened || listed.length === 0) throw new Error('two matches in play are needed')
      const page = watch('event-page', { eventId: opened.id })
      const rows = listed.map((event) => row(event.id))
      await post('/dev/live-faults', {
        drop: 0.15,
        duplicate: 0.15,
        reorder: 0.15,
        cutEvery: 4,
        seed: 9,
      })
      const random = seededRandom(13)
      const start = connections
      while (connections < start + 12) {
        await feed.publish(randomBatch(random, events))
        await new Promise((resolve) => setTimeout(resolve, 15))
      }
      await post('/dev/live-faults', {})
      await feed.publish(randomBatch(random, events))

      const truth = async () => {
        const expected = createStore()
        for (const event of (await snapshot()).events) putEvent(expected, event)
        return expected
      }
      await vi.waitFor(
        async () => {
          const expected = await truth()
          const shown = page.get() as EventPageView | undefined
          const whole = readEventPage(expected, opened.id)
          expect({ markets: shown?.markets, outcomes: shown?.outcomes }).toEqual({
            markets: whole.markets,
            outcomes: whole.outcomes,
          })
          for (const mirror of rows) {
            const view = mirror.get() as EventSummaryView | undefined
            const market = view?.market && expected.markets.get(view.market.id)
            expect(view?.market?.marketTypeId).toBe('MRES')
            expect(view?.market?.status).toBe(market?.status)
            for (const [id, outcome] of Object.entries(view?.outcomes ?? {}))
              expect(outcome).toEqual(expected.outcomes.get(id))
          }
        },
        { timeout: 15_000, interval: 200 },
      )
      // The stream was scoped: rows by their 1X2, the opened match whole.
      const scopes = sent.map((text) => JSON.parse(text) as ClientMessage)
      expect(scopes).toContainEqual(
        expect.objectContaining({
          type: 'subscribe',
          listedMarkets: expect.objectContaining({
            marketTypeIds: expect.arrayContaining(['MRES']),
            wholeEventIds: [opened.id],
          }),
        }),
      )
      expect(scopes.some((message) => message.type === 'subscribe' && !message.listedMarkets)).toBe(
        false,
      )
    } finally {
      engine.stop()
      await post('/dev/live-faults', {})
      await settings({ lazy_loading_markets_live_event_count_threshold: null })
    }
  }, 120_000)
})

/** A Total Goals market for the event, added as the feed adds one. */
function totalGoalsAdded(event: LiveEventsResponse['events'][number]): LiveChange {
  const marketId = `${event.id}-faults-tg`
  return {
    kind: 'market-added',
    eventId: event.id,
    market: {
      id: marketId,
      eventId: event.id,
      marketTypeId: 'HCTG',
      periodId: '1',
      description: 'Total Goals 2.5',
      status: 'open',
      outcomes: ['Over', 'Under'].map((description, at) => ({
        id: `${marketId}-${at + 1}`,
        marketId,
        eventId: event.id,
        description,
        status: 'open' as const,
        hidden: false,
        consolidatedPrice: { currentPrice: { decimal: 1.9 } },
      })),
    },
  }
}
