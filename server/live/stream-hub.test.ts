// The live stream as a client meets it: resume from a seq, snapshot-required for a point the
// server does not have, and a clear error for a malformed frame without losing the connection.

import { inflateRawSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { priceChange } from '../../domain/feed/change.ts'
import type { ServerMessage } from '../../domain/feed/protocol.ts'
import { createManualFeed, testDriven } from '../../tests/support/manual-feed.ts'
import { type RunningServer, startServer } from '../server.ts'
import { appendBatch, pageBytes, pruneLog, retainedBatches } from './change-log.ts'

const feed = createManualFeed()
const metricsToken = 'metrics-token-of-the-stream-test'
let server: RunningServer

beforeAll(async () => {
  server = await startServer({
    feed,
    producerTimeoutMs: testDriven,
    // The paused readers below send no pong: at the default 5 s the heartbeat would end them (two
    // ticks without one) before the slow-client cut, which waits 5 s of its own, counts them.
    heartbeatMs: 600_000,
    metrics: { token: metricsToken },
  })
})
afterAll(() => server.close())

const price = (decimal: number) =>
  priceChange({ id: '1001-1x2-1', eventId: '1001', marketId: '1001-1x2' }, decimal)

/** A client that collects every message; next() waits for the next batch or answer. */
async function connect(to: RunningServer = server, query = '') {
  const socket = new WebSocket(`${to.url.replace('http', 'ws')}/xapi/live/stream${query}`)
  const received: ServerMessage[] = []
  const producer: ServerMessage[] = []
  const waiting: Array<(message: ServerMessage) => void> = []
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage
    if (message.type === 'heartbeat') return
    if (message.type === 'producer') return void producer.push(message)
    const resolve = waiting.shift()
    if (resolve) resolve(message)
    else received.push(message)
  })
  await new Promise((resolve) => socket.once('open', resolve))
  return {
    send: (value: unknown) =>
      socket.send(typeof value === 'string' ? value : JSON.stringify(value)),
    next: () =>
      new Promise<ServerMessage>((resolve) => {
        const queued = received.shift()
        if (queued) resolve(queued)
        else waiting.push(resolve)
      }),
    /** The producer messages so far. */
    producer,
    socket,
    close: () => socket.close(),
  }
}

const latestSeq = async () =>
  (await server.db.query<{ seq: number }>('select max(seq)::int as seq from live_batches'))[0]
    ?.seq ?? 0

