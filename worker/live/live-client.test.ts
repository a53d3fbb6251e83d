// The live client against a fake WebSocket, a fake snapshot and a fake poll, on a simulated
// clock: no network. Each socket the client opens is kept, so a test can open, feed, drop or
// fail it the way a browser would.

import { deflateRawSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LiveEventsResponse } from '../../domain/api/live-events.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import { freshnessOf, type StreamHealth } from '../../domain/feed/freshness.ts'
import type { ChangesPage, ServerMessage } from '../../domain/feed/protocol.ts'
import { FakeSocket } from '../../tests/support/fake-socket.ts'
import { createLiveClient, type LiveClientOptions } from './live-client.ts'

const sockets = () => FakeSocket.instances
const lastSocket = (): FakeSocket => {
  const socket = FakeSocket.instances.at(-1)
  if (!socket) throw new Error('no socket opened')
  return socket
}

const priceChange = (decimal: number) => ({
  k: 'outcome',
  e: 'e1',
  m: 'e1-m1',
  o: 'e1-m1-o1',
  cp: { c: { d: decimal } },
})

const batch = (seq: number, decimal = 2): ServerMessage => ({
  type: 'changes',
  seq,
  changes: [priceChange(decimal)],
})

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data })
const failed: ApiResult<never> = {
  ok: false,
  error: { status: 0, code: 'network', message: 'Something went wrong' },
}

/** A promise the test resolves when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** Two connects in a row fail, the second wait ms after the first (past its backoff): the HTTP fallback starts. */
async function failTwice(wait = 500) {
  lastSocket().fail()
  await vi.advanceTimersByTimeAsync(wait)
  lastSocket().fail()
}

function setup(overrides: Partial<LiveClientOptions> = {}) {
  let snapshotSeq = 10
  const snapshots: LiveEventsResponse[] = []
  const applied: unknown[][] = []
  const streaming: boolean[] = []
  const loadSnapshot = vi.fn(
    async (): Promise<ApiResult<LiveEventsResponse>> => ok({ seq: snapshotSeq, events: [] }),
  )
  const pollChanges = vi.fn(
    async (after: number): Promise<ApiResult<ChangesPage>> =>
      ok({ seq: after, snapshotRequired: false, batches: [] }),
  )
  const random = vi.fn(() => 0.5)
  const client = createLiveClient({
    streamUrl: () => 'ws://sportsbook.test/xapi/live/stream',
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    loadSnapshot,
    pollChanges,
    onSnapshot: (snapshot) => snapshots.push(snapshot),
    onChanges: (changes) => applied.push(changes),
    onStreaming: (value) => streaming.push(value),
    random,
    ...overrides,
  })
  return {
    client,
    loadSnapshot,
    pollChanges,
    random,
    snapshots,
    applied,
    streaming,
    setSnapshotSeq: (seq: number) => {
      snapshotSeq = seq
    },
    /** The decimals of every price change applied, in order. */
    appliedPrices: () =>
      applied.flat().map((change) => {
        // The client hands changes on expanded but unchecked: the live module checks them.
        const expanded = change as LiveChange
        return expanded.kind === 'outcome'
          ? expanded.consolidatedPrice?.currentPrice.decimal
          : undefined
      }),
  }
}

