// An operator's own feed (FEED_SOURCE=ingest, docs/feed.md): its adapter posts batches of the live
// protocol's changes to POST /ingest/changes under the operator key. Unauthorised and malformed
// batches are refused with a reason; an applied batch reaches the catalogue API and the live
// stream; a repeat changes nothing; a batch ahead of its turn is refused naming the one expected
// (docs/decisions/ingest-order.md); a silent producer is down and its next batch brings it back;
// a result settles a bet once however often it is sent. On PGlite always, and on PostgreSQL when
// DATABASE_URL is set, where two processes show a batch posted to both applied exactly once.

import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import type { EventWithMarkets } from '../../domain/events/event.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import { expandKeys } from '../../domain/feed/codec.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { createFundedPlayer, createTestBet, creditsOf } from '../support/bets.ts'
import { untilFeedLeaseFree } from '../support/feed-lease.ts'

const execFileAsync = promisify(execFile)
const databaseUrl = process.env.DATABASE_URL
const key = 'an-operator-ingest-key'
const metricsToken = 'a-metrics-token-for-ingest'
/** The producer-down window, short so the test hears the silence in a second. */
const silenceMs = 1000

describe('an operator feed on PGlite', () => suite())
describe.runIf(databaseUrl)('an operator feed on PostgreSQL', () => suite(databaseUrl))

