import { describe, expect, it } from 'vitest'
import { pointBetween } from '../../domain/ops/figures.ts'
import { createMetrics } from './metrics.ts'
import { readSample } from './ops-recorder.ts'

describe('the figures /ops/ reads from the registry', () => {
  it('are the counters GET /metrics gives, summed as the page plots them', async () => {
    const metrics = createMetrics()
    const before = await readSample(metrics.registry, 0)
    metrics.placements.inc({ result: 'placed', code: 'none' }, 4)
    metrics.placements.inc({ result: 'refused', code: 'RES-00034' }, 2)
    const placement = { method: 'POST', route: '/xapi/rest/accounts/:accountId/betslips' }
    metrics.httpDuration.observe({ ...placement, status: 200 }, 0.02)
    metrics.httpDuration.observe({ method: 'GET', route: '/api/cached_settings', status: 200 }, 3)
    const after = await readSample(metrics.registry, 2000)
    expect(after.placements).toEqual({ placed: 4, refused: 2 })
    expect(after.refusals).toEqual({ 'RES-00034': 2 })
    const point = pointBetween(before, after)
    expect(point).toMatchObject({ placedPerSecond: 2, refusedPerSecond: 1 })
    // The placement's one call took 20 ms; every request's p99 is in the 2.5 to 5 s bucket.
    expect(point.placementP99Ms).toBeGreaterThan(10)
    expect(point.placementP99Ms).toBeLessThanOrEqual(25)
    expect(point.requestP99Ms).toBeGreaterThan(2500)
    expect(point.streamLagSeconds).toBeNull()
  })
})
