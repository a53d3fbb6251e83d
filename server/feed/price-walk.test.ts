import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EventWithMarkets } from '../../domain/events/event.ts'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import { createStore, eventWithMarkets, putEvent } from '../../domain/feed/store.ts'
import { feedOptionsFromEnv, seededRandom } from './feed-options.ts'
import type { FeedContext } from './feed-source.ts'
import { liveFixture } from './live-fixtures.ts'
import { createPriceWalk, nudge } from './price-walk.ts'
import { conflate } from './publish-changes.ts'

/** A feed context over an in-memory store, as the server's is over the database. */
function memoryFeed(events: EventWithMarkets[], publishMs = 0) {
  const store = createStore()
  for (const event of events) putEvent(store, event)
  const batches: LiveChange[][] = []
  const context: FeedContext = {
    catalogue: store,
    liveEvents: async () =>
      [...store.events.keys()].flatMap((id) => eventWithMarkets(store, id) ?? []),
    publish: async (changes) => {
      if (publishMs > 0) await new Promise((resolve) => setTimeout(resolve, publishMs))
      const batch = conflate(changes)
      batches.push(batch)
      applyChanges(store, batch)
      return batches.length
    },
  }
  return { store, batches, context }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('feed load knobs', () => {
  it('FEED_LIVE_EVENTS: tops the live events up to the number asked for, as event-added changes', async () => {
    const feed = memoryFeed([liveFixture(0, seededRandom(1), new Date())])
    const walk = createPriceWalk({ liveEvents: 120, changesPerSecond: 0, random: seededRandom(7) })
    walk.start(feed.context)
    await vi.advanceTimersByTimeAsync(0)
    await walk.stop()
    expect(feed.store.events.size).toBe(120)
    expect(feed.batches.flat().every((change) => change.kind === 'event-added')).toBe(true)
    expect(Math.max(...feed.batches.map((batch) => batch.length))).toBeLessThanOrEqual(50)
    const leagues = new Set(
      [...feed.store.events.values()].map((event) => event.eventPaths[2]?.slug),
    )
    expect(leagues.size).toBeGreaterThan(4)
  })

  it('FEED_CHANGES_PER_SECOND: about that many price changes a second, across the events', async () => {
    const random = seededRandom(3)
    const feed = memoryFeed(
      Array.from({ length: 50 }, (_, n) => liveFixture(n, random, new Date())),
    )
    const walk = createPriceWalk({ changesPerSecond: 400, tickMs: 100, random: seededRandom(9) })
    walk.start(feed.context)
    await vi.advanceTimersByTimeAsync(10_000)
    await walk.stop()
    const prices = feed.batches.flat().filter((change) => change.kind === 'outcome')
    // A roll that rounds to the same price is no change: a few short of 4,000 in 10 s.
    expect(prices.length).toBeGreaterThan(3_900)
    expect(prices.length).toBeLessThanOrEqual(4_000)
    expect(new Set(prices.map((change) => change.eventId)).size).toBe(50)
  })

  it('keeps the rate when publishing takes longer than a tick', async () => {
    const random = seededRandom(4)
    const feed = memoryFeed(
      Array.from({ length: 50 }, (_, n) => liveFixture(n, random, new Date())),
      300,
    )
    const walk = createPriceWalk({ changesPerSecond: 100, tickMs: 100, random: seededRandom(8) })
    walk.start(feed.context)
    await vi.advanceTimersByTimeAsync(10_000)
    await walk.stop()
    const prices = feed.batches.flat().filter((change) => change.kind === 'outcome')
    expect(feed.batches.length).toBeLessThan(30)
    expect(prices.length).toBeGreaterThan(950)
  })

  it('FEED_SEED: the same seed plays the same feed', async () => {
    const play = async () => {
      const feed = memoryFeed([])
      vi.setSystemTime(1_800_000_000_000)
      const walk = createPriceWalk({
        liveEvents: 5,
        changesPerSecond: 20,
        random: seededRandom(42),
      })
      walk.start(feed.context)
      await vi.advanceTimersByTimeAsync(2_000)
      await walk.stop()
      return feed.batches
    }
    expect(await play()).toEqual(await play())
  })

  it('reads the knobs from the environment, and says which is wrong', () => {
    expect(feedOptionsFromEnv({})).toEqual({ changesPerSecond: 2, tickMs: 250 })
    expect(
      feedOptionsFromEnv({
        FEED_LIVE_EVENTS: '200',
        FEED_CHANGES_PER_SECOND: '2000',
        FEED_SEED: '1',
        FEED_TICK_MS: '100',
      }),
    ).toEqual({ liveEvents: 200, changesPerSecond: 2000, seed: 1, tickMs: 100 })
    expect(() => feedOptionsFromEnv({ FEED_LIVE_EVENTS: 'lots' })).toThrow(
      'FEED_LIVE_EVENTS must be a whole number from 0 to 10000, not "lots"',
    )
    expect(() => feedOptionsFromEnv({ FEED_CHANGES_PER_SECOND: '-1' })).toThrow(
      /FEED_CHANGES_PER_SECOND/,
    )
  })
})

describe('price walk', () => {
  it('moves a price 2 to 8 per cent, to two decimals, never below 1.01', () => {
    for (let roll = 0; roll < 1; roll += 0.01) {
      const moved = nudge(2, roll)
      expect(Math.abs(moved - 2) / 2).toBeGreaterThanOrEqual(0.019)
      expect(Math.abs(moved - 2) / 2).toBeLessThanOrEqual(0.081)
      expect(Math.round(moved * 100) / 100).toBe(moved)
    }
    expect(nudge(1.02, 0)).toBe(1.01)
  })
})

describe('conflate', () => {
  const price = (outcomeId: string, decimal: number): LiveChange => ({
    kind: 'outcome',
    eventId: 'e',
    marketId: 'm',
    outcomeId,
    consolidatedPrice: { currentPrice: { decimal } },
  })

  it('keeps the last price of each outcome and every other change in order', () => {
    const suspend: LiveChange = { kind: 'market', eventId: 'e', marketId: 'm', status: 'suspended' }
    expect(conflate([price('a', 2), price('b', 3), suspend, price('a', 2.5)])).toEqual([
      price('b', 3),
      suspend,
      price('a', 2.5),
    ])
  })
})