function suite(url?: string) {
  let server: RunningServer
  /** The producer's next sequence: on a database other tests used, wherever it stands. */
  let next: number
  /** 1 when that database had a count already, and the first batch was a repeat. */
  let repeatedFirst: number

  beforeAll(async () => {
    server = await startServer({
      databaseUrl: url,
      ingest: { key },
      producerTimeoutMs: silenceMs,
      metrics: { token: metricsToken },
    })
    const first = await post({ sequence: 1, changes: [] })
    next = first.body.expected as number
    repeatedFirst = first.body.result === 'duplicate' ? 1 : 0
  })
  afterAll(() => server?.close())

  const post = (body: unknown, authorization = `Bearer ${key}`) =>
    postTo(server.url, typeof body === 'string' ? body : JSON.stringify(body), authorization)
  /** The producer's next batch. */
  const send = (changes: unknown[]) => post({ sequence: next++, changes })
  const latestSeq = async () =>
    Number(
      (await server.db.query<{ seq: string }>('select max(seq) as seq from live_batches'))[0]?.seq,
    )
  /**
   * The batches logged after seq that name this event: the producer watch may log one of its own
   * meanwhile (its markets suspended after silenceMs without a batch), which is not under test.
   */
  const loggedSince = (seq: number, eventId: string) =>
    server.db.query(
      'select seq from live_batches where seq > $1 and strpos(changes::text, $2) > 0',
      [seq, eventId],
    )
  const eventOf = async (id: string) => {
    const answer = await fetch(`${server.url}/xapi/rest/events/${id}`)
    return { status: answer.status, body: (await answer.json()) as EventWithMarkets }
  }
  const priceOf = async (event: EventWithMarkets) =>
    (await eventOf(event.id)).body.markets[0]?.outcomes[0]?.consolidatedPrice.currentPrice.decimal

  it('without the operator key the endpoint answers 401 and applies nothing', async () => {
    const before = await latestSeq()
    const event = testEvent()
    const batch = { sequence: next, changes: [{ kind: 'event-added', event }] }
    for (const authorization of ['', 'Bearer not-the-key', `Basic ${key}`]) {
      const answer = await post(batch, authorization)
      expect(answer).toMatchObject({ status: 401, body: { code: 'unauthorized' } })
    }
    expect(await loggedSince(before, event.id)).toEqual([])
    expect((await eventOf(event.id)).status).toBe(404)
  })

  it('a malformed batch is a 400 with its reason, a body too large a 413', async () => {
    const event = testEvent()
    const misplaced = { ...event, markets: [{ ...event.markets[0], eventId: 'another' }] }
    const cases: Array<[unknown, RegExp]> = [
      ['{"sequence": 1, "changes": [', /JSON/i],
      [{ changes: [] }, /^sequence is required$/],
      [{ sequence: next, changes: [{ kind: 'odds' }] }, /^changes\[0\]\.kind must be one of /],
      [
        { sequence: next, changes: [{ kind: 'event-added', event: misplaced }] },
        /^changes\[0\]\.event\.markets\[0\]\.eventId must be its event's id, /,
      ],
    ]
    for (const [body, reason] of cases) {
      const answer = await post(body)
      expect(answer.status, String(reason)).toBe(400)
      expect(answer.body.message).toMatch(reason)
    }
    const huge = { sequence: next, changes: [{ kind: 'event-removed', eventId: 'x'.repeat(9e6) }] }
    expect(await post(huge)).toMatchObject({ status: 413 })
  })

  it('a batch adding an event with a market is in the catalogue API and on the live stream', async () => {
    const stream = await streamFrom(server, await latestSeq())
    const event = testEvent()
    const answer = await send([{ kind: 'event-added', event }])
    expect(answer).toMatchObject({ status: 200, body: { result: 'applied', expected: next } })
    const seq = answer.body.seq as number
    const stored = await eventOf(event.id)
    expect(stored.status).toBe(200)
    expect(stored.body).toMatchObject({
      id: event.id,
      description: event.description,
      markets: [{ id: event.markets[0]?.id, status: 'open', outcomes: event.markets[0]?.outcomes }],
    })
    await expect.poll(() => stream.batches.get(seq)).toBeDefined()
    expect(stream.batches.get(seq)).toContainEqual(
      expect.objectContaining({
        kind: 'event-added',
        event: expect.objectContaining({ id: event.id }),
      }),
    )
    stream.close()
  })

  it('a repeated batch is answered as a duplicate and changes nothing', async () => {
    const event = testEvent()
    await send([{ kind: 'event-added', event }])
    const batch = { sequence: next, changes: [priceChangeOf(event, 3.3)] }
    expect((await post(batch)).body).toMatchObject({ result: 'applied' })
    next++
    const seq = await latestSeq()
    expect(await post(batch)).toEqual({
      status: 200,
      body: { result: 'duplicate', expected: next },
    })
    // An earlier sequence is a repeat whatever it carries: it is not applied.
    const replayed = { sequence: next - 1, changes: [priceChangeOf(event, 9.9)] }
    expect((await post(replayed)).body).toEqual({ result: 'duplicate', expected: next })
    expect(await loggedSince(seq, event.id)).toEqual([])
    expect(await priceOf(event)).toBe(3.3)
  })

  it('a batch ahead of its turn is refused with 409 naming the one expected, and applies once that one came', async () => {
    const event = testEvent()
    await send([{ kind: 'event-added', event }])
    const ahead = { sequence: next + 1, changes: [priceChangeOf(event, 4.4)] }
    expect(await post(ahead)).toEqual({
      status: 409,
      body: {
        code: 'out-of-order',
        message: `sequence ${next + 1} is ahead of the next expected, ${next}: send from ${next}`,
        expected: next,
      },
    })
    expect(await priceOf(event)).toBe(2)
    expect((await send([priceChangeOf(event, 3.5)])).body).toMatchObject({ result: 'applied' })
    expect((await post(ahead)).body).toMatchObject({ result: 'applied', expected: next + 1 })
    next++
    expect(await priceOf(event)).toBe(4.4)
  })

  it('a result settles a bet once, however often it is sent', async () => {
    const event = testEvent({ markets: 2 })
    await send([{ kind: 'event-added', event }])
    const player = await createFundedPlayer(server.db, `ingest${randomUUID().slice(0, 8)}`, 10_000)
    const [first, second] = event.markets.map((market) => market.outcomes[0]?.id as string)
    const betOn = (outcomeId: string) =>
      createTestBet(server.db, {
        accountId: player.accountId,
        legs: [{ outcomeId, price: 2 }],
        unitStake: 1000,
      })
    const [firstBet, secondBet] = [await betOn(first as string), await betOn(second as string)]
    const resulted = (index: number) => {
      const market = event.markets[index] as EventWithMarkets['markets'][number]
      return {
        kind: 'market',
        eventId: event.id,
        marketId: market.id,
        status: 'resulted',
        results: market.outcomes.map((outcome, place) => ({
          outcomeId: outcome.id,
          result: place === 0 ? 'win' : 'lose',
        })),
      }
    }
    const batch = { sequence: next, changes: [resulted(0)] }
    expect((await post(batch)).body).toMatchObject({ result: 'applied' })
    next++
    await expect.poll(() => creditsOf(server.db, firstBet.betId)).toHaveLength(1)
    expect((await post(batch)).body).toMatchObject({ result: 'duplicate' })
    // Sent again as a new batch, the result is written again and settlement runs again.
    expect((await send([resulted(0)])).body).toMatchObject({ result: 'applied' })
    // Settlement runs one after another in a process: once the next result's bet is paid, every
    // run before it is done.
    await send([resulted(1)])
    await expect.poll(() => creditsOf(server.db, secondBet.betId)).toHaveLength(1)
    expect(await creditsOf(server.db, firstBet.betId)).toEqual([{ type: 'win', amount: 2000 }])
  })

  it('a producer silent for the window is down, its markets suspended; its next batch brings it back', async () => {
    const event = testEvent({ live: true })
    const after = await latestSeq()
    await send([{ kind: 'event-added', event }])
    const state = async () => {
      const page = await fetch(`${server.url}/xapi/live/changes?after=${after}`)
      const { producerUp } = (await page.json()) as { producerUp: boolean }
      return { producerUp, market: (await eventOf(event.id)).body.markets[0]?.status }
    }
    await expect
      .poll(state, { timeout: 10_000 })
      .toEqual({ producerUp: false, market: 'suspended' })
    // A heartbeat is a batch: the producer is heard, and the markets the server suspended reopen.
    // Sent on every look, as an adapter with nothing to say keeps doing.
    await expect
      .poll(
        async () => {
          await send([])
          return state()
        },
        { timeout: 10_000 },
      )
      .toEqual({ producerUp: true, market: 'open' })
  })

  it('counts batches and changes by result', async () => {
    const answer = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${metricsToken}` },
    })
    const text = await answer.text()
    const figure = (name: string, result: string) =>
      Number(new RegExp(`^${name}\\{result="${result}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0)
    expect(figure('ingest_batches_total', 'unauthorized')).toBe(3)
    expect(figure('ingest_batches_total', 'malformed')).toBe(4)
    expect(figure('ingest_batches_total', 'too-large')).toBe(1)
    expect(figure('ingest_batches_total', 'out-of-order')).toBe(1)
    expect(figure('ingest_changes_total', 'out-of-order')).toBe(1)
    // The repeated price, the replayed one and the repeated result.
    expect(figure('ingest_batches_total', 'duplicate')).toBe(3 + repeatedFirst)
    expect(figure('ingest_batches_total', 'applied')).toBeGreaterThan(10)
  })

  it("docs/feed.md's example adapter replays a recording into the server", async () => {
    const event = testEvent()
    const folder = mkdtempSync(join(tmpdir(), 'ingest-replay-'))
    const recording = join(folder, 'feed.jsonl')
    const batches = [
      { atMs: 0, changes: [{ kind: 'event-added', event }] },
      { atMs: 10, changes: [priceChangeOf(event, 5.5)] },
    ]
    writeFileSync(recording, batches.map((batch) => JSON.stringify(batch)).join('\n'))
    try {
      // Not spawnSync: the server answering it runs in this process.
      const run = await execFileAsync(
        process.execPath,
        ['scripts/ingest-replay.mjs', recording, server.url, '0'],
        { env: { ...process.env, INGEST_KEY: key }, encoding: 'utf8', timeout: 30_000 },
      )
      expect(run.stderr).toBe('')
      expect(run.stdout).toMatch(/^posted 2 batches; the server expects \d+ next$/m)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
    expect(await priceOf(event)).toBe(5.5)
  })

  it('whatever a batch with the key carries, the answer is never a 5xx', async () => {
    const event = testEvent({ markets: 2 })
    await send([{ kind: 'event-added', event }])
    const [market, other] = event.markets
    const id = fc.constantFrom(
      event.id,
      market?.id,
      other?.id,
      market?.outcomes[0]?.id,
      other?.outcomes[1]?.id,
      'unknown',
    )
    const anyValue = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
    )
    const resulted = fc.record({
      kind: fc.constant('market'),
      eventId: id,
      marketId: id,
      status: fc.constantFrom('open', 'suspended', 'resulted', 'closed'),
      results: fc.array(
        fc.record(
          {
            outcomeId: id,
            result: fc.constantFrom('win', 'lose', 'void', 'place'),
            deadHeatDivisor: fc.integer({ min: 2, max: Number.MAX_SAFE_INTEGER }),
          },
          { requiredKeys: ['outcomeId', 'result'] },
        ),
        { maxLength: 3 },
      ),
    })
    const priced = fc.record({
      kind: fc.constant('outcome'),
      eventId: id,
      marketId: id,
      outcomeId: id,
      consolidatedPrice: fc.record({
        currentPrice: fc.record({ decimal: fc.oneof(fc.double({ min: 1 }), anyValue) }),
      }),
    })
    // A whole event with one of its fields, or one of its records' fields, set to anything.
    const added = fc
      .tuple(
        fc.constantFrom(
          ['startTime'],
          ['id'],
          ['eventPaths', 0, 'id'],
          ['markets', 0, 'id'],
          ['markets', 0, 'eventId'],
          ['markets', 1, 'outcomes', 0, 'id'],
          ['markets', 1, 'outcomes', 0, 'marketId'],
          ['markets', 0, 'outcomes', 1, 'consolidatedPrice', 'currentPrice', 'decimal'],
        ),
        fc.oneof(
          anyValue,
          id,
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        ),
      )
      .map(([path, value]) => {
        const fresh = testEvent({ markets: 2 }) as unknown as Record<string, unknown>
        fresh.eventPaths = [{ id: 7001, slug: 'football', description: 'Football' }]
        let holder = fresh as Record<string | number, unknown>
        for (const key of path.slice(0, -1))
          holder = holder[key] as Record<string | number, unknown>
        holder[path[path.length - 1] as string | number] = value
        return { kind: 'event-added', event: fresh }
      })
    const change = fc.oneof(resulted, priced, added, fc.anything())
    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 4 }), async (changes) => {
        const answer = await post({ sequence: next, changes })
        if (answer.body.result === 'applied') next++
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500)
      }),
      { numRuns: 100 },
    )
  })
}

