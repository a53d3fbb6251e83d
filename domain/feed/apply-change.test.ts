import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import { applyChange, applyChanges, applyPriceChange } from './apply-change.ts'
import {
  type FeedMarketStatus,
  type LiveChange,
  type MarketChange,
  type OutcomeChange,
  priceChange,
} from './change.ts'
import { createStore, createTouched, eventWithMarkets, type LiveStore, putEvent } from './store.ts'

function storeWith(events = 2): LiveStore {
  const store = createStore()
  for (let i = 1; i <= events; i++) putEvent(store, sampleEvent(i))
  return store
}

function apply(store: LiveStore, change: LiveChange) {
  const touched = createTouched()
  applyChange(store, change, touched)
  return {
    events: [...touched.events],
    markets: [...touched.markets],
    outcomes: [...touched.outcomes],
  }
}

/** A status for a market of event e1. */
const marketStatus = (status: FeedMarketStatus, marketId = 'e1-m1'): MarketChange => ({
  kind: 'market',
  eventId: 'e1',
  marketId,
  status,
})

/** hidden or status for an outcome of market e1-m1. */
const outcomeChange = (
  outcomeId: string,
  change: Pick<OutcomeChange, 'hidden' | 'status'>,
): OutcomeChange => ({ kind: 'outcome', eventId: 'e1', marketId: 'e1-m1', outcomeId, ...change })

const price = (decimal: number) =>
  priceChange({ id: 'e1-m1-o1', eventId: 'e1', marketId: 'e1-m1' }, decimal)

const untouched = { events: [], markets: [], outcomes: [] }

describe('§4 market status', () => {
  for (const status of ['lts', 'settled', 'resulted', 'closed'] as const) {
    it(`§4 market status: ${status} removes the market, its outcomes and its link from the event`, () => {
      const store = storeWith()
      const touched = apply(store, marketStatus(status))
      expect(store.markets.has('e1-m1')).toBe(false)
      expect(store.outcomes.has('e1-m1-o1')).toBe(false)
      expect(store.events.get('e1')?.marketIds).toEqual(['e1-m2'])
      expect(touched).toEqual({
        events: ['e1'],
        markets: ['e1-m1'],
        outcomes: ['e1-m1-o1', 'e1-m1-o2', 'e1-m1-o3'],
      })
    })
  }

  it('§4 market status: suspended updates the status and replaces the market record', () => {
    const store = storeWith()
    const before = store.markets.get('e1-m1')
    const touched = apply(store, marketStatus('suspended'))
    expect(store.markets.get('e1-m1')?.status).toBe('suspended')
    expect(store.markets.get('e1-m1')).not.toBe(before)
    expect(before?.status).toBe('open')
    expect(touched).toEqual({ events: [], markets: ['e1-m1'], outcomes: [] })
  })

  it('§4 market status: open after suspended reopens the market', () => {
    const store = storeWith()
    apply(store, marketStatus('suspended'))
    apply(store, marketStatus('open'))
    expect(store.markets.get('e1-m1')?.status).toBe('open')
  })

  it('§4 market status: the status it already has touches nothing and keeps identity', () => {
    const store = storeWith()
    const before = store.markets.get('e1-m1')
    const touched = apply(store, marketStatus('open'))
    expect(store.markets.get('e1-m1')).toBe(before)
    expect(touched).toEqual(untouched)
  })

  it('§4 market status: a status the spec does not name is ignored', () => {
    const store = storeWith()
    apply(store, marketStatus('bogus' as 'open'))
    expect(store.markets.get('e1-m1')?.status).toBe('open')
  })

  it('§4 market status: a change for an unknown market is ignored', () => {
    const store = storeWith()
    const touched = apply(store, marketStatus('closed', 'nope'))
    expect(touched).toEqual(untouched)
    expect(store.markets.size).toBe(4)
  })
})

