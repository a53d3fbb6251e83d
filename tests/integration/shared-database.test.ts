// ARCHITECTURE.md: several server processes share one PostgreSQL; live fan-out goes through
// the database, so a client of either sees the same stream. Runs in npm test's PostgreSQL pass.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { priceChange } from '../../domain/feed/change.ts'
import { demoLiveEventIds } from '../../server/seed.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { startEngine, until } from '../support/engine-harness.ts'
import { untilFeedLeaseFree } from '../support/feed-lease.ts'
import { createManualFeed, testDriven } from '../support/manual-feed.ts'

const databaseUrl = process.env.DATABASE_URL

describe.runIf(databaseUrl)('two servers on one PostgreSQL', () => {
  const feedA = createManualFeed()
  const feedB = createManualFeed()
  let first: RunningServer
  let second: RunningServer
  let firstClosed = false

  beforeAll(async () => {
    await untilFeedLeaseFree(databaseUrl as string)
    first = await startServer({ databaseUrl, feed: feedA, producerTimeoutMs: testDriven })
    second = await startServer({
      databaseUrl,
      feed: feedB,
      producerTimeoutMs: testDriven,
      takeoverPollMs: 200,
    })
  })
  afterAll(async () => {
    await second?.close()
    // The takeover test closes the first itself.
    if (!firstClosed) await first?.close()
  })

  it('one process runs the feed', () => {
    expect([first.feedLeader, second.feedLeader]).toEqual([true, false])
  })

  it("a client of the second process gets the first process's changes", async () => {
    const { engine, live, row } = await startEngine(second.url)
    try {
      const list = await until(live, (state) => state.status === 'ready' && state.streaming)
      // A seeded demo match: other tests on this database have live events of their own.
      const eventId = list.competitions
        .flatMap((competition) => competition.eventIds)
        .find((id) => demoLiveEventIds.includes(id))
      const summary = row(eventId ?? '')
      const view = await until(summary, (state) => state.market !== undefined)
      const outcome = view.outcomes[view.market?.outcomeIds[0] ?? '']
      if (!outcome) throw new Error('no live outcome shown')
      await feedA.publish([priceChange(outcome, 7.77)])
      await until(
        summary,
        (state) => state.outcomes[outcome.id]?.consolidatedPrice.currentPrice.decimal === 7.77,
      )
    } finally {
      engine.stop()
    }
  })

  it('clients of either process receive the same stream, seq for seq', async () => {
    const [a, b] = [streamOf(first), streamOf(second)]
    await Promise.all([a.open, b.open])
    const outcome = { id: '1001-1x2-1', eventId: '1001', marketId: '1001-1x2' }
    const seqs: number[] = []
    for (const decimal of [2.01, 2.02, 2.03])
      seqs.push(await feedA.publish([priceChange(outcome, decimal)]))
    await expect.poll(() => a.seqs.length >= 3 && b.seqs.length >= 3).toBe(true)
    expect(a.seqs).toEqual(b.seqs)
    expect(a.seqs.slice(-3)).toEqual(seqs)
    a.close()
    b.close()
  })

  it('the other process takes the feed over within seconds when the leader dies', async () => {
    await first.close()
    firstClosed = true
    await expect.poll(() => second.feedLeader, { timeout: 10_000 }).toBe(true)
    const seq = await feedB.publish([
      priceChange({ id: '1001-1x2-1', eventId: '1001', marketId: '1001-1x2' }, 2.5),
    ])
    const latest = (
      await second.db.query<{ seq: string }>('select max(seq) as seq from live_batches')
    )[0]
    expect(Number(latest?.seq)).toBe(seq)
  })
})

/** A raw stream client subscribed from the current end of the log: the seqs it receives. */
function streamOf(server: RunningServer) {
  const socket = new WebSocket(`${server.url.replace('http', 'ws')}/xapi/live/stream`)
  const seqs: number[] = []
  const open = new Promise<void>((resolve) => {
    socket.once('open', async () => {
      const [row] = await server.db.query<{ seq: string }>(
        'select max(seq) as seq from live_batches',
      )
      socket.send(JSON.stringify({ type: 'subscribe', after: Number(row?.seq ?? 0) }))
      resolve()
    })
  })
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { type: string; seq: number }
    if (message.type === 'changes') seqs.push(message.seq)
  })
  return { open, seqs, close: () => socket.close() }
}