describe.runIf(databaseUrl)('an operator feed on two processes sharing PostgreSQL', () => {
  let leader: RunningServer
  let other: RunningServer

  beforeAll(async () => {
    const options = { databaseUrl, ingest: { key }, producerTimeoutMs: silenceMs }
    await untilFeedLeaseFree(databaseUrl as string)
    leader = await startServer(options)
    other = await startServer({ ...options, takeoverPollMs: 60_000 })
  })
  afterAll(async () => {
    await other?.close()
    await leader?.close()
  })

  it('a batch posted to both at once is applied once, and the leader hears the one the other applied', async () => {
    expect([leader.feedLeader, other.feedLeader]).toEqual([true, false])
    const first = await postTo(
      other.url,
      JSON.stringify({ sequence: 1, changes: [] }),
      `Bearer ${key}`,
    )
    let next = first.body.expected as number
    const producerUp = async () => {
      const page = await fetch(`${leader.url}/xapi/live/changes?after=0`)
      return ((await page.json()) as { producerUp: boolean }).producerUp
    }
    await expect.poll(producerUp, { timeout: 10_000 }).toBe(false)

    const event = testEvent()
    const body = JSON.stringify({ sequence: next++, changes: [{ kind: 'event-added', event }] })
    const answers = await Promise.all(
      [leader, other].map((server) => postTo(server.url, body, `Bearer ${key}`)),
    )
    expect(answers.map((answer) => answer.body.result).sort()).toEqual(['applied', 'duplicate'])
    const logged = await leader.db.query(
      `select seq from live_batches, jsonb_array_elements(changes) as change
       where change->>'kind' = 'event-added' and change->'event'->>'id' = $1`,
      [event.id],
    )
    expect(logged).toHaveLength(1)
    // Batches posted to the other process only: the leader hears its producer through them.
    await expect
      .poll(
        async () => {
          await postTo(
            other.url,
            JSON.stringify({ sequence: next++, changes: [] }),
            `Bearer ${key}`,
          )
          return producerUp()
        },
        { timeout: 10_000 },
      )
      .toBe(true)
  })
})