describe('§4 outcome hidden', () => {
  it('§4 outcome hidden: sets hidden on the outcome', () => {
    const store = storeWith()
    const touched = apply(store, outcomeChange('e1-m1-o2', { hidden: true }))
    expect(store.outcomes.get('e1-m1-o2')?.hidden).toBe(true)
    expect(store.markets.has('e1-m1')).toBe(true)
    expect(touched).toEqual({ events: [], markets: [], outcomes: ['e1-m1-o2'] })
  })

  it('§4 all hidden: a market whose outcomes are all hidden is removed', () => {
    const store = storeWith()
    for (const o of ['o1', 'o2']) {
      apply(store, outcomeChange(`e1-m1-${o}`, { hidden: true }))
    }
    expect(store.markets.has('e1-m1')).toBe(true)
    const touched = apply(store, outcomeChange('e1-m1-o3', { hidden: true }))
    expect(store.markets.has('e1-m1')).toBe(false)
    expect(store.outcomes.has('e1-m1-o3')).toBe(false)
    expect(store.events.get('e1')?.marketIds).toEqual(['e1-m2'])
    expect(touched.events).toEqual(['e1'])
    expect(touched.markets).toEqual(['e1-m1'])
  })

  it('§4 outcome hidden: unhiding shows the outcome again', () => {
    const store = storeWith()
    apply(store, outcomeChange('e1-m1-o1', { hidden: true }))
    apply(store, outcomeChange('e1-m1-o1', { hidden: false }))
    expect(store.outcomes.get('e1-m1-o1')?.hidden).toBe(false)
  })

  it('§4 outcome status: suspended and open update the outcome status', () => {
    const store = storeWith()
    apply(store, outcomeChange('e1-m1-o1', { status: 'suspended' }))
    expect(store.outcomes.get('e1-m1-o1')?.status).toBe('suspended')
    apply(store, outcomeChange('e1-m1-o1', { status: 'open' }))
    expect(store.outcomes.get('e1-m1-o1')?.status).toBe('open')
  })
})