beforeEach(() => {
  FakeSocket.instances = []
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('§4 live: snapshot and subscription', () => {
  it('§4 live: subscribes with the snapshot seq once the socket opens', async () => {
    const live = setup()
    const first = await live.client.start()
    expect(first).toEqual({ ok: true, data: { seq: 10, events: [] } })
    expect(live.snapshots).toEqual([{ seq: 10, events: [] }])
    expect(lastSocket().url).toBe('ws://sportsbook.test/xapi/live/stream')
    lastSocket().open()
    expect(lastSocket().subscribes()).toEqual([10])
    expect(live.streaming).toEqual([true])
    expect(live.client.seq()).toBe(10)
    live.client.stop()
  })

  it('§3 outcome: a batch arrives in short keys and is applied expanded, in order', async () => {
    const live = setup()
    await live.client.start()
    lastSocket().open()
    lastSocket().receive(batch(11, 2.5))
    lastSocket().receive(batch(12, 2.75))
    expect(live.applied[0]).toEqual([
      {
        kind: 'outcome',
        eventId: 'e1',
        marketId: 'e1-m1',
        outcomeId: 'e1-m1-o1',
        consolidatedPrice: { currentPrice: { decimal: 2.5 } },
      },
    ])
    expect(live.appliedPrices()).toEqual([2.5, 2.75])
    expect(live.client.seq()).toBe(12)
    live.client.stop()
  })

  it('§4 live: a duplicate or old batch is skipped, so an overlap after a resubscribe is harmless', async () => {
    const live = setup()
    await live.client.start()
    lastSocket().open()
    lastSocket().receive(batch(10, 9)) // the snapshot already holds seq 10
    lastSocket().receive(batch(11, 2.5))
    lastSocket().receive(batch(11, 3))
    lastSocket().receive(batch(9, 4))
    expect(live.appliedPrices()).toEqual([2.5])
    expect(live.client.seq()).toBe(11)
    live.client.stop()
  })

  it('§4 live: seq is gapless, so a batch overtaken or lost is asked for again, never skipped', async () => {
    const live = setup()
    await live.client.start()
    const socket = lastSocket()
    socket.open()
    socket.receive(batch(11, 2.5))
    socket.receive(batch(13, 5)) // 12 was lost or is behind it: not applied, 12 asked for
    expect(live.appliedPrices()).toEqual([2.5])
    expect(socket.subscribes()).toEqual([10, 11])
    socket.receive(batch(14, 6)) // asked for once a second at most
    expect(socket.subscribes()).toEqual([10, 11])
    socket.receive(batch(12, 3))
    socket.receive(batch(13, 5))
    socket.receive(batch(14, 6))
    expect(live.appliedPrices()).toEqual([2.5, 3, 5, 6])
    // A heartbeat ahead of our point says a batch went missing at the end of a burst.
    await vi.advanceTimersByTimeAsync(1000)
    socket.receive({ type: 'heartbeat', seq: 16 })
    expect(socket.subscribes()).toEqual([10, 11, 14])
    live.client.stop()
  })

  it('reports its health: connected, the producer, and frames at most once a second', async () => {
    const health: StreamHealth[] = []
    const live = setup({ onHealth: (next) => health.push(next) })
    await live.client.start()
    const socket = lastSocket()
    socket.open()
    expect(health.at(-1)).toMatchObject({ connected: true, producerUp: true })
    const count = health.length
    socket.receive(batch(11))
    socket.receive(batch(12))
    expect(health.length).toBe(count)
    await vi.advanceTimersByTimeAsync(1000)
    socket.receive({ type: 'heartbeat', seq: 12 })
    expect(health.length).toBe(count + 1)
    socket.receive({ type: 'producer', up: false, seq: 12 })
    expect(health.at(-1)).toMatchObject({ connected: true, producerUp: false })
    socket.drop()
    expect(health.at(-1)).toMatchObject({ connected: false, producerUp: false })
    live.client.stop()
  })

  it('§4 live: a dropped connection resumes from the last applied seq, so no change is lost', async () => {
    const live = setup()
    await live.client.start()
    lastSocket().open()
    lastSocket().receive(batch(11))
    lastSocket().receive(batch(12))
    lastSocket().drop()
    expect(live.streaming).toEqual([true, false])
    await vi.advanceTimersByTimeAsync(30_000)
    expect(sockets()).toHaveLength(2)
    lastSocket().open()
    expect(lastSocket().subscribes()).toEqual([12])
    expect(live.loadSnapshot).toHaveBeenCalledTimes(1)
    live.client.stop()
  })

  it('§4 live: snapshot-required reloads the snapshot, then subscribes from its seq', async () => {
    const live = setup()
    await live.client.start()
    lastSocket().open()
    live.setSnapshotSeq(500)
    lastSocket().receive({ type: 'snapshot-required', seq: 500 })
    await vi.advanceTimersByTimeAsync(0)
    expect(live.loadSnapshot).toHaveBeenCalledTimes(2)
    expect(live.snapshots.map((snapshot) => snapshot.seq)).toEqual([10, 500])
    expect(lastSocket().subscribes()).toEqual([10, 500])
    expect(live.client.seq()).toBe(500)
    lastSocket().receive(batch(500))
    lastSocket().receive(batch(501, 3))
    expect(live.appliedPrices()).toEqual([3])
    live.client.stop()
  })

  it('§4 live: a second snapshot-required during the reload does not load it twice', async () => {
    const live = setup()
    await live.client.start()
    lastSocket().open()
    const reload = deferred<ApiResult<LiveEventsResponse>>()
    live.loadSnapshot.mockReturnValueOnce(reload.promise)
    lastSocket().receive({ type: 'snapshot-required', seq: 500 })
    lastSocket().receive({ type: 'snapshot-required', seq: 501 })
    reload.resolve(ok({ seq: 501, events: [] }))
    await vi.advanceTimersByTimeAsync(0)
    expect(live.loadSnapshot).toHaveBeenCalledTimes(2)
    expect(lastSocket().subscribes()).toEqual([10, 501])
    live.client.stop()
  })

  it('§4 live: a reload that outlives its socket still subscribes the socket that replaced it', async () => {
    const live = setup()
    await live.client.start()
    lastSocket().open()
    const reload = deferred<ApiResult<LiveEventsResponse>>()
    live.loadSnapshot.mockReturnValueOnce(reload.promise)
    lastSocket().receive({ type: 'snapshot-required', seq: 500 })
    lastSocket().drop()
    await vi.advanceTimersByTimeAsync(30_000)
    const second = lastSocket()
    second.open()
    second.receive({ type: 'snapshot-required', seq: 500 })
    reload.resolve(ok({ seq: 500, events: [] }))
    await vi.advanceTimersByTimeAsync(0)
    expect(second.subscribes().at(-1)).toBe(500)
    live.client.stop()
  })

  it('§4 live: a failed reload backs off and retries instead of resubscribing from a stale seq', async () => {
    const live = setup()
    await live.client.start()
    const first = lastSocket()
    first.open()
    live.loadSnapshot.mockResolvedValueOnce(failed)
    first.receive({ type: 'snapshot-required', seq: 500 })
    await vi.advanceTimersByTimeAsync(0)
    expect(first.subscribes()).toEqual([10])
    expect(first.closeCalls).toBeGreaterThan(0)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(sockets()).toHaveLength(2)
    live.setSnapshotSeq(500)
    lastSocket().open()
    lastSocket().receive({ type: 'snapshot-required', seq: 500 })
    await vi.advanceTimersByTimeAsync(0)
    expect(lastSocket().subscribes().at(-1)).toBe(500)
    live.client.stop()
  })

  it('§4 live: when the first snapshot failed, the stream starts with a snapshot, not after 0', async () => {
    const live = setup()
    live.loadSnapshot.mockResolvedValueOnce(failed)
    const first = await live.client.start()
    expect(first.ok).toBe(false)
    expect(live.snapshots).toEqual([])
    lastSocket().open()
    await vi.advanceTimersByTimeAsync(0)
    expect(live.snapshots.map((snapshot) => snapshot.seq)).toEqual([10])
    expect(lastSocket().subscribes()).toEqual([10])
    live.client.stop()
  })

  it('§4 live: frames that are not messages are ignored and the connection stays', async () => {
    const live = setup()
    await live.client.start()
    lastSocket().open()
    lastSocket().receive('not json')
    lastSocket().receive('42')
    lastSocket().receive('null')
    lastSocket().onmessage?.({ data: new ArrayBuffer(4) })
    lastSocket().receive({ type: 'error', reason: 'malformed frame' })
    lastSocket().receive('{"type":"changes","seq":50}')
    lastSocket().receive('{"type":"changes","seq":"50","changes":[]}')
    lastSocket().receive('{"type":"changes","changes":[]}')
    lastSocket().receive({ type: 'heartbeat', seq: 10 })
    lastSocket().receive(batch(11))
    // The binary frame that does not inflate is skipped; the frames after it waited for it.
    await vi.waitFor(() => expect(live.appliedPrices()).toEqual([2]))
    expect(live.client.seq()).toBe(11)
    expect(lastSocket().closeCalls).toBe(0)
    expect(sockets()).toHaveLength(1)
    live.client.stop()
  })

  it('§4 live: a deflated changes frame is inflated and applied in order with the text frames', async () => {
    const live = setup()
    await live.client.start()
    lastSocket().open()
    const deflated = deflateRawSync(JSON.stringify(batch(11, 2.5)))
    lastSocket().onmessage?.({
      data: deflated.buffer.slice(deflated.byteOffset, deflated.byteOffset + deflated.length),
    })
    // Sent after it, handled after it: applied second, not taken for a gap.
    lastSocket().receive(batch(12, 2.75))
    await vi.waitFor(() => expect(live.appliedPrices()).toEqual([2.5, 2.75]))
    expect(live.client.seq()).toBe(12)
    expect(lastSocket().subscribes()).toEqual([10])
    live.client.stop()
  })
})

describe('§4 live: reconnect backoff', () => {
  /** How long after a drop the next socket appears, to the millisecond. */
  async function nextConnectDelay(): Promise<number> {
    const before = sockets().length
    for (let waited = 1; waited <= 60_000; waited++) {
      await vi.advanceTimersByTimeAsync(1)
      if (sockets().length > before) return waited
    }
    throw new Error('no reconnect within 60 s')
  }

  it('§4 live: delays start at 0.5 s, double on each failure and are capped at 30 s', async () => {
    const live = setup({ pollChanges: () => new Promise<ApiResult<ChangesPage>>(() => {}) })
    await live.client.start()
    lastSocket().open()
    lastSocket().drop()
    const delays: number[] = []
    for (let attempt = 0; attempt < 9; attempt++) {
      delays.push(await nextConnectDelay())
      lastSocket().fail()
    }
    // random() is 0.5 here, so each delay is 75 per cent of 0.5, 1, 2, 4, 8, 16, 30, 30, 30 s.
    expect(delays).toEqual([375, 750, 1500, 3000, 6000, 12_000, 22_500, 22_500, 22_500])
    live.client.stop()
  })

  it('§4 live: each delay is jittered to between 50 and 100 per cent of the backoff', async () => {
    const draws = [0, 0.5, 0.9, 0.25]
    const random = vi.fn(() => draws.shift() ?? 0)
    const live = setup({ random, pollChanges: () => new Promise<ApiResult<ChangesPage>>(() => {}) })
    await live.client.start()
    lastSocket().open()
    lastSocket().drop()
    const delays: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      delays.push(await nextConnectDelay())
      lastSocket().fail()
    }
    // Backoffs 500, 1000, 2000, 4000 ms scaled by 0.5 + random / 2.
    expect(delays).toEqual([250, 750, 1900, 2500])
    expect(random).toHaveBeenCalledTimes(5)
    live.client.stop()
  })

  it('§4 live: a connection that opens resets the backoff', async () => {
    const live = setup()
    await live.client.start()
    lastSocket().fail()
    await nextConnectDelay()
    lastSocket().fail()
    await nextConnectDelay()
    lastSocket().open()
    lastSocket().drop()
    expect(await nextConnectDelay()).toBe(375)
    live.client.stop()
  })
})

describe('§9 live: HTTP poll fallback (poll_changes_refresh_interval)', () => {
  it('§9 live: after two failed connects it polls every 5 s from the last applied seq', async () => {
    const live = setup()
    live.pollChanges.mockImplementation(async (after) =>
      ok({
        seq: after + 1,
        snapshotRequired: false,
        batches: [{ seq: after + 1, changes: [priceChange(after + 1)] }],
      }),
    )
    await live.client.start()
    lastSocket().fail()
    await vi.advanceTimersByTimeAsync(5000)
    expect(live.pollChanges).not.toHaveBeenCalled()
    expect(sockets()).toHaveLength(2)
    lastSocket().fail()
    await vi.advanceTimersByTimeAsync(0)
    expect(live.pollChanges.mock.calls).toEqual([[10]])
    await vi.advanceTimersByTimeAsync(4999)
    expect(live.pollChanges).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(live.pollChanges.mock.calls).toEqual([[10], [11]])
    expect(live.appliedPrices()).toEqual([11, 12])
    expect(live.client.seq()).toBe(12)
    live.client.stop()
  })

  it('§9 live: a page that says more is read on at once, not a poll interval later', async () => {
    const live = setup()
    // The log ends at 13: each page holds one batch and says more until it reaches the end.
    live.pollChanges.mockImplementation(async (after) =>
      after < 13
        ? ok({
            seq: after + 1,
            snapshotRequired: false,
            batches: [{ seq: after + 1, changes: [priceChange(after + 1)] }],
            more: after + 1 < 13,
          })
        : ok({ seq: after, snapshotRequired: false, batches: [], more: false }),
    )
    await live.client.start()
    await failTwice()
    await vi.advanceTimersByTimeAsync(10)
    expect(live.pollChanges.mock.calls).toEqual([[10], [11], [12]])
    expect(live.client.seq()).toBe(13)
    // At the end of the log it polls on the interval again.
    await vi.advanceTimersByTimeAsync(4900)
    expect(live.pollChanges).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(100)
    expect(live.pollChanges.mock.calls.at(-1)).toEqual([13])
    live.client.stop()
  })

  it('§9 live: polling stops once the socket is back, which resumes from the polled seq', async () => {
    const live = setup({ random: () => 0 })
    live.pollChanges.mockImplementation(async (after) =>
      ok({ seq: after + 1, snapshotRequired: false, batches: [{ seq: after + 1, changes: [] }] }),
    )
    await live.client.start()
    await failTwice(250)
    await vi.advanceTimersByTimeAsync(10)
    expect(live.pollChanges).toHaveBeenCalledTimes(1)
    // The third connect comes 0.5 x 1 s after the second failure; open it then.
    await vi.advanceTimersByTimeAsync(1000)
    const back = lastSocket()
    expect(sockets()).toHaveLength(3)
    back.open()
    expect(back.subscribes()).toEqual([11])
    const calls = live.pollChanges.mock.calls.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(live.pollChanges).toHaveBeenCalledTimes(calls)
    live.client.stop()
  })

  it('§9 live: a poll that answers snapshotRequired reloads the snapshot', async () => {
    const live = setup()
    live.pollChanges.mockResolvedValue(ok({ seq: 900, snapshotRequired: true, batches: [] }))
    await live.client.start()
    live.setSnapshotSeq(900)
    await failTwice()
    await vi.advanceTimersByTimeAsync(0)
    expect(live.snapshots.map((snapshot) => snapshot.seq)).toEqual([10, 900])
    expect(live.client.seq()).toBe(900)
    live.client.stop()
  })

  it('§9 live: a failed poll keeps polling', async () => {
    const live = setup()
    live.pollChanges.mockResolvedValue(failed)
    await live.client.start()
    await failTwice()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(live.pollChanges).toHaveBeenCalledTimes(3)
    live.client.stop()
  })

  it('§9 live: a poll still in flight when polling restarts does not leave a second poll loop', async () => {
    const live = setup({ random: () => 0 })
    const slow = deferred<ApiResult<ChangesPage>>()
    live.pollChanges.mockReturnValueOnce(slow.promise)
    await live.client.start()
    await failTwice(250)
    await vi.advanceTimersByTimeAsync(0)
    expect(live.pollChanges).toHaveBeenCalledTimes(1) // and still in flight
    await vi.advanceTimersByTimeAsync(500)
    lastSocket().open() // polling stops
    lastSocket().drop()
    await vi.advanceTimersByTimeAsync(250)
    lastSocket().fail() // two failures in a row again: polling restarts
    await vi.advanceTimersByTimeAsync(0)
    expect(live.pollChanges).toHaveBeenCalledTimes(2)
    slow.resolve(ok({ seq: 10, snapshotRequired: false, batches: [] }))
    await vi.advanceTimersByTimeAsync(0)
    // One loop: one poll per interval.
    await vi.advanceTimersByTimeAsync(15_000)
    expect(live.pollChanges).toHaveBeenCalledTimes(5)
    // And the socket coming back stops it for good.
    await vi.advanceTimersByTimeAsync(30_000)
    const back = lastSocket()
    back.open()
    const calls = live.pollChanges.mock.calls.length
    await vi.advanceTimersByTimeAsync(60_000)
    expect(live.pollChanges).toHaveBeenCalledTimes(calls)
    live.client.stop()
  })

  it('§9 live: without a snapshot the fallback loads one instead of polling after 0', async () => {
    const live = setup()
    live.loadSnapshot.mockResolvedValueOnce(failed)
    await live.client.start()
    await failTwice()
    await vi.advanceTimersByTimeAsync(0)
    expect(live.pollChanges).not.toHaveBeenCalledWith(0)
    expect(live.snapshots.map((snapshot) => snapshot.seq)).toEqual([10])
    await vi.advanceTimersByTimeAsync(5000)
    expect(live.pollChanges).toHaveBeenCalledWith(10)
    live.client.stop()
  })
})

describe('§4 live: sockets that cannot be had', () => {
  it('§4 live: a WebSocket constructor that throws counts as a failed connect', async () => {
    let refusals = 3
    class RefusingSocket extends FakeSocket {
      constructor(url: string) {
        if (refusals > 0) {
          refusals -= 1
          throw new DOMException('blocked', 'SecurityError')
        }
        super(url)
      }
    }
    const live = setup({ WebSocket: RefusingSocket as unknown as typeof WebSocket })
    await expect(live.client.start()).resolves.toMatchObject({ ok: true })
    await vi.advanceTimersByTimeAsync(500)
    // Two failures in a row: the HTTP fallback is on while the constructor keeps refusing.
    expect(live.pollChanges).toHaveBeenCalledWith(10)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(sockets()).toHaveLength(1)
    lastSocket().open()
    expect(lastSocket().subscribes()).toEqual([10])
    const polls = live.pollChanges.mock.calls.length
    await vi.advanceTimersByTimeAsync(30_000)
    expect(live.pollChanges).toHaveBeenCalledTimes(polls)
    live.client.stop()
  })

  it('§9 live: a poll that throws does not end the fallback', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const live = setup()
    live.pollChanges.mockRejectedValueOnce(new Error('bug'))
    await live.client.start()
    await failTwice()
    await vi.advanceTimersByTimeAsync(5000)
    expect(live.pollChanges).toHaveBeenCalledTimes(2)
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
    live.client.stop()
  })
})