describe('without INGEST_KEY', () => {
  it('the endpoint does not exist: a JSON 404', async () => {
    const server = await startServer({ feed: null })
    try {
      const answer = await postTo(server.url, JSON.stringify({ sequence: 1, changes: [] }), '')
      expect(answer).toMatchObject({ status: 404, body: { code: 'not-found' } })
    } finally {
      await server.close()
    }
  })
})

async function postTo(baseUrl: string, body: string, authorization: string) {
  const answer = await fetch(`${baseUrl}/ingest/changes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body,
  })
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
}

/** An event of the test's own: a market (or more) of two outcomes at 2.00 and 1.80. */
function testEvent(shape: { markets?: number; live?: boolean } = {}): EventWithMarkets {
  const id = `ingest-${randomUUID().slice(0, 8)}`
  return {
    id,
    slug: `${id}-home-v-away`,
    description: `Home ${id} v Away`,
    sportCode: 'FOOT',
    eventPaths: [{ slug: 'football', description: 'Football' }],
    startTime: '2026-12-01T15:00:00Z',
    ...(shape.live ? { clock: { status: 'RUNNING', minutes: 12 } } : {}),
    markets: Array.from({ length: shape.markets ?? 1 }, (_, index) => {
      const marketId = `${id}-m${index + 1}`
      return {
        id: marketId,
        eventId: id,
        marketTypeId: String(index + 1),
        periodId: '1',
        description: `Market ${index + 1}`,
        status: 'open' as const,
        outcomes: [2, 1.8].map((decimal, place) => ({
          id: `${marketId}-o${place + 1}`,
          marketId,
          eventId: id,
          description: place === 0 ? 'Home' : 'Away',
          status: 'open' as const,
          hidden: false,
          consolidatedPrice: { currentPrice: { decimal } },
        })),
      }
    }),
  }
}

function priceChangeOf(event: EventWithMarkets, decimal: number): LiveChange {
  const outcome = event.markets[0]?.outcomes[0]
  if (!outcome) throw new Error('the event has no outcome')
  return {
    kind: 'outcome',
    eventId: event.id,
    marketId: outcome.marketId,
    outcomeId: outcome.id,
    consolidatedPrice: { currentPrice: { decimal } },
  }
}

/** A raw stream client from a seq on: the expanded changes of each batch it receives, by seq. */
async function streamFrom(server: RunningServer, after: number) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/xapi/live/stream`)
  const batches = new Map<number, LiveChange[]>()
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; seq: number; changes: unknown }
    if (message.type === 'changes')
      batches.set(message.seq, expandKeys(message.changes) as LiveChange[])
  })
  await new Promise((resolve) => socket.once('open', resolve))
  socket.send(JSON.stringify({ type: 'subscribe', after }))
  return { batches, close: () => socket.close() }
}
