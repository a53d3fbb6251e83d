// A scrape is never held by the database: with the stream lag's query stalled, every other figure
// is still answered, the lag unknown.

import { expect, it } from 'vitest'
import { createMetrics } from './metrics.ts'

it('a stalled stream-lag query leaves the lag NaN and answers the scrape within its second', async () => {
  const metrics = createMetrics()
  metrics.scrape({
    feedLeader: () => true,
    producerUp: () => true,
    liveClients: () => 3,
    streamLag: () => new Promise(() => undefined),
    databasePool: () => ({ total: 10, idle: 0, waiting: 7 }),
  })
  const started = Date.now()
  const text = await metrics.registry.metrics()
  expect(Date.now() - started).toBeLessThan(3_000)
  expect(text).toContain('live_clients 3')
  expect(text).toContain('live_stream_lag_seconds Nan')
  expect(text).toContain('database_pool_connections{state="waiting"} 7')
})
