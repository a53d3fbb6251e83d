import { describe, expect, it } from 'vitest'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import { applyChanges } from './apply-change.ts'
import type { LiveChange } from './change.ts'
import { openMarketCountChanges } from './open-market-count.ts'
import { createStore, putEvent } from './store.ts'

const storeWithEvent = () => {
  const store = createStore()
  putEvent(store, sampleEvent(1, { markets: 3, outcomesPerMarket: 2 }))
  return store
}

/** The batch applied, then the counts it calls for: what a publisher sends. */
const publish = (store: ReturnType<typeof createStore>, batch: LiveChange[]) => {
  applyChanges(store, batch)
  const counts = openMarketCountChanges(store, batch)
  applyChanges(store, counts)
  return counts
}

describe('§3 liveOpenMarketCount follows the markets that take bets', () => {
  it('a market suspended and reopened moves the count both ways', () => {
    const store = storeWithEvent()
    expect(
      publish(store, [{ kind: 'market', eventId: 'e1', marketId: 'e1-m2', status: 'suspended' }]),
    ).toEqual([{ kind: 'event', eventId: 'e1', liveOpenMarketCount: 2 }])
    expect(store.events.get('e1')?.liveOpenMarketCount).toBe(2)
    expect(
      publish(store, [{ kind: 'market', eventId: 'e1', marketId: 'e1-m2', status: 'open' }]),
    ).toEqual([{ kind: 'event', eventId: 'e1', liveOpenMarketCount: 3 }])
  })

  it('a market resulted leaves the count, one added joins it', () => {
    const store = storeWithEvent()
    expect(
      publish(store, [{ kind: 'market', eventId: 'e1', marketId: 'e1-m1', status: 'resulted' }]),
    ).toEqual([{ kind: 'event', eventId: 'e1', liveOpenMarketCount: 2 }])
    const [market] = sampleEvent(1, { markets: 4, outcomesPerMarket: 2 }).markets.slice(3)
    if (!market) throw new Error('the sample has a fourth market')
    expect(publish(store, [{ kind: 'market-added', eventId: 'e1', market }])).toEqual([
      { kind: 'event', eventId: 'e1', liveOpenMarketCount: 3 },
    ])
  })

  it('an event added is published with its count; a batch that moves nothing adds nothing', () => {
    const store = createStore()
    const { liveOpenMarketCount: _, ...event } = sampleEvent(2, {
      markets: 2,
      outcomesPerMarket: 2,
    })
    expect(publish(store, [{ kind: 'event-added', event }])).toEqual([
      { kind: 'event', eventId: 'e2', liveOpenMarketCount: 2 },
    ])
    expect(
      publish(store, [
        { kind: 'market', eventId: 'e2', marketId: 'e2-m1', status: 'open' },
        { kind: 'event', eventId: 'e2', minutes: 12 },
      ]),
    ).toEqual([])
  })
})