describe('live stream', () => {
  it('sends every batch after the subscribed seq, in order, with short keys', async () => {
    const first = await feed.publish([price(2.2)])
    const second = await feed.publish([price(2.3)])
    const client = await connect()
    client.send({ type: 'subscribe', after: first - 1 })
    expect(await client.next()).toMatchObject({ type: 'changes', seq: first })
    const next = await client.next()
    expect(next).toEqual({
      type: 'changes',
      seq: second,
      changes: [{ k: 'outcome', e: '1001', m: '1001-1x2', o: '1001-1x2-1', cp: { c: { d: 2.3 } } }],
    })
    // Live from here on: a new batch arrives without asking.
    const third = await feed.publish([price(2.4)])
    expect(await client.next()).toMatchObject({ type: 'changes', seq: third })
    client.close()
  })

  it('conflates price changes per outcome within a batch', async () => {
    const client = await connect()
    const before = await latestSeq()
    client.send({ type: 'subscribe', after: before })
    await feed.publish([price(3.1), price(3.2), price(3.3)])
    const message = await client.next()
    expect(message.type === 'changes' && message.changes).toEqual([
      { k: 'outcome', e: '1001', m: '1001-1x2', o: '1001-1x2-1', cp: { c: { d: 3.3 } } },
    ])
    client.close()
  })

  it('never skips a batch committed before its NOTIFY arrived', async () => {
    const early = await connect()
    const before = await latestSeq()
    early.send({ type: 'subscribe', after: before })
    const first = await feed.publish([price(6.1)])
    expect(await early.next()).toMatchObject({ seq: first })
    // A batch this process has not been told of yet, as when a NOTIFY is still on its way.
    const [quiet] = await server.db.query<{ seq: number }>(
      `insert into live_batches (seq, changes)
       values ((select max(seq) from live_batches) + 1, $1) returning seq::int`,
      [JSON.stringify([price(6.2)])],
    )
    const late = await connect()
    late.send({ type: 'subscribe', after: first })
    expect(await late.next()).toMatchObject({ seq: quiet?.seq })
    const third = await feed.publish([price(6.3)])
    expect(await late.next()).toMatchObject({ seq: third })
    expect(await early.next()).toMatchObject({ seq: quiet?.seq })
    expect(await early.next()).toMatchObject({ seq: third })
    early.close()
    late.close()
  })

  it('answers snapshot-required for a point newer than the log', async () => {
    const client = await connect()
    client.send({ type: 'subscribe', after: 1_000_000 })
    expect(await client.next()).toMatchObject({ type: 'snapshot-required' })
    client.close()
  })

  it('answers snapshot-required for a point older than the log keeps', async () => {
    const oldest = await feed.publish([price(4)])
    await server.db.query(
      `insert into live_batches (seq, changes)
       select (select max(seq) from live_batches) + n, '[]'::jsonb from generate_series(1, $1) n`,
      [retainedBatches + 1],
    )
    await pruneLog(server.db)
    const client = await connect()
    client.send({ type: 'subscribe', after: oldest - 1 })
    expect(await client.next()).toMatchObject({ type: 'snapshot-required' })
    client.close()
  })

  it('answers a malformed frame with a reason and keeps the connection', async () => {
    const client = await connect()
    client.send('{not json')
    expect(await client.next()).toEqual({ type: 'error', reason: 'message must be JSON' })
    client.send({ type: 'subscribe', after: -3 })
    expect(await client.next()).toEqual({ type: 'error', reason: 'after must be at least 0' })
    client.send({ type: 'dance' })
    expect(await client.next()).toMatchObject({ type: 'error' })
    client.send({ type: 'subscribe', after: 1_000_000 })
    expect(await client.next()).toMatchObject({ type: 'snapshot-required' })
    client.close()
  })

  it('sends a reader that keeps up a backlog of batches over a megabyte each, without cutting it', async () => {
    // As a fresh log's first batches are (the calendar's new events): 14,000 outcomes a batch.
    const big = (decimal: number) =>
      Array.from({ length: 14_000 }, (_, n) =>
        priceChange({ id: `1001-big-${n}`, eventId: '1001', marketId: '1001-big' }, decimal),
      )
    const before = await latestSeq()
    const seqs: number[] = []
    for (let n = 0; n < 10; n++) seqs.push(await feed.publish(big(2 + n / 100)))
    const client = await connect()
    const cut = new Promise<never>((_, reject) =>
      client.socket.once('close', (code) => reject(new Error(`closed with ${code}`))),
    )
    // The reader looks away for a moment, as a phone's does: the batches fill the network's
    // buffers meanwhile, and the server waits for them to drain rather than cut it.
    client.socket.pause()
    client.send({ type: 'subscribe', after: before })
    setTimeout(() => client.socket.resume(), 500)
    for (const seq of seqs) {
      const message = await Promise.race([client.next(), cut])
      expect(message).toMatchObject({ type: 'changes', seq })
      expect(JSON.stringify(message).length).toBeGreaterThan(1024 * 1024)
    }
    client.socket.removeAllListeners('close')
    client.close()

    // One that does not read again is too slow, and is cut once the wait is over: its socket
    // never holds more than a megabyte and a frame.
    const slowCuts = async () => {
      const answer = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      })
      const line = (await answer.text())
        .split('\n')
        .find((each) => each.startsWith('live_clients_cut_slow_total '))
      return Number(line?.split(' ')[1])
    }
    const cutBefore = await slowCuts()
    const stalled = await connect()
    stalled.socket.pause()
    stalled.send({ type: 'subscribe', after: before })
    // The cut comes 5 s after the loopback's buffers fill, which under a busy machine's load
    // took more than 15 s once.
    await expect.poll(slowCuts, { timeout: 30_000, interval: 250 }).toBe(cutBefore + 1)
    stalled.socket.terminate()
  }, 50_000)

  it('reads the log for one subscribe at a time, and closes a client that floods it', async () => {
    // The reads of the log's bounds under way at once, at most, while the client sends.
    const query = server.db.query.bind(server.db)
    let underWay = 0
    let most = 0
    const reads = vi.spyOn(server.db, 'query').mockImplementation(async (...args) => {
      const bounds = String(args[0]).includes('min(seq) as oldest')
      if (bounds) most = Math.max(most, ++underWay)
      try {
        return await query(...args)
      } finally {
        if (bounds) underWay -= 1
      }
    })
    try {
      const before = await latestSeq()
      const client = await connect()
      const closed = new Promise<number>((resolve) => client.socket.once('close', resolve))
      // Forty at once, within the budget: answered one after another, the last asked last.
      for (let n = 0; n < 40; n++) client.send({ type: 'subscribe', after: before })
      const seq = await feed.publish([price(7.1)])
      expect(await client.next()).toMatchObject({ type: 'changes', seq })
      // Then a flood: refused with a reason, then closed (1008, policy).
      for (let n = 0; n < 1_000; n++) client.send({ type: 'subscribe', after: before })
      let answer = await client.next()
      // The subscribes still within the budget are answered first.
      while (answer.type === 'changes') answer = await client.next()
      expect(answer).toEqual({ type: 'error', reason: 'too many messages: at most 20 a second' })
      expect(await closed).toBe(1008)
      expect(most).toBe(1)
    } finally {
      reads.mockRestore()
    }
  })

  it('serves the same batches to the HTTP poll', async () => {
    const seq = await feed.publish([price(5.5)])
    const response = await fetch(`${server.url}/xapi/live/changes?after=${seq - 1}`)
    expect(await response.json()).toEqual({
      seq,
      snapshotRequired: false,
      producerUp: true,
      more: false,
      batches: [
        {
          seq,
          changes: [
            { k: 'outcome', e: '1001', m: '1001-1x2', o: '1001-1x2-1', cp: { c: { d: 5.5 } } },
          ],
        },
      ],
    })
    const bad = await fetch(`${server.url}/xapi/live/changes?after=soon`)
    expect(bad.status).toBe(400)
  })

  it('makes two poll pages at a time; the rest wait their turn and get the same page', async () => {
    const seq = await feed.publish([price(3.3)])
    const query = server.db.query.bind(server.db)
    let reading = 0
    let most = 0
    const spy = vi.spyOn(server.db, 'query').mockImplementation(async (sql, params) => {
      const page = String(sql).includes('sum(bytes)')
      if (page) reading += 1
      most = Math.max(most, reading)
      try {
        // A page read as slow as a megabyte's, so that reads left unqueued would overlap.
        if (page) await new Promise((resolve) => setTimeout(resolve, 50))
        return await query(sql, params)
      } finally {
        if (page) reading -= 1
      }
    })
    try {
      const pages = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const response = await fetch(`${server.url}/xapi/live/changes?after=${seq - 1}`)
          expect(response.status).toBe(200)
          expect(response.headers.get('content-type')).toMatch(/^application\/json/)
          return response.json()
        }),
      )
      // Twelve at once on the code before.
      expect(most).toBeGreaterThan(0)
      expect(most).toBeLessThanOrEqual(2)
      for (const page of pages) expect(page).toEqual(pages[0])
      expect(pages[0]).toMatchObject({ seq, batches: [{ seq }] })
    } finally {
      spy.mockRestore()
    }
  })

  it('answers a poll that has read everything without reading the log', async () => {
    const seq = await feed.publish([price(3.4)])
    const query = server.db.query.bind(server.db)
    const reads: string[] = []
    const spy = vi.spyOn(server.db, 'query').mockImplementation((sql, params) => {
      if (/from live_batches where seq >/.test(String(sql))) reads.push(String(sql))
      return query(sql, params)
    })
    try {
      const response = await fetch(`${server.url}/xapi/live/changes?after=${seq}`)
      expect(await response.json()).toMatchObject({ seq, more: false, batches: [] })
      // Two on the code before: the first batch's size, then the page.
      expect(reads).toEqual([])
    } finally {
      spy.mockRestore()
    }
  })

  it('pages the HTTP poll by bytes: a reader from an early point reads on and loses nothing', async () => {
    // Batches of about two fifths of a page each: a page holds two of them.
    const one = (at: number, batch: number) =>
      priceChange({ id: `paged-${batch}-${at}`, eventId: '1001', marketId: '1001-1x2' }, 2.5)
    const perChange = Buffer.byteLength(JSON.stringify(one(0, 0))) + 1
    const size = Math.floor((pageBytes * 0.4) / perChange)
    const big = (batch: number) => Array.from({ length: size }, (_, at) => one(at, batch))
    const before = await latestSeq()
    const seqs: number[] = []
    for (const batch of [1, 2, 3, 4, 5])
      seqs.push(await server.db.transaction((tx) => appendBatch(tx, big(batch))))
    const pages: { seq: number; more?: boolean; batches: { seq: number; changes: unknown[] }[] }[] =
      []
    for (let after = before, more = true; more; ) {
      const response = await fetch(`${server.url}/xapi/live/changes?after=${after}`)
      const page = (await response.json()) as (typeof pages)[number]
      pages.push(page)
      after = page.seq
      more = page.more === true
    }
    expect(pages.map((page) => page.batches.map((batch) => batch.seq))).toEqual([
      seqs.slice(0, 2),
      seqs.slice(2, 4),
      seqs.slice(4),
    ])
    expect(pages.map((page) => page.more)).toEqual([true, true, false])
    expect(pages.flatMap((page) => page.batches.map((batch) => batch.changes.length))).toEqual(
      seqs.map(() => size),
    )
    // A batch larger than a page is still read, alone, and read from the log once for every poll
    // that asks for it: a day's first batches are, and every poll from an early point reads them.
    const huge = await server.db.transaction((tx) =>
      appendBatch(tx, [...big(6), ...big(7), ...big(8)]),
    )
    const query = server.db.query.bind(server.db)
    let reads = 0
    const spy = vi.spyOn(server.db, 'query').mockImplementation((sql, params) => {
      if (/select (seq, )?changes from/.test(String(sql))) reads += 1
      return query(sql, params)
    })
    try {
      const polls = await Promise.all(
        Array.from({ length: 5 }, async () => {
          const response = await fetch(`${server.url}/xapi/live/changes?after=${huge - 1}`)
          return (await response.json()) as (typeof pages)[number]
        }),
      )
      for (const page of polls) {
        expect(page.batches.map((batch) => batch.seq)).toEqual([huge])
        expect(page.batches[0]?.changes).toHaveLength(size * 3)
        expect(page.more).toBe(false)
      }
      // Scoped, the same batch gives the scope's changes only: none of these are 1X2 prices'.
      const scoped = await fetch(
        `${server.url}/xapi/live/changes?after=${huge - 1}&marketTypeIds=MTG`,
      )
      const page = (await scoped.json()) as (typeof pages)[number]
      expect(page.batches.map((batch) => batch.seq)).toEqual([huge])
      expect(page.batches[0]?.changes).toEqual([])
      expect(reads).toBe(1)
    } finally {
      spy.mockRestore()
    }
  })
})