describe('§4 price change', () => {
  it('§4 price change: the new price becomes current, current moves to penultimate, penultimate to antepenultimate', () => {
    const store = storeWith()
    apply(store, price(2.1))
    expect(store.outcomes.get('e1-m1-o1')?.consolidatedPrice).toEqual({
      currentPrice: { decimal: 2.1 },
      penultimatePrice: { decimal: 2 },
    })
    apply(store, price(2.2))
    apply(store, price(2.3))
    expect(store.outcomes.get('e1-m1-o1')?.consolidatedPrice).toEqual({
      currentPrice: { decimal: 2.3 },
      penultimatePrice: { decimal: 2.2 },
      antepenultimatePrice: { decimal: 2.1 },
    })
  })

  it('§4 price change: touches only the outcome, and replaces only its record', () => {
    const store = storeWith()
    const market = store.markets.get('e1-m1')
    const event = store.events.get('e1')
    const sibling = store.outcomes.get('e1-m1-o2')
    const touched = apply(store, price(3.75))
    expect(touched).toEqual({ events: [], markets: [], outcomes: ['e1-m1-o1'] })
    expect(store.markets.get('e1-m1')).toBe(market)
    expect(store.events.get('e1')).toBe(event)
    expect(store.outcomes.get('e1-m1-o2')).toBe(sibling)
  })

  it('§4 price change: the same price is no change, and keeps the history', () => {
    const store = storeWith()
    const before = store.outcomes.get('e1-m1-o1')
    expect(apply(store, price(2))).toEqual(untouched)
    expect(store.outcomes.get('e1-m1-o1')).toBe(before)
  })

  it('§4 price change: a moved handicap line with the same decimal is a change', () => {
    const store = storeWith()
    apply(store, {
      ...price(2),
      consolidatedPrice: { currentPrice: { decimal: 2, spread: -1.5 } },
    })
    expect(store.outcomes.get('e1-m1-o1')?.consolidatedPrice.currentPrice.spread).toBe(-1.5)
  })

  it('§4 price change: a price without a usable decimal is ignored', () => {
    const store = storeWith()
    for (const decimal of [Number.NaN, 0.5, Number.POSITIVE_INFINITY, '2' as unknown as number]) {
      apply(store, price(decimal))
    }
    apply(store, { ...price(2), consolidatedPrice: { currentPrice: null as never } })
    expect(store.outcomes.get('e1-m1-o1')?.consolidatedPrice).toEqual({
      currentPrice: { decimal: 2 },
    })
  })

  it('§4 price change: a price for an unknown outcome is ignored', () => {
    const store = storeWith()
    expect(apply(store, { ...price(9), outcomeId: 'missing' })).toEqual(untouched)
  })

  it('§4 price change: applyPriceChange leaves the given outcome untouched', () => {
    const outcome = sampleEvent(1).markets[0]?.outcomes[0]
    if (!outcome) throw new Error('sample has outcomes')
    const frozen = structuredClone(outcome)
    const next = applyPriceChange(outcome, { decimal: 5 })
    expect(outcome).toEqual(frozen)
    expect(next.consolidatedPrice.penultimatePrice).toBe(outcome.consolidatedPrice.currentPrice)
  })

  const priceChanges = fc.array(
    fc.record({
      event: fc.integer({ min: 1, max: 3 }),
      market: fc.integer({ min: 1, max: 3 }),
      outcome: fc.integer({ min: 1, max: 4 }),
      decimal: fc.double({ min: 1, max: 1000, noNaN: true }),
    }),
    { maxLength: 200 },
  )

  it('§4 price change: any sequence of price changes keeps every event, market and outcome (property)', () => {
    fc.assert(
      fc.property(priceChanges, (changes) => {
        const store = storeWith(3)
        const counts = [store.events.size, store.markets.size, store.outcomes.size]
        for (const c of changes) {
          const marketId = `e${c.event}-m${c.market}`
          applyChange(store, {
            kind: 'outcome',
            eventId: `e${c.event}`,
            marketId,
            outcomeId: `${marketId}-o${c.outcome}`,
            consolidatedPrice: { currentPrice: { decimal: c.decimal } },
          })
        }
        expect([store.events.size, store.markets.size, store.outcomes.size]).toEqual(counts)
      }),
    )
  })

  it('§4 price change: the current price is always the last one sent, the history the ones before (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1, max: 50, noNaN: true }), { minLength: 1, maxLength: 20 }),
        (decimals) => {
          const store = storeWith(1)
          for (const decimal of decimals) apply(store, price(decimal))
          const distinct = [2, ...decimals].filter((d, i, all) => i === 0 || d !== all[i - 1])
          const consolidated = store.outcomes.get('e1-m1-o1')?.consolidatedPrice
          expect(consolidated?.currentPrice.decimal).toBe(distinct.at(-1))
          expect(consolidated?.penultimatePrice?.decimal).toBe(distinct.at(-2))
          expect(consolidated?.antepenultimatePrice?.decimal).toBe(distinct.at(-3))
        },
      ),
    )
  })
})

