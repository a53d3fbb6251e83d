import { describe, expect, it } from 'vitest'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import type { BrandOdds } from '../odds/brand-odds.ts'
import { standardLadder } from '../odds/ladder.ts'
import { applyMargin } from '../odds/margin.ts'
import { applyChange } from './apply-change.ts'
import { priceChange } from './change.ts'
import {
  applySnapshot,
  createStore,
  createTouched,
  eventWithMarkets,
  type LiveStore,
  putEvent,
  putListedEvent,
  putMarket,
  removeEvent,
  removeMarket,
  setOdds,
} from './store.ts'

describe('§3 the normalized live store', () => {
  it('§3 store: an event put in comes back out with its markets and outcomes, in order', () => {
    const store = createStore()
    const event = sampleEvent(1, { markets: 3, outcomesPerMarket: 2 })
    putEvent(store, event)
    expect(eventWithMarkets(store, 'e1')).toEqual(event)
    expect(store.events.get('e1')?.marketIds).toEqual(['e1-m1', 'e1-m2', 'e1-m3'])
    expect(store.markets.get('e1-m2')?.outcomeIds).toEqual(['e1-m2-o1', 'e1-m2-o2'])
    expect(eventWithMarkets(store, 'nope')).toBeUndefined()
  })

  it('§3 store: an event put again replaces the old one whole, markets it dropped included', () => {
    const store = createStore()
    putEvent(store, sampleEvent(1, { markets: 3, outcomesPerMarket: 3 }))
    const touched = createTouched()
    putEvent(store, sampleEvent(1, { markets: 1, outcomesPerMarket: 2 }), touched)
    expect([store.events.size, store.markets.size, store.outcomes.size]).toEqual([1, 1, 2])
    expect(touched.markets.has('e1-m3')).toBe(true)
    expect(touched.outcomes.has('e1-m1-o3')).toBe(true)
  })

  it("§3 store: a list's answer updates the markets it carries and keeps the event's others", () => {
    const store = createStore()
    putEvent(store, sampleEvent(1, { markets: 3, outcomesPerMarket: 2 }))
    const listed = sampleEvent(1, { markets: 1, outcomesPerMarket: 2 })
    const moved = { decimal: 4.2 }
    const [main] = listed.markets
    if (!main?.outcomes[0]) throw new Error('the sample has a market')
    main.outcomes[0] = { ...main.outcomes[0], consolidatedPrice: { currentPrice: moved } }
    const touched = createTouched()
    putListedEvent(store, { ...listed, description: 'Renamed' }, touched)
    expect(store.events.get('e1')).toMatchObject({
      description: 'Renamed',
      marketIds: ['e1-m1', 'e1-m2', 'e1-m3'],
    })
    expect(store.outcomes.get('e1-m1-o1')?.consolidatedPrice.currentPrice).toEqual(moved)
    expect([store.markets.size, store.outcomes.size]).toEqual([3, 6])
    expect(touched.markets.has('e1-m3')).toBe(false)
    // An event the store lacks goes in as the answer has it.
    putListedEvent(store, sampleEvent(2, { markets: 1, outcomesPerMarket: 2 }))
    expect(store.events.get('e2')?.marketIds).toEqual(['e2-m1'])
  })

  it('§9 store: a snapshot of list markets leaves its events listed only, until put whole', () => {
    const store = createStore()
    applySnapshot(store, [sampleEvent(1, { markets: 1, outcomesPerMarket: 2 })], undefined, false)
    expect(store.listedOnly.has('e1')).toBe(true)
    putEvent(store, sampleEvent(1))
    expect(store.listedOnly.has('e1')).toBe(false)
    // A list's answer for an event held whole keeps it whole; a removed event is no row at all.
    putListedEvent(store, sampleEvent(1, { markets: 1, outcomesPerMarket: 2 }))
    expect(store.listedOnly.has('e1')).toBe(false)
    putListedEvent(store, sampleEvent(2, { markets: 1, outcomesPerMarket: 2 }))
    expect(store.listedOnly.has('e2')).toBe(true)
    removeEvent(store, 'e2')
    expect(store.listedOnly.has('e2')).toBe(false)
    applySnapshot(store, [sampleEvent(1)])
    expect(store.listedOnly.size).toBe(0)
  })

  it('§3 store: a market put again drops the outcomes it no longer lists', () => {
    const store = createStore()
    putEvent(store, sampleEvent(1))
    const market = sampleEvent(1, { markets: 1, outcomesPerMarket: 1 }).markets[0]
    if (!market) throw new Error('sample has markets')
    const touched = createTouched()
    putMarket(store, market, touched)
    expect(store.outcomes.has('e1-m1-o2')).toBe(false)
    expect(store.outcomes.has('e1-m1-o1')).toBe(true)
    expect([...touched.outcomes].sort()).toEqual(['e1-m1-o1', 'e1-m1-o2', 'e1-m1-o3'])
  })

  it('§4 store: removing a market removes its outcomes and unlinks it, leaving its siblings', () => {
    const store = createStore()
    putEvent(store, sampleEvent(1))
    const sibling = store.markets.get('e1-m2')
    removeMarket(store, 'e1-m1')
    expect(store.events.get('e1')?.marketIds).toEqual(['e1-m2'])
    expect(store.markets.get('e1-m2')).toBe(sibling)
    expect([...store.outcomes.keys()].every((id) => id.startsWith('e1-m2'))).toBe(true)
    removeMarket(store, 'e1-m1')
    expect(store.markets.size).toBe(1)
  })

  it('§4 store: removing an event removes everything under it and nothing else', () => {
    const store = createStore()
    putEvent(store, sampleEvent(1))
    putEvent(store, sampleEvent(2))
    const touched = createTouched()
    removeEvent(store, 'e1', touched)
    expect([store.events.size, store.markets.size, store.outcomes.size]).toEqual([1, 2, 6])
    expect([touched.events.size, touched.markets.size, touched.outcomes.size]).toEqual([1, 2, 6])
    removeEvent(store, 'e1', touched)
    expect(store.events.size).toBe(1)
  })

  it('§4 store: a snapshot replaces the events in play and keeps those before their start', () => {
    const store = createStore()
    const before = { ...sampleEvent(1), clock: { status: 'NOT_STARTED' } }
    putEvent(store, before)
    putEvent(store, sampleEvent(2))
    putEvent(store, { ...sampleEvent(3), isFinished: true })
    putEvent(store, sampleEvent(4))
    const kept = store.outcomes.get('e1-m1-o1')
    const touched = createTouched()
    applySnapshot(
      store,
      [sampleEvent(4, { markets: 1, outcomesPerMarket: 2 }), sampleEvent(5)],
      touched,
    )
    expect([...store.events.keys()].sort()).toEqual(['e1', 'e4', 'e5'])
    // The event before its start is the same record: nothing about it was sent again.
    expect(store.outcomes.get('e1-m1-o1')).toBe(kept)
    expect(touched.events.has('e1')).toBe(false)
    expect([...touched.events].sort()).toEqual(['e2', 'e3', 'e4', 'e5'])
    expect(store.events.get('e4')?.marketIds).toEqual(['e4-m1'])
    expect(store.outcomes.has('e2-m1-o1')).toBe(false)
  })
})