describe('§4 live: heartbeat watchdog', () => {
  it('§4 live: three silent heartbeat intervals close the socket and reconnect', async () => {
    const live = setup({ random: () => 0 })
    await live.client.start()
    const first = lastSocket()
    first.open()
    first.receive(batch(11))
    await vi.advanceTimersByTimeAsync(14_999)
    expect(first.closeCalls).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(first.closeCalls).toBe(1)
    // A dead connection may never finish its close handshake: the client does not wait for it.
    expect(live.streaming).toEqual([true, false])
    await vi.advanceTimersByTimeAsync(250)
    expect(sockets()).toHaveLength(2)
    lastSocket().open()
    expect(lastSocket().subscribes()).toEqual([11])
    // The late close event of the dead socket changes nothing.
    first.drop()
    expect(live.streaming).toEqual([true, false, true])
    await vi.advanceTimersByTimeAsync(1000)
    expect(sockets()).toHaveLength(2)
    live.client.stop()
  })

  it('§4 live: sockets that open and say nothing never freshen the prices', async () => {
    // A proxy in front of a dead server accepts each connect and stays silent: the reconnects
    // must not count as word from the server, or the prices would never turn stale.
    const health: StreamHealth[] = []
    const live = setup({ random: () => 0, onHealth: (next) => health.push(next) })
    await live.client.start()
    lastSocket().open()
    lastSocket().receive(batch(11))
    const lastWord = health.at(-1)?.lastFrameAt ?? 0
    for (let reconnect = 0; reconnect < 3; reconnect++) {
      await vi.advanceTimersByTimeAsync(15_250)
      lastSocket().open()
    }
    const now = Date.now()
    expect(health.at(-1)).toMatchObject({ connected: true, lastFrameAt: lastWord })
    expect(freshnessOf(health.at(-1) as StreamHealth, now, 0)).toMatchObject({
      stale: true,
      reason: 'silent',
    })
    live.client.stop()
  })

  it('§4 live: heartbeats keep a quiet connection open', async () => {
    const live = setup()
    await live.client.start()
    lastSocket().open()
    for (let beat = 1; beat <= 10; beat++) {
      await vi.advanceTimersByTimeAsync(5000)
      lastSocket().receive({ type: 'heartbeat', seq: 10 })
    }
    expect(lastSocket().closeCalls).toBe(0)
    expect(sockets()).toHaveLength(1)
    live.client.stop()
  })

  it('§4 live: the watchdog follows the configured heartbeat interval', async () => {
    const live = setup({ heartbeatMs: 200 })
    await live.client.start()
    lastSocket().open()
    await vi.advanceTimersByTimeAsync(599)
    expect(lastSocket().closeCalls).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(lastSocket().closeCalls).toBe(1)
    live.client.stop()
  })
})