describe('§4 live event changes', () => {
  it('§4 clock: END_OF_EVENT marks the event finished', () => {
    const store = storeWith()
    const touched = apply(store, {
      kind: 'event',
      eventId: 'e1',
      clock: { status: 'END_OF_EVENT' },
    })
    expect(store.events.get('e1')?.isFinished).toBe(true)
    expect(store.events.get('e1')?.clock).toEqual({ status: 'END_OF_EVENT', minutes: 10 })
    expect(touched).toEqual({ events: ['e1'], markets: [], outcomes: [] })
  })

  it('§4 clock: a status update keeps the minutes, and other statuses do not finish the event', () => {
    const store = storeWith()
    apply(store, { kind: 'event', eventId: 'e1', clock: { status: 'STOPPED' } })
    expect(store.events.get('e1')?.clock).toEqual({ status: 'STOPPED', minutes: 10 })
    expect(store.events.get('e1')?.isFinished).toBeUndefined()
  })

  it('§4 clock: a clock makes a pre-match event live; NOT_STARTED means not begun', () => {
    const store = createStore()
    const { clock: _clock, ...prematch } = sampleEvent(1)
    putEvent(store, prematch)
    apply(store, { kind: 'event', eventId: 'e1', clock: { status: 'NOT_STARTED' } })
    expect(store.events.get('e1')?.clock).toEqual({ status: 'NOT_STARTED' })
    apply(store, { kind: 'event', eventId: 'e1', minutes: 1 })
    expect(store.events.get('e1')?.clock).toEqual({ status: 'NOT_STARTED', minutes: 1 })
  })

  it('§4 minutes: updates the clock minutes and keeps the status', () => {
    const store = storeWith()
    apply(store, { kind: 'event', eventId: 'e1', minutes: 67 })
    expect(store.events.get('e1')?.clock).toEqual({ status: 'RUNNING', minutes: 67 })
  })

  it('§4 minutes: the same minute touches nothing', () => {
    const store = storeWith()
    const before = store.events.get('e1')
    expect(apply(store, { kind: 'event', eventId: 'e1', minutes: 10 })).toEqual(untouched)
    expect(store.events.get('e1')).toBe(before)
  })

  it('§4 open-market count: updates liveOpenMarketCount', () => {
    const store = storeWith()
    apply(store, { kind: 'event', eventId: 'e1', liveOpenMarketCount: 37 })
    expect(store.events.get('e1')?.liveOpenMarketCount).toBe(37)
  })

  it('§4 score: updates the score, sets and match', () => {
    const store = storeWith()
    apply(store, {
      kind: 'event',
      eventId: 'e1',
      scores: { home: 2, away: 1 },
      sets: [
        { home: 6, away: 4 },
        { home: 3, away: 5 },
      ],
      match: { home: 1, away: 0 },
    })
    const event = store.events.get('e1')
    expect(event?.scores).toEqual({ home: 2, away: 1 })
    expect(event?.sets).toEqual([
      { home: 6, away: 4 },
      { home: 3, away: 5 },
    ])
    expect(event?.match).toEqual({ home: 1, away: 0 })
  })

  it('§4 score: the same score sent again touches nothing', () => {
    const store = storeWith()
    apply(store, { kind: 'event', eventId: 'e1', scores: { home: 1, away: 1 } })
    expect(
      apply(store, { kind: 'event', eventId: 'e1', scores: { home: 1, away: 1 } }).events,
    ).toEqual([])
  })

  it('§4 red cards: a side sent off shows on the event, and the same count touches nothing', () => {
    const store = storeWith()
    const sentOff: LiveChange = { kind: 'event', eventId: 'e1', redCards: { home: 0, away: 1 } }
    expect(apply(store, sentOff).events).toEqual(['e1'])
    expect(store.events.get('e1')?.redCards).toEqual({ home: 0, away: 1 })
    expect(apply(store, sentOff)).toEqual(untouched)
  })

  it('§4 cricket outcomes: replaces the ball-by-ball outcomes', () => {
    const store = storeWith()
    apply(store, { kind: 'event', eventId: 'e1', cricketOutcomes: ['1', '4', 'W', '0', '6'] })
    expect(store.events.get('e1')?.cricketOutcomes).toEqual(['1', '4', 'W', '0', '6'])
  })

  it('§4 current period: updates the period, its abbreviation and number', () => {
    const store = storeWith()
    apply(store, {
      kind: 'event',
      eventId: 'e1',
      currentPeriod: 'Second Half',
      currentPeriodAbbreviation: '2H',
      currentPeriodNumber: 2,
    })
    const event = store.events.get('e1')
    expect([
      event?.currentPeriod,
      event?.currentPeriodAbbreviation,
      event?.currentPeriodNumber,
    ]).toEqual(['Second Half', '2H', 2])
  })

  it('§4 live event changes: keys the spec does not name do not reach the event', () => {
    const store = storeWith()
    apply(store, { kind: 'event', eventId: 'e1', slug: 'hijacked', minutes: 11 } as LiveChange)
    expect(store.events.get('e1')?.slug).toBe('home-1-v-away-1')
    expect(store.events.get('e1')?.clock?.minutes).toBe(11)
  })

  it('§4 live event changes: a change for an unknown event is ignored', () => {
    const store = storeWith()
    expect(apply(store, { kind: 'event', eventId: 'e9', minutes: 5 }).events).toEqual([])
    expect(store.events.has('e9')).toBe(false)
  })
})