describe('§5 the store prices what enters it in the brand’s odds', () => {
  const odds: BrandOdds = {
    ladder: standardLadder,
    margins: [
      { leagueId: null, marketTypeId: '1', margin: 0.05 },
      { leagueId: '7', marketTypeId: null, margin: 0.03 },
    ],
  }
  const inLeague = (index: number) => ({
    ...sampleEvent(index, { markets: 2, outcomesPerMarket: 2 }),
    eventPaths: [
      { id: 1, slug: 'football', description: 'Football' },
      { id: 7, slug: 'premier-league', description: 'Premier League' },
    ],
  })
  const decimal = (store: LiveStore, outcomeId: string) =>
    store.outcomes.get(outcomeId)?.consolidatedPrice.currentPrice.decimal

  it('§5 odds margin: an event put in carries the brand’s prices: market-type and league margins, on the ladder', () => {
    const store = createStore()
    store.odds = odds
    putEvent(store, inLeague(1))
    // Feed 2.00 and 2.50; market type 1 takes 5 % + the league's 3 %, market 2 the league's only.
    expect(decimal(store, 'e1-m1-o1')).toBe(applyMargin(2, 0.08))
    expect(decimal(store, 'e1-m1-o2')).toBe(applyMargin(2.5, 0.08))
    expect(decimal(store, 'e1-m2-o1')).toBe(applyMargin(2, 0.03))
    expect(decimal(store, 'e1-m1-o1')).toBeLessThan(2)
  })

  it('§5 odds margin: a live price change is priced too, and the price shown moves only when the brand’s does', () => {
    const store = createStore()
    store.odds = odds
    putEvent(store, inLeague(1))
    const change = (price: number) =>
      applyChange(
        store,
        priceChange({ id: 'e1-m1-o1', eventId: 'e1', marketId: 'e1-m1' }, price),
        touched,
      )
    let touched = createTouched()
    change(3)
    expect(decimal(store, 'e1-m1-o1')).toBe(applyMargin(3, 0.08))
    expect(store.outcomes.get('e1-m1-o1')?.consolidatedPrice.penultimatePrice?.decimal).toBe(
      applyMargin(2, 0.08),
    )
    const before = store.outcomes.get('e1-m1-o1')
    touched = createTouched()
    // 3.01 is the same rung as 3.00 once the margin is off it.
    change(3.01)
    expect(store.outcomes.get('e1-m1-o1')).toBe(before)
    expect(touched.outcomes.size).toBe(0)
  })

  it('§5 odds margin: new odds price the store again from the feed’s prices; none brings the feed’s back', () => {
    const store = createStore()
    putEvent(store, inLeague(1))
    let touched = createTouched()
    setOdds(store, odds, touched)
    expect(decimal(store, 'e1-m1-o1')).toBe(applyMargin(2, 0.08))
    expect(touched.outcomes).toEqual(new Set(['e1-m1-o1', 'e1-m1-o2', 'e1-m2-o1', 'e1-m2-o2']))
    applyChange(store, priceChange({ id: 'e1-m1-o1', eventId: 'e1', marketId: 'e1-m1' }, 4))
    setOdds(store, { ...odds, margins: [] })
    expect(decimal(store, 'e1-m1-o1')).toBe(4)
    touched = createTouched()
    setOdds(store, undefined, touched)
    expect(decimal(store, 'e1-m1-o1')).toBe(4)
    expect(decimal(store, 'e1-m2-o2')).toBe(2.5)
    expect(store.fedPrices.size).toBe(0)
  })

  it('a market that leaves takes its pricing and its feed prices with it', () => {
    const store = createStore()
    store.odds = odds
    putEvent(store, inLeague(1))
    removeMarket(store, 'e1-m1')
    expect(store.pricing.has('e1-m1')).toBe(false)
    expect(store.fedPrices.has('e1-m1-o1')).toBe(false)
    removeEvent(store, 'e1')
    expect([store.pricing.size, store.fedPrices.size]).toEqual([0, 0])
  })
})
