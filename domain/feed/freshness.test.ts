import { describe, expect, it } from 'vitest'
import { freshnessOf, staleAfterMs } from './freshness.ts'

const now = 1_000_000

describe('freshnessOf', () => {
  it('is fresh while frames arrive within three heartbeats and the producer is up', () => {
    expect(
      freshnessOf(
        { connected: true, producerUp: true, lastFrameAt: now - 1000 },
        now,
        now - staleAfterMs,
      ),
    ).toEqual({ stale: false })
    expect(
      freshnessOf(
        { connected: false, producerUp: true, lastFrameAt: now - staleAfterMs },
        now,
        now - staleAfterMs,
      ).stale,
    ).toBe(false)
  })

  it('is stale once the stream has been silent longer than that, connected or not', () => {
    const silent = { producerUp: true, lastFrameAt: now - staleAfterMs - 1 }
    expect(freshnessOf({ ...silent, connected: true }, now, now - staleAfterMs)).toEqual({
      stale: true,
      reason: 'silent',
      ageSeconds: 15,
    })
    expect(freshnessOf({ ...silent, connected: false }, now, now - staleAfterMs).reason).toBe(
      'silent',
    )
  })

  it('is stale before anything arrived: starting for three heartbeats, silent after', () => {
    const unheard = { connected: false, producerUp: true, lastFrameAt: 0 }
    expect(freshnessOf(unheard, now, now - staleAfterMs)).toEqual({
      stale: true,
      reason: 'starting',
    })
    expect(freshnessOf(unheard, now, now - staleAfterMs - 1)).toEqual({
      stale: true,
      reason: 'silent',
    })
  })

  it('is stale when the producer is down, however recent the frames', () => {
    expect(
      freshnessOf(
        { connected: true, producerUp: false, lastFrameAt: now },
        now,
        now - staleAfterMs,
      ),
    ).toEqual({
      stale: true,
      reason: 'producer-down',
      ageSeconds: 0,
    })
  })
})