describe('§4 markets and events added and removed', () => {
  it('§4 market added: joins its event at the end and its outcomes are stored', () => {
    const store = storeWith()
    const market = {
      ...(sampleEvent(1, { markets: 3, outcomesPerMarket: 2 }).markets[2] as NonNullable<
        ReturnType<typeof sampleEvent>['markets'][number]
      >),
    }
    const touched = apply(store, { kind: 'market-added', eventId: 'e1', market })
    expect(store.events.get('e1')?.marketIds).toEqual(['e1-m1', 'e1-m2', 'e1-m3'])
    expect(store.outcomes.has('e1-m3-o2')).toBe(true)
    expect(touched).toEqual({
      events: ['e1'],
      markets: ['e1-m3'],
      outcomes: ['e1-m3-o1', 'e1-m3-o2'],
    })
  })

  it('§4 market added: sent again it replaces the market, and outcomes it dropped go', () => {
    const store = storeWith()
    const market = sampleEvent(1, { markets: 1, outcomesPerMarket: 2 }).markets[0]
    if (!market) throw new Error('sample has markets')
    apply(store, { kind: 'market-added', eventId: 'e1', market })
    expect(store.markets.get('e1-m1')?.outcomeIds).toEqual(['e1-m1-o1', 'e1-m1-o2'])
    expect(store.outcomes.has('e1-m1-o3')).toBe(false)
    expect(store.events.get('e1')?.marketIds).toEqual(['e1-m1', 'e1-m2'])
  })

  it('§4 all hidden: a market added with every outcome hidden is not shown', () => {
    const store = storeWith()
    const market = sampleEvent(1, { markets: 3, outcomesPerMarket: 2 }).markets[2]
    if (!market) throw new Error('sample has markets')
    const hidden = { ...market, outcomes: market.outcomes.map((o) => ({ ...o, hidden: true })) }
    apply(store, { kind: 'market-added', eventId: 'e1', market: hidden })
    expect(store.markets.has('e1-m3')).toBe(false)
    expect(store.events.get('e1')?.marketIds).toEqual(['e1-m1', 'e1-m2'])
  })

  it('§4 market added: for an unknown event it is ignored', () => {
    const store = storeWith()
    const market = sampleEvent(9).markets[0]
    if (!market) throw new Error('sample has markets')
    apply(store, { kind: 'market-added', eventId: 'e9', market })
    expect(store.markets.has('e9-m1')).toBe(false)
  })

  it('§4 event added and removed: the event round-trips through the store', () => {
    const store = createStore()
    const event = sampleEvent(5, { markets: 3, outcomesPerMarket: 3 })
    apply(store, { kind: 'event-added', event })
    expect(eventWithMarkets(store, 'e5')).toEqual(event)
    const touched = apply(store, { kind: 'event-removed', eventId: 'e5' })
    expect([store.events.size, store.markets.size, store.outcomes.size]).toEqual([0, 0, 0])
    expect(touched.events).toEqual(['e5'])
    expect(touched.markets).toHaveLength(3)
    expect(touched.outcomes).toHaveLength(9)
  })

  it('§4 live changes: applyChanges applies a batch in order and collects what it touched', () => {
    const store = storeWith()
    const touched = createTouched()
    applyChanges(
      store,
      [
        price(2.5),
        price(2.6),
        { kind: 'market', eventId: 'e2', marketId: 'e2-m2', status: 'closed' },
      ],
      touched,
    )
    expect(store.outcomes.get('e1-m1-o1')?.consolidatedPrice.currentPrice.decimal).toBe(2.6)
    expect(store.markets.has('e2-m2')).toBe(false)
    expect([...touched.outcomes]).toContain('e1-m1-o1')
    expect([...touched.markets]).toEqual(['e2-m2'])
  })
})

