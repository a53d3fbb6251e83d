import { describe, expect, it } from 'vitest'
import { type OpsSample, pointBetween, quantileBetween, refusalsBetween } from './figures.ts'

const bounds = [0.01, 0.1, 1, Number.POSITIVE_INFINITY]
const buckets = (...counts: number[]) => ({ bounds, counts })
const none = buckets(0, 0, 0, 0)

const sample = (at: number, figures: Partial<OpsSample> = {}): OpsSample => ({
  at,
  placements: {},
  refusals: {},
  requests: none,
  placementRequests: none,
  settlementLag: none,
  settlementBacklog: 0,
  streamLagSeconds: 0,
  liveClients: 0,
  eventLoopP99Seconds: 0.01,
  feedLeader: true,
  producerUp: true,
  ...figures,
})

describe('quantileBetween', () => {
  it("interpolates within the bucket the rank falls in, over the interval's counts only", () => {
    // Before: 100 fast requests. Then 100 more: 50 under 10 ms, 50 from 10 to 100 ms.
    const before = buckets(100, 100, 100, 100)
    const after = buckets(150, 200, 200, 200)
    expect(quantileBetween(before, after, 0.5)).toBeCloseTo(0.01)
    expect(quantileBetween(before, after, 0.99)).toBeCloseTo(0.01 + 0.09 * (49 / 50))
  })

  it('is undefined with nothing counted, and the largest bound for the +Inf bucket', () => {
    expect(quantileBetween(none, none, 0.99)).toBeUndefined()
    expect(quantileBetween(none, buckets(0, 0, 0, 5), 0.99)).toBe(1)
  })
})

describe('pointBetween', () => {
  it('rates a second over the interval; refusals are the refused and rejected answers', () => {
    const before = sample(10_000, { placements: { placed: 10, refused: 2 } })
    const after = sample(12_000, {
      placements: { placed: 30, refused: 4, rejected: 2, referred: 5 },
      liveClients: 7,
      streamLagSeconds: Number.NaN,
    })
    expect(pointBetween(before, after)).toMatchObject({
      at: 12,
      placedPerSecond: 10,
      refusedPerSecond: 2,
      requestP99Ms: null,
      streamLagSeconds: null,
      liveClients: 7,
      eventLoopP99Ms: 10,
    })
  })

  it('a process that restarted counts from zero, never a negative rate', () => {
    const point = pointBetween(
      sample(0, { placements: { placed: 500 } }),
      sample(1000, { placements: { placed: 3 } }),
    )
    expect(point.placedPerSecond).toBe(3)
  })
})

it('refusalsBetween: the codes refused in the interval, the most first', () => {
  expect(
    refusalsBetween(
      sample(0, { refusals: { 'RES-00034': 1, 'RES-00233': 4 } }),
      sample(1, { refusals: { 'RES-00034': 4, 'RES-00233': 4, 'RES-00012': 1 } }),
    ),
  ).toEqual([
    ['RES-00034', 3],
    ['RES-00012', 1],
  ])
})
