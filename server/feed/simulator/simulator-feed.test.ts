import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LiveChange } from '../../../domain/feed/change.ts'
import { memoryFeedContext } from '../../../tests/support/memory-feed-context.ts'
import { batches, simulatorFeed } from './simulator-feed.ts'

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-23T08:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

const quiet = { seed: 1, liveEvents: 2, prematchEvents: 5, changesPerSecond: 20, tickMs: 100 }

describe('the simulator feed', () => {
  it('publishes every tick that has changes, and no empty batch', async () => {
    const { batches: published, catalogue, context } = memoryFeedContext()
    const feed = simulatorFeed(quiet)
    feed.start(context)
    await vi.advanceTimersByTimeAsync(3_000)
    await feed.stop()
    expect(published.length).toBeGreaterThan(1)
    for (const batch of published) expect(batch.length).toBeGreaterThan(0)
    expect([...catalogue.events.values()].filter((event) => event.clock)).toHaveLength(2)
  })

  it('logs a failed publish and goes on', async () => {
    const { batches: published, catalogue, context } = memoryFeedContext({ failFirst: 1 })
    const feed = simulatorFeed(quiet)
    feed.start(context)
    await vi.advanceTimersByTimeAsync(3_000)
    await feed.stop()
    expect(context.log.error).toHaveBeenCalledWith(
      { err: expect.any(Error) },
      'feed simulator could not publish',
    )
    expect(published.length).toBeGreaterThan(0)
    // The events of the lost batch are kicked off again.
    expect([...catalogue.events.values()].filter((event) => event.clock)).toHaveLength(2)
  })

  it('stops after the publish in flight, and publishes nothing after', async () => {
    const { batches: published, context } = memoryFeedContext()
    let release: () => void = () => {}
    const publish = context.publish
    context.publish = (changes) =>
      new Promise((resolve) => {
        release = () => resolve(publish(changes))
      })
    const feed = simulatorFeed(quiet)
    feed.start(context)
    await vi.advanceTimersByTimeAsync(1)
    let stopped = false
    const stopping = feed.stop().then(() => {
      stopped = true
    })
    await vi.advanceTimersByTimeAsync(500)
    expect(stopped).toBe(false)
    release()
    await stopping
    const count = published.length
    await vi.advanceTimersByTimeAsync(1_000)
    expect(published).toHaveLength(count)
  })

  it('cuts a batch where it would carry more than 50 whole events', () => {
    const added = (id: number): LiveChange => ({ kind: 'event-removed', eventId: `${id}` })
    const event = { kind: 'event-added' } as LiveChange
    const changes = [added(1), ...Array.from({ length: 120 }, () => event), added(2)]
    expect(batches(changes).map((batch) => batch.length)).toEqual([51, 50, 21])
  })
})
