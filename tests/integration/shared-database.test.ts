// ARCHITECTURE.md: several server processes share one PostgreSQL; live fan-out goes through
// the database, so a client of either sees the same stream. Runs in npm test's PostgreSQL pass.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { priceChange } from '../../domain/feed/change.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { startEngine, until } from '../support/engine-harness.ts'
import { createManualFeed, testDriven } from '../support/manual-feed.ts'

const databaseUrl = process.env.DATABASE_URL

describe.runIf(databaseUrl)('two servers on one PostgreSQL', () => {
  const feedA = createManualFeed()
  const feedB = createManualFeed()
  let first: RunningServer
  let second: RunningServer

  beforeAll(async () => {
    first = await startServer({ databaseUrl, feed: feedA, producerTimeoutMs: testDriven })
    second = await startServer({ databaseUrl, feed: feedB, producerTimeoutMs: testDriven })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  it('one process runs the feed', () => {
    expect([first.feedLeader, second.feedLeader]).toEqual([true, false])
  })

  it("a client of the second process gets the first process's changes", async () => {
    const { engine, live, row } = await startEngine(second.url)
    try {
      const list = await until(live, (state) => state.status === 'ready' && state.streaming)
      const summary = row(list.competitions[0]?.eventIds[0] ?? '')
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
})