describe("the stream's address", () => {
  /** The HTTP status a WebSocket handshake to path is answered with, or 101 if it switched. */
  const handshake = (path: string) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}${path}`)
      socket.once('upgrade', (response) => {
        resolve(response.statusCode ?? 0)
        socket.close()
      })
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      socket.once('error', () => undefined)
    })

  it('answers a plain request with 426 and what to do, not an empty 404', async () => {
    const answer = await fetch(`${server.url}/xapi/live/stream`)
    expect(answer.status).toBe(426)
    expect(answer.headers.get('upgrade')).toBe('websocket')
    expect(answer.headers.get('connection')).toMatch(/upgrade/i)
    expect(await answer.json()).toEqual({
      code: 'upgrade-required',
      message: expect.stringContaining('is a WebSocket'),
    })
  })

  it('refuses a WebSocket anywhere else before switching, and switches for the stream', async () => {
    expect(await handshake('/xapi/rest/currencies')).toBe(404)
    expect(await handshake('/livez')).toBe(404)
    expect(await handshake('/no/such/place')).toBe(404)
    expect(await handshake('/xapi/live/stream')).toBe(101)
  })

  it('holds an address to its seats: past them a 429 with a wait, a seat back once one closes', async () => {
    const seated = await startServer({ feed: createManualFeed(), streamsPerAddress: 2 })
    try {
      const url = `${seated.url.replace('http', 'ws')}/xapi/live/stream`
      /** The status the handshake is answered with, and the socket if it switched. */
      const open = () =>
        new Promise<{ status: number; socket?: WebSocket; body?: string }>((resolve) => {
          const socket = new WebSocket(url)
          socket.once('open', () => resolve({ status: 101, socket }))
          socket.once('unexpected-response', (_request, response) => {
            let body = ''
            response.on('data', (chunk) => {
              body += String(chunk)
            })
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
          })
          socket.once('error', () => undefined)
        })
      const first = await open()
      const second = await open()
      expect([first.status, second.status]).toEqual([101, 101])
      const refused = await open()
      expect(refused.status).toBe(429)
      expect(JSON.parse(refused.body ?? '')).toEqual({
        code: 'too-many-streams',
        message: expect.stringContaining('poll /xapi/live/changes'),
        retryAfterSeconds: 30,
      })
      // The poll still answers the address.
      expect((await fetch(`${seated.url}/xapi/live/changes?after=0`)).status).toBe(200)
      const closed = new Promise((resolve) => first.socket?.once('close', resolve))
      first.socket?.close()
      await closed
      await vi.waitFor(async () => {
        const again = await open()
        again.socket?.close()
        expect(again.status).toBe(101)
      })
      second.socket?.close()
    } finally {
      await seated.close()
    }
  })

  it('tells a handshake by another method than GET at the stream that it must be a GET', async () => {
    const { connect } = await import('node:net')
    const { port } = new URL(server.url)
    const answer = await new Promise<string>((resolve) => {
      let text = ''
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(
          'POST /xapi/live/stream HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n' +
            'Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nContent-Length: 0\r\n\r\n',
        ),
      )
      socket.on('data', (data) => {
        text += String(data)
        // The whole answer is in once its body's last words are.
        if (text.includes('is none')) socket.destroy()
      })
      socket.on('close', () => resolve(text))
      // A guard against a hang, not a measure.
      setTimeout(() => socket.destroy(), 20_000)
    })
    // "no WebSocket at /xapi/live/stream: the live stream is /xapi/live/stream" before.
    expect(answer).toMatch(/^HTTP\/1\.1 405 /)
    expect(answer).toMatch(/\r\nallow: GET\r\n/i)
    expect(answer).toContain('a WebSocket handshake is a GET: POST /xapi/live/stream is none')
  })

  it('answers a handshake sent right behind another request on the same connection', async () => {
    const { connect } = await import('node:net')
    const { port } = new URL(server.url)
    const statuses = await new Promise<string[]>((resolve) => {
      let text = ''
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(
          'GET /readyz HTTP/1.1\r\nHost: localhost\r\n\r\n' +
            'GET /xapi/live/stream HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\n' +
            'Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
        ),
      )
      const done = () => {
        socket.destroy()
        resolve(text.match(/HTTP\/1\.1 \d+/g) ?? [])
      }
      socket.on('data', (data) => {
        text += String(data)
        if (text.includes('HTTP/1.1 101')) done()
      })
      // Left open and unanswered before: the plugin found the socket still taken by /readyz. A
      // guard against that hang, not a measure: done() comes with the 101.
      setTimeout(done, 20_000)
    })
    // Readiness may be 503 on a machine too slow for its 2 s: what matters is the 101 after it.
    expect(statuses).toEqual([expect.stringMatching(/^HTTP\/1\.1 (200|503)$/), 'HTTP/1.1 101'])
  })

  it('refuses another Upgrade (h2c) anywhere with a reason that names it', async () => {
    const { connect } = await import('node:net')
    const { port } = new URL(server.url)
    for (const path of ['/readyz', '/xapi/live/stream']) {
      // As curl --http2 asks on http://: an HTTP/1.1 request offering to upgrade to h2c.
      const answer = await new Promise<string>((resolve, reject) => {
        let text = ''
        const socket = connect(Number(port), '127.0.0.1', () =>
          socket.write(
            `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade, HTTP2-Settings\r\n` +
              'Upgrade: h2c\r\nHTTP2-Settings: AAMAAABkAAQCAAAAAAIAAAAA\r\n\r\n',
          ),
        )
        socket.on('data', (chunk) => {
          text += chunk
        })
        socket.on('close', () => resolve(text))
        socket.on('error', reject)
        socket.setTimeout(5_000, () => socket.destroy())
      })
      expect(answer.split('\r\n')[0], path).toBe('HTTP/1.1 400 Bad Request')
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)), path).toEqual({
        code: 'invalid-request',
        message: expect.stringContaining('Upgrade: h2c is not offered'),
      })
    }
  })
})

describe('a stream scoped to listed markets', () => {
  /** Event 1001's 1X2 market, and a market of another type added to it, with an outcome of each. */
  async function twoMarkets() {
    const listed = { id: '1001-1x2', market_type_id: 'MRES', outcome: '1001-1x2-1' }
    const other = { id: '1001-scoped-ou', market_type_id: 'MTG', outcome: '1001-scoped-ou-1' }
    await feed.publish([
      {
        kind: 'market-added',
        eventId: '1001',
        market: {
          id: other.id,
          eventId: '1001',
          marketTypeId: other.market_type_id,
          periodId: '1',
          description: 'Total goals',
          status: 'open',
          outcomes: ['Over', 'Under'].map((description, at) => ({
            id: `${other.id}-${at + 1}`,
            marketId: other.id,
            eventId: '1001',
            description,
            status: 'open' as const,
            hidden: false,
            consolidatedPrice: { currentPrice: { decimal: 1.9 } },
          })),
        },
      },
    ])
    const change = (row: typeof listed, decimal: number) =>
      priceChange({ id: row.outcome, eventId: '1001', marketId: row.id }, decimal)
    return { listed, other, change }
  }

  it('leaves out changes to markets of other types of rows, and keeps whole events whole', async () => {
    const { listed, other, change } = await twoMarkets()
    const client = await connect()
    const before = await latestSeq()
    client.send({
      type: 'subscribe',
      after: before,
      listedMarkets: { marketTypeIds: [listed.market_type_id], wholeEventIds: [] },
    })
    const both = await feed.publish([change(listed, 2.05), change(other, 3.05)])
    expect(await client.next()).toMatchObject({
      seq: both,
      changes: [{ m: listed.id, cp: { c: { d: 2.05 } } }],
    })
    // A batch with nothing for the client still comes, empty, so no seq goes missing.
    const none = await feed.publish([change(other, 3.1)])
    expect(await client.next()).toEqual({ type: 'changes', seq: none, changes: [] })

    // The client opens the match's page: from the answer's seq on, every change of the event.
    client.send({
      type: 'listed-markets',
      listedMarkets: { marketTypeIds: [listed.market_type_id], wholeEventIds: ['1001'] },
    })
    expect(await client.next()).toEqual({ type: 'listed-markets-applied', seq: none })
    const whole = await feed.publish([change(other, 3.15)])
    expect(await client.next()).toMatchObject({
      seq: whole,
      changes: [{ m: other.id, cp: { c: { d: 3.15 } } }],
    })
    // null: every change again.
    client.send({ type: 'listed-markets', listedMarkets: null })
    expect(await client.next()).toEqual({ type: 'listed-markets-applied', seq: whole })
    client.close()
  })

  it('scopes the HTTP poll the same way', async () => {
    const { listed, other, change } = await twoMarkets()
    const seq = await feed.publish([change(listed, 2.2), change(other, 3.2)])
    const page = async (query: string) => {
      const response = await fetch(`${server.url}/xapi/live/changes?after=${seq - 1}${query}`)
      expect(response.status).toBe(200)
      const body = (await response.json()) as { batches: { changes: { m: string }[] }[] }
      return body.batches[0]?.changes.map((compact) => compact.m)
    }
    expect(await page(`&marketTypeIds=${listed.market_type_id}`)).toEqual([listed.id])
    expect(await page(`&marketTypeIds=${listed.market_type_id}&wholeEventIds=1001`)).toEqual([
      listed.id,
      other.id,
    ])
    expect(await page('')).toEqual([listed.id, other.id])
    const bad = await fetch(`${server.url}/xapi/live/changes?after=1&wholeEventIds=a%20b`)
    expect(bad.status).toBe(400)
  })

  it('refuses a scope that is not one, and keeps the connection', async () => {
    const client = await connect()
    client.send({ type: 'listed-markets', listedMarkets: { marketTypeIds: 'MRES' } })
    expect(await client.next()).toMatchObject({ type: 'error' })
    client.send({ type: 'subscribe', after: await latestSeq() })
    const seq = await feed.publish([price(2.45)])
    expect(await client.next()).toMatchObject({ type: 'changes', seq })
    client.close()
  })
})

describe('deflated frames', () => {
  it('sends changes frames binary and deflated to a client that asks, the rest as text', async () => {
    const socket = new WebSocket(
      `${server.url.replace('http', 'ws')}/xapi/live/stream?frames=deflate-raw`,
    )
    const frames: Array<{ binary: boolean; text: string }> = []
    socket.on('message', (data, binary) =>
      frames.push({
        binary,
        text: binary ? inflateRawSync(data as Buffer).toString() : String(data),
      }),
    )
    await new Promise((resolve) => socket.once('open', resolve))
    const before = await latestSeq()
    socket.send(JSON.stringify({ type: 'subscribe', after: before }))
    const seq = await feed.publish([price(2.35)])
    await vi.waitFor(() => expect(frames.some((frame) => frame.binary)).toBe(true))
    const changes = frames.find((frame) => frame.binary)
    expect(JSON.parse(changes?.text ?? '')).toEqual({
      type: 'changes',
      seq,
      changes: [
        { k: 'outcome', e: '1001', m: '1001-1x2', o: '1001-1x2-1', cp: { c: { d: 2.35 } } },
      ],
    })
    // The producer's state, sent on subscribe, stays a text frame (a heartbeat may come first).
    expect(frames.filter((frame) => !frame.binary).map((frame) => frame.text)).toContainEqual(
      expect.stringContaining('"type":"producer"'),
    )
    socket.close()
  })
})

describe('producer heartbeat', () => {
  it('suspends every open live market when the feed falls silent, says so, and reopens them when it is back', async () => {
    const silent = createManualFeed()
    const quiet = await startServer({ feed: silent, producerTimeoutMs: 2000 })
    const outcome = { id: '1001-1x2-1', eventId: '1001', marketId: '1001-1x2' }
    /** The feed speaks every 250 ms until the answer is called: no silence counts meanwhile. */
    const speaking = (decimal: number) => {
      const timer = setInterval(
        () => void silent.publish([priceChange(outcome, decimal)]).catch(() => undefined),
        250,
      )
      return () => clearInterval(timer)
    }
    let fallSilent = () => {}
    try {
      const client = await connect(quiet)
      client.send({ type: 'subscribe', after: 0 })
      // The feed speaks while the test reads the open markets, however slowly the machine runs.
      await silent.publish([priceChange(outcome, 2.04)])
      fallSilent = speaking(2.04)
      await expect.poll(() => client.producer).toEqual([{ type: 'producer', up: true, seq: 0 }])
      const live = await liveMarkets(quiet)
      expect(live.open.length).toBeGreaterThan(0)
      // Nothing is published for longer than the timeout.
      fallSilent()
      await expect
        .poll(() => client.producer.at(-1), { timeout: 10_000 })
        .toMatchObject({ up: false })
      expect((await liveMarkets(quiet)).open).toEqual([])
      const poll = await fetch(`${quiet.url}/xapi/live/changes?after=0`).then((r) => r.json())
      expect(poll.producerUp).toBe(false)
      // The feed speaks again: exactly the markets the server suspended reopen.
      await silent.publish([priceChange(outcome, 2.05)])
      fallSilent = speaking(2.05)
      await expect.poll(() => client.producer.at(-1)).toMatchObject({ up: true })
      // Reopened in a batch of their own, which may commit after the notice went out.
      await expect
        .poll(async () => (await liveMarkets(quiet)).open.sort(), { timeout: 10_000 })
        .toEqual(live.open.sort())
      client.close()
    } finally {
      fallSilent()
      await quiet.close()
    }
  })
})

/** The open markets of the live events, as the snapshot shows them. */
async function liveMarkets(of: RunningServer) {
  const snapshot = (await fetch(`${of.url}/xapi/rest/live/events`).then((r) => r.json())) as {
    events: { markets: { id: string; status: string }[] }[]
  }
  const markets = snapshot.events.flatMap((event) => event.markets)
  return { open: markets.filter((market) => market.status === 'open').map((market) => market.id) }
}

describe('Issue 38 a stream in the language it was opened in', () => {
  it("writes new markets' names in the language of l, teams as named; another client reads English", async () => {
    const german = await connect(server, '?l=de')
    const english = await connect()
    const after = await latestSeq()
    for (const client of [german, english]) client.send({ type: 'subscribe', after })
    const market = {
      id: '1001-stream-de',
      eventId: '1001',
      marketTypeId: 'DBLC',
      periodId: 'H1',
      description: '1st Half - Double Chance',
      status: 'open' as const,
      outcomes: ['Arsenal or Draw', 'Arsenal or Chelsea'].map((description, at) => ({
        id: `1001-stream-de-${at + 1}`,
        marketId: '1001-stream-de',
        eventId: '1001',
        description,
        status: 'open' as const,
        hidden: false,
        consolidatedPrice: { currentPrice: { decimal: 1.9 } },
      })),
    }
    await feed.publish([{ kind: 'market-added', eventId: '1001', market }])
    expect(await german.next()).toMatchObject({
      changes: [
        {
          market: {
            description: '1. Halbzeit - Doppelte Chance',
            outcomes: [
              { description: 'Arsenal oder Unentschieden' },
              { description: 'Arsenal oder Chelsea' },
            ],
          },
        },
        // The event's count of open markets, which the new market moved (open-market-count.ts).
        { liveOpenMarketCount: expect.any(Number) },
      ],
    })
    expect(await english.next()).toMatchObject({
      changes: [
        { market: { description: '1st Half - Double Chance' } },
        { liveOpenMarketCount: expect.any(Number) },
      ],
    })
    german.close()
    english.close()
  })
})