describe('§4 live: stop', () => {
  it('§4 live: stop() closes the socket and nothing reconnects, polls or applies afterwards', async () => {
    const live = setup()
    await live.client.start()
    const socket = lastSocket()
    socket.open()
    live.client.stop()
    expect(socket.closeCalls).toBe(1)
    socket.receive(batch(11))
    socket.drop()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(sockets()).toHaveLength(1)
    expect(live.applied).toEqual([])
    expect(live.pollChanges).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('§4 live: stop() while polling and reconnecting stops both', async () => {
    const live = setup()
    await live.client.start()
    await failTwice()
    await vi.advanceTimersByTimeAsync(0)
    const polls = live.pollChanges.mock.calls.length
    const opened = sockets().length
    live.client.stop()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(live.pollChanges).toHaveBeenCalledTimes(polls)
    expect(sockets()).toHaveLength(opened)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('§4 live: a snapshot or poll answered after stop() is not applied', async () => {
    const live = setup()
    await live.client.start()
    lastSocket().open()
    const reload = deferred<ApiResult<LiveEventsResponse>>()
    live.loadSnapshot.mockReturnValueOnce(reload.promise)
    lastSocket().receive({ type: 'snapshot-required', seq: 500 })
    live.client.stop()
    reload.resolve(ok({ seq: 500, events: [] }))
    await vi.advanceTimersByTimeAsync(0)
    expect(live.snapshots.map((snapshot) => snapshot.seq)).toEqual([10])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('§4 live: stop() before the first snapshot arrives opens no socket', async () => {
    const live = setup()
    const first = deferred<ApiResult<LiveEventsResponse>>()
    live.loadSnapshot.mockReturnValueOnce(first.promise)
    const started = live.client.start()
    live.client.stop()
    first.resolve(ok({ seq: 10, events: [] }))
    await started
    expect(sockets()).toHaveLength(0)
  })
})

describe('a stream scoped to listed markets', () => {
  const scope = { marketTypeIds: ['MRES'], wholeEventIds: ['e2'] }

  it('subscribes with the scope, and a rescope waits for the server to apply it', async () => {
    let listed: typeof scope | undefined = scope
    const live = setup({ listedMarkets: () => listed })
    await live.client.start()
    const socket = lastSocket()
    socket.open()
    expect(socket.sent).toEqual([{ type: 'subscribe', after: 10, listedMarkets: scope }])
    listed = { ...scope, wholeEventIds: ['e2', 'e3'] }
    let applied = false
    const rescoped = live.client.rescope().then(() => {
      applied = true
    })
    expect(socket.sent.at(-1)).toEqual({ type: 'listed-markets', listedMarkets: listed })
    await vi.advanceTimersByTimeAsync(100)
    expect(applied).toBe(false)
    socket.receive({ type: 'listed-markets-applied', seq: 10 })
    await rescoped
    expect(applied).toBe(true)
    // Every change again: null.
    listed = undefined
    const all = live.client.rescope()
    expect(socket.sent.at(-1)).toEqual({ type: 'listed-markets', listedMarkets: null })
    socket.receive({ type: 'listed-markets-applied', seq: 10 })
    await all
    live.client.stop()
  })

  it('holds nothing up without a stream, when the socket drops, or when no answer comes', async () => {
    const live = setup({ listedMarkets: () => scope })
    await live.client.start()
    // Not open yet: the subscribe will carry it.
    await live.client.rescope()
    expect(lastSocket().sent).toEqual([])
    const socket = lastSocket()
    socket.open()
    const dropped = live.client.rescope()
    socket.drop()
    await dropped
    await vi.advanceTimersByTimeAsync(1000)
    const next = lastSocket()
    next.open()
    expect(next.sent.at(-1)).toEqual({ type: 'subscribe', after: 10, listedMarkets: scope })
    const unanswered = live.client.rescope()
    await vi.advanceTimersByTimeAsync(5000)
    await unanswered
    live.client.stop()
  })
})

describe('Issue 38 a language change', () => {
  it('reopens the stream at once with the address of the new language, and reads the snapshot anew', async () => {
    let language = 'en'
    const live = setup({ streamUrl: () => `ws://sportsbook.test/xapi/live/stream?l=${language}` })
    await live.client.start()
    const first = lastSocket()
    first.open()
    expect(first.url).toBe('ws://sportsbook.test/xapi/live/stream?l=en')
    language = 'de'
    live.setSnapshotSeq(14)
    live.client.reopen()
    const second = lastSocket()
    expect(second).not.toBe(first)
    expect(second.url).toBe('ws://sportsbook.test/xapi/live/stream?l=de')
    second.open()
    await vi.waitFor(() => expect(live.loadSnapshot).toHaveBeenCalledTimes(2))
    await vi.waitFor(() => expect(second.subscribes()).toEqual([14]))
    live.client.stop()
  })
})