describe('§4 the store stays consistent under any live changes', () => {
  const eventIds = fc.constantFrom('e1', 'e2', 'e3')
  const marketNo = fc.integer({ min: 1, max: 3 })
  const outcomeNo = fc.integer({ min: 1, max: 3 })
  const change: fc.Arbitrary<LiveChange> = fc.oneof(
    fc.record({ e: eventIds, m: marketNo, o: outcomeNo, d: fc.double({ min: 0, max: 20 }) }).map(
      ({ e, m, o, d }): LiveChange => ({
        kind: 'outcome',
        eventId: e,
        marketId: `${e}-m${m}`,
        outcomeId: `${e}-m${m}-o${o}`,
        consolidatedPrice: { currentPrice: { decimal: d } },
      }),
    ),
    fc.record({ e: eventIds, m: marketNo, o: outcomeNo, hidden: fc.boolean() }).map(
      ({ e, m, o, hidden }): LiveChange => ({
        kind: 'outcome',
        eventId: e,
        marketId: `${e}-m${m}`,
        outcomeId: `${e}-m${m}-o${o}`,
        hidden,
      }),
    ),
    fc
      .record({
        e: eventIds,
        m: marketNo,
        status: fc.constantFrom(
          'open',
          'suspended',
          'lts',
          'settled',
          'resulted',
          'closed' as const,
        ),
      })
      .map(
        ({ e, m, status }): LiveChange => ({
          kind: 'market',
          eventId: e,
          marketId: `${e}-m${m}`,
          status,
        }),
      ),
    fc
      .record({ e: eventIds, outcomes: fc.integer({ min: 1, max: 4 }) })
      .map(({ e, outcomes }): LiveChange => {
        const index = Number(e.slice(1))
        const market = sampleEvent(index, { markets: 3, outcomesPerMarket: outcomes }).markets[2]
        if (!market) throw new Error('sample has markets')
        return { kind: 'market-added', eventId: e, market }
      }),
    fc
      .record({ e: eventIds, minutes: fc.nat(120) })
      .map(({ e, minutes }): LiveChange => ({ kind: 'event', eventId: e, minutes })),
    eventIds.map(
      (e): LiveChange => ({ kind: 'event-added', event: sampleEvent(Number(e.slice(1))) }),
    ),
    eventIds.map((e): LiveChange => ({ kind: 'event-removed', eventId: e })),
  )

  it('§4 live changes: every link points at a stored record and nothing is orphaned (property)', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 60 }), (changes) => {
        const store = storeWith(3)
        applyChanges(store, changes)
        let linkedMarkets = 0
        let linkedOutcomes = 0
        for (const event of store.events.values()) {
          for (const marketId of event.marketIds) {
            const market = store.markets.get(marketId)
            expect(market?.eventId).toBe(event.id)
            linkedMarkets++
            for (const outcomeId of market?.outcomeIds ?? []) {
              expect(store.outcomes.get(outcomeId)?.marketId).toBe(marketId)
              linkedOutcomes++
            }
            expect(market?.outcomeIds.some((id) => !store.outcomes.get(id)?.hidden)).toBe(true)
          }
        }
        expect(linkedMarkets).toBe(store.markets.size)
        expect(linkedOutcomes).toBe(store.outcomes.size)
      }),
      { numRuns: 300 },
    )
  })
})
