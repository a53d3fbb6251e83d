// The live list and its rows as the UI mirrors them: the real store and reducer, the real hub,
// patches applied with immer as the UI applies them. A price change is one patch to one row's
// view; the list changes only when an event starts, finishes or leaves.

import fc from 'fast-check'
import { applyPatches, type Patch } from 'immer'
import { describe, expect, it } from 'vitest'
import type { EventSummaryView, LiveEventsView } from '../../domain/engine/live.ts'
import type { ViewPatch } from '../../domain/engine/views.ts'
import type { EventWithMarkets } from '../../domain/events/event.ts'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import { createStore, createTouched, putEvent, putListedEvent } from '../../domain/feed/store.ts'
import type { SportTableRegion } from '../../domain/reference/sport-tables.ts'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import { topics, touchedTopics } from '../context/topics.ts'
import { createViewHub } from '../context/view-hub.ts'
import { eventSummaryView } from './event-summary-view.ts'
import { type LiveStatus, liveEventsView } from './live-events-view.ts'

function setup(
  events: EventWithMarkets[] = [sampleEvent(1), sampleEvent(2), sampleEvent(3)],
  region?: SportTableRegion,
) {
  const store = createStore()
  for (const event of events) putEvent(store, event)
  let status: LiveStatus = { status: 'ready', streaming: true }
  const hub = createViewHub()
  const list = liveEventsView(store, () => status)
  hub.define('live-events', list)
  hub.define(
    'event-summary',
    eventSummaryView(store, () => region),
  )
  const states = new Map<number, unknown>()
  const patches = new Map<number, ViewPatch[]>()
  const channel = hub.connect((deliveries) => {
    for (const delivery of deliveries) {
      const id = delivery.subscriptionId
      if (delivery.kind === 'reset') states.set(id, delivery.state)
      else {
        states.set(id, applyPatches(states.get(id) as object, delivery.patches as Patch[]))
        patches.set(id, [...(patches.get(id) ?? []), ...delivery.patches])
      }
    }
  })
  const summaries = new Map<string, number>()
  let nextId = 2
  hub.subscribe(channel, 1, 'live-events', {})
  /** Subscribes to an event's row, as an EventRow on screen does; `row` reads the last one. */
  const watch = (eventId: string, marketTypeIds?: string) => {
    const id = nextId++
    summaries.set(eventId, id)
    hub.subscribe(channel, id, 'event-summary', { eventId, marketTypeIds })
    hub.flush()
    return id
  }
  for (const event of events) watch(event.id)
  hub.flush()

  /** The patches each subscription got from one flush: `list`, or the event id of a row. */
  const flush = (): Record<string, ViewPatch[]> => {
    patches.clear()
    hub.flush()
    const sent: Record<string, ViewPatch[]> = {}
    for (const [id, list] of patches)
      sent[id === 1 ? 'list' : ([...summaries].find(([, sub]) => sub === id)?.[0] ?? '?')] = list
    return sent
  }
  /** Applies changes as the live module does and returns the flush's patches. */
  const apply = (...changes: LiveChange[]) => {
    const touched = createTouched()
    applyChanges(store, changes, touched)
    hub.publish(touchedTopics(touched))
    return flush()
  }
  return {
    store,
    hub,
    apply,
    flush,
    watch,
    list: () => states.get(1) as LiveEventsView,
    row: (eventId: string) => states.get(summaries.get(eventId) ?? -1) as EventSummaryView,
    /** The list built from scratch from the store as it is now. */
    fresh: () => list.create({}).initial(),
    freshRow: (eventId: string) => eventSummaryView(store).create({ eventId }).initial(),
    setStatus(next: LiveStatus) {
      status = next
      hub.publish([topics.liveStore])
    },
  }
}

const ids = (view: LiveEventsView) =>
  view.competitions.flatMap((competition) => competition.eventIds)

const price = (outcomeId: string, decimal: number): LiveChange => {
  const [eventId = '', market = ''] = outcomeId.split('-')
  return {
    kind: 'outcome',
    eventId,
    marketId: `${eventId}-${market}`,
    outcomeId,
    consolidatedPrice: { currentPrice: { decimal } },
  }
}

const notStarted = (index: number): EventWithMarkets => ({
  ...sampleEvent(index),
  clock: { status: 'NOT_STARTED' },
})

const inCompetition = (
  index: number,
  slug: string,
  { sportCode = 'FOOT', region = 'england' } = {},
): EventWithMarkets => ({
  ...sampleEvent(index),
  sportCode,
  eventPaths: [
    { slug: sportCode.toLowerCase(), description: sportCode },
    { slug: region, description: region.toUpperCase() },
    { slug, description: slug.toUpperCase() },
  ],
})

describe('live-events view', () => {
  it('§4 live: lists the events with a running clock, by competition', () => {
    const { clock: _clock, ...noClock } = sampleEvent(5)
    const live = setup([
      inCompetition(1, 'epl'),
      notStarted(2),
      inCompetition(3, 'liga'),
      { ...sampleEvent(4), isFinished: true },
      noClock,
      inCompetition(6, 'epl'),
    ])
    expect(live.list()).toEqual({
      status: 'ready',
      streaming: true,
      eventCount: 3,
      competitions: [
        {
          id: 'FOOT/england/epl',
          sportCode: 'FOOT',
          region: 'ENGLAND',
          description: 'EPL',
          eventIds: ['e1', 'e6'],
        },
        {
          id: 'FOOT/england/liga',
          sportCode: 'FOOT',
          region: 'ENGLAND',
          description: 'LIGA',
          eventIds: ['e3'],
        },
      ],
      sports: [{ code: 'FOOT', eventCount: 3 }],
    })
  })

  it('§2 live overview: top sports first, then by region and league, whatever order they start in', () => {
    const live = setup([
      inCompetition(1, 'nhl', { sportCode: 'ICEH', region: 'usa' }),
      inCompetition(2, 'atp', { sportCode: 'TENN', region: 'world' }),
      inCompetition(3, 'serie-a', { region: 'italy' }),
      inCompetition(4, 'bundesliga', { region: 'germany' }),
    ])
    live.apply({ kind: 'event-added', event: inCompetition(5, 'nba', { sportCode: 'BASK' }) })
    expect(live.list().competitions.map((competition) => competition.id)).toEqual([
      'FOOT/germany/bundesliga',
      'FOOT/italy/serie-a',
      'BASK/england/nba',
      'TENN/world/atp',
      'ICEH/usa/nhl',
    ])
    expect(live.list().sports.map((sport) => sport.code)).toEqual(['FOOT', 'BASK', 'TENN', 'ICEH'])
    live.apply({ kind: 'event-removed', eventId: 'e2' })
    expect(live.list().sports).toEqual([
      { code: 'FOOT', eventCount: 2 },
      { code: 'BASK', eventCount: 1 },
      { code: 'ICEH', eventCount: 1 },
    ])
    expect(live.list()).toEqual(live.fresh())
  })

  it('§4 price change: one replace patch in that row; the list and the other rows get nothing', () => {
    const live = setup()
    const before = live.row('e2')
    const sent = live.apply(price('e2-m1-o2', 4.2))
    expect(sent).toEqual({
      e2: [
        {
          op: 'replace',
          path: ['outcomes', 'e2-m1-o2'],
          value: live.store.outcomes.get('e2-m1-o2'),
        },
      ],
    })
    const after = live.row('e2')
    expect(after.outcomes['e2-m1-o2']?.consolidatedPrice.currentPrice.decimal).toBe(4.2)
    // What the patch does not name keeps its identity, so its buttons do not re-render.
    expect(after.event).toBe(before.event)
    expect(after.market).toBe(before.market)
    expect(after.outcomes['e2-m1-o1']).toBe(before.outcomes['e2-m1-o1'])
  })

  it('§4 price change: several prices in one frame are one patch per outcome, the latest winning', () => {
    const live = setup()
    const sent = live.apply(price('e1-m1-o1', 1.1), price('e3-m1-o3', 9), price('e1-m1-o1', 1.2))
    expect(Object.keys(sent).sort()).toEqual(['e1', 'e3'])
    expect(sent.e1).toHaveLength(1)
    expect(live.row('e1').outcomes['e1-m1-o1']?.consolidatedPrice.currentPrice.decimal).toBe(1.2)
  })

  it('§4 price change: a price outside the shown market, or the same price again, sends nothing', () => {
    const live = setup()
    expect(live.apply(price('e1-m2-o1', 7))).toEqual({})
    expect(live.apply(price('e1-m1-o1', 2))).toEqual({})
  })

  it('§4 price change: an event with no row on screen costs no update at all', () => {
    const live = setup([sampleEvent(1), sampleEvent(2)])
    live.hub.unsubscribe(1, 3)
    expect(live.hub.size().instances).toBe(2)
    expect(live.apply(price('e2-m1-o1', 5))).toEqual({})
  })

  it('§4 event status: END_OF_EVENT takes the event off the list', () => {
    const live = setup()
    const sent = live.apply({ kind: 'event', eventId: 'e2', clock: { status: 'END_OF_EVENT' } })
    expect(ids(live.list())).toEqual(['e1', 'e3'])
    expect(live.list().eventCount).toBe(2)
    expect(sent.list).toBeDefined()
    expect(live.list()).toEqual(live.fresh())
  })

  it('§4 live: a removed event leaves the list, and its row shows no event', () => {
    const live = setup()
    live.apply({ kind: 'event-removed', eventId: 'e1' })
    expect(ids(live.list())).toEqual(['e2', 'e3'])
    expect(live.row('e1')).toEqual({ outcomes: {} })
  })

  it('§4 live: the last event of a competition takes the competition with it', () => {
    const live = setup([inCompetition(1, 'epl'), inCompetition(2, 'liga')])
    live.apply({ kind: 'event-removed', eventId: 'e2' })
    expect(live.list().competitions.map((competition) => competition.id)).toEqual([
      'FOOT/england/epl',
    ])
  })

  for (const status of ['lts', 'settled', 'resulted', 'closed'] as const) {
    it(`§4 market status: a main market set to ${status} falls back to the event's next market`, () => {
      const live = setup()
      live.apply({ kind: 'market', eventId: 'e1', marketId: 'e1-m1', status })
      expect(live.row('e1').market?.id).toBe('e1-m2')
      expect(Object.keys(live.row('e1').outcomes)).toEqual(['e1-m2-o1', 'e1-m2-o2', 'e1-m2-o3'])
      expect(live.row('e1')).toEqual(live.freshRow('e1'))
      // The row now follows its new market's prices.
      live.apply(price('e1-m2-o1', 6))
      expect(live.row('e1').outcomes['e1-m2-o1']?.consolidatedPrice.currentPrice.decimal).toBe(6)
    })
  }

  it('§4 market status: a main market whose outcomes are all hidden falls back to the next one', () => {
    const live = setup()
    const hide = (outcomeId: string): LiveChange => ({
      kind: 'outcome',
      eventId: 'e1',
      marketId: 'e1-m1',
      outcomeId,
      hidden: true,
    })
    live.apply(hide('e1-m1-o1'), hide('e1-m1-o2'))
    expect(live.row('e1').market?.id).toBe('e1-m1')
    expect(live.row('e1').outcomes['e1-m1-o1']?.hidden).toBe(true)
    live.apply(hide('e1-m1-o3'))
    expect(live.row('e1')).toEqual(live.freshRow('e1'))
  })

  it('§4 market status: a suspended main market is patched in place, nothing else', () => {
    const live = setup()
    const sent = live.apply({
      kind: 'market',
      eventId: 'e2',
      marketId: 'e2-m1',
      status: 'suspended',
    })
    expect(sent).toEqual({
      e2: [{ op: 'replace', path: ['market'], value: live.store.markets.get('e2-m1') }],
    })
  })

  it('§2 euro market: a row of another market type shows its main line, and keeps it until it goes', () => {
    const line = (id: string, over: number, under: number) => lineMarket('HCTG', id, over, under)
    const event = sampleEvent(1)
    const live = setup([
      { ...event, markets: [...event.markets, line('u15', 1.2, 4.5), line('u25', 1.8, 2.0)] },
    ])
    live.watch('e1', 'HCTG')
    expect(live.row('e1').market?.id).toBe('e1-u25')
    expect(Object.keys(live.row('e1').outcomes)).toEqual(['e1-u25-o1', 'e1-u25-o2'])
    // The 1.5 line comes level: the row stays on the line it shows.
    live.apply(price('e1-u15-o1', 1.9), price('e1-u15-o2', 1.9))
    expect(live.row('e1').market?.id).toBe('e1-u25')
    // The 2.5 line is settled: the row moves to the line left.
    live.apply({ kind: 'market', eventId: 'e1', marketId: 'e1-u25', status: 'settled' })
    expect(live.row('e1').market?.id).toBe('e1-u15')
    // A market type the event does not offer: the row has its event and no market.
    live.watch('e1', 'BTSC')
    expect(live.row('e1').event?.id).toBe('e1')
    expect(live.row('e1').market).toBeUndefined()
    expect(live.row('e1').outcomes).toEqual({})
  })

  it('§9 view types: an Asian coupon leads football with the handicap, at its main line', () => {
    const event = sampleEvent(1)
    const [first] = event.markets
    if (!first) throw new Error('sample event without markets')
    const withHandicaps: EventWithMarkets = {
      ...event,
      markets: [
        { ...first, marketTypeId: 'MRES' },
        lineMarket('AHCP', 'h15', 1.3, 3.4),
        lineMarket('AHCP', 'h05', 1.95, 1.9),
      ],
    }
    expect(setup([withHandicaps], 'asia').row('e1').market?.id).toBe('e1-h05')
    expect(setup([withHandicaps]).row('e1').market?.id).toBe('e1-m1')
  })

  it('§4 live: a score update patches that row only', () => {
    const live = setup()
    const sent = live.apply({ kind: 'event', eventId: 'e3', scores: { home: 1, away: 0 } })
    expect(sent).toEqual({
      e3: [{ op: 'replace', path: ['event'], value: live.store.events.get('e3') }],
    })
  })

  it('§2 tracker view: play moving on the tracker sends the rows nothing; a score, the event without it', () => {
    const live = setup()
    const tracker = (kind: 'safe' | 'attack') => ({
      play: { side: 'home' as const, kind },
      moments: [],
    })
    live.apply({ kind: 'event', eventId: 'e3', tracker: tracker('safe') })
    expect(live.row('e3').event?.tracker).toBeUndefined()
    expect(live.apply({ kind: 'event', eventId: 'e3', tracker: tracker('attack') })).toEqual({})
    const sent = live.apply({ kind: 'event', eventId: 'e3', scores: { home: 1, away: 0 } })
    const stored = live.store.events.get('e3')
    if (!stored) throw new Error('e3 is not in the store')
    const { tracker: _tracker, ...row } = stored
    expect(row.scores).toEqual({ home: 1, away: 0 })
    expect(sent).toEqual({ e3: [{ op: 'replace', path: ['event'], value: row }] })
  })

  it('§4 live: an event added live, or whose clock starts, joins the list', () => {
    const live = setup([sampleEvent(1), notStarted(2)])
    expect(ids(live.list())).toEqual(['e1'])
    live.apply({ kind: 'event-added', event: sampleEvent(4) })
    live.apply({ kind: 'event-added', event: notStarted(3) })
    expect(ids(live.list())).toEqual(['e1', 'e4'])
    live.apply({ kind: 'event', eventId: 'e3', clock: { status: 'RUNNING', minutes: 1 } })
    expect(ids(live.list())).toEqual(['e1', 'e4', 'e3'])
    live.watch('e3')
    expect(live.row('e3').market?.id).toBe('e3-m1')
  })

  it('§4 live: a new snapshot rebuilds the list and the rows from what the store holds', () => {
    const live = setup()
    live.store.events.clear()
    live.store.markets.clear()
    live.store.outcomes.clear()
    for (const index of [3, 4]) putEvent(live.store, sampleEvent(index))
    live.setStatus({ status: 'ready', streaming: true })
    live.flush()
    expect(ids(live.list())).toEqual(['e3', 'e4'])
    expect(live.row('e1')).toEqual({ outcomes: {} })
    expect(live.row('e3')).toEqual(live.freshRow('e3'))
  })

  it('§4 live: the stream going down and up patches only streaming', () => {
    const live = setup()
    live.setStatus({ status: 'ready', streaming: false })
    expect(live.flush().list).toEqual([{ op: 'replace', path: ['streaming'], value: false }])
    live.setStatus({ status: 'ready', streaming: true })
    expect(live.flush().list).toEqual([{ op: 'replace', path: ['streaming'], value: true }])
  })

  it('§4 live: a failed first load is shown as failed', () => {
    const live = setup([])
    live.setStatus({ status: 'failed', streaming: false })
    live.flush()
    expect(live.list()).toMatchObject({ status: 'failed', streaming: false, eventCount: 0 })
  })

  it('§4 live: after any run of changes the mirrored views are what a fresh build shows', () => {
    const eventIds = ['e1', 'e2', 'e3', 'e4']
    const eventId = fc.constantFrom(...eventIds)
    const change: fc.Arbitrary<LiveChange> = fc.oneof(
      fc
        .tuple(eventId, fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 3 }))
        .chain(([event, market, outcome]) => {
          const ids = {
            eventId: event,
            marketId: `${event}-m${market}`,
            outcomeId: `${event}-m${market}-o${outcome}`,
          }
          return fc.oneof(
            fc.double({ min: 1.01, max: 50, noNaN: true }).map(
              (decimal): LiveChange => ({
                kind: 'outcome',
                ...ids,
                consolidatedPrice: { currentPrice: { decimal } },
              }),
            ),
            fc.boolean().map((hidden): LiveChange => ({ kind: 'outcome', ...ids, hidden })),
            fc
              .constantFrom('open', 'suspended' as const)
              .map((status): LiveChange => ({ kind: 'outcome', ...ids, status })),
          )
        }),
      fc
        .tuple(
          eventId,
          fc.integer({ min: 1, max: 2 }),
          fc.constantFrom('open', 'suspended', 'lts', 'settled', 'resulted', 'closed' as const),
        )
        .map(
          ([event, market, status]): LiveChange => ({
            kind: 'market',
            eventId: event,
            marketId: `${event}-m${market}`,
            status,
          }),
        ),
      eventId.map(
        (event): LiveChange => ({ kind: 'market-added', eventId: event, market: readd(event) }),
      ),
      fc
        .tuple(eventId, fc.constantFrom('NOT_STARTED', 'RUNNING', 'STOPPED', 'END_OF_EVENT'))
        .map(
          ([event, status]): LiveChange => ({ kind: 'event', eventId: event, clock: { status } }),
        ),
      eventId.map((event): LiveChange => ({ kind: 'event-removed', eventId: event })),
      fc.tuple(fc.integer({ min: 1, max: 4 }), fc.boolean()).map(
        ([index, started]): LiveChange => ({
          kind: 'event-added',
          event: started ? sampleEvent(index) : notStarted(index),
        }),
      ),
    )
    fc.assert(
      fc.property(fc.array(fc.array(change, { maxLength: 6 }), { maxLength: 12 }), (frames) => {
        const live = setup([sampleEvent(1), sampleEvent(2), notStarted(3)])
        live.watch('e4')
        for (const frame of frames) {
          live.apply(...frame)
          const list = live.list()
          const fresh = live.fresh()
          // The list keeps the order events joined it in; a fresh build uses the store's order.
          expect([...ids(list)].sort()).toEqual([...ids(fresh)].sort())
          expect(new Set(ids(list)).size).toBe(ids(list).length)
          expect(list.eventCount).toBe(fresh.eventCount)
          for (const id of eventIds) expect(live.row(id)).toEqual(live.freshRow(id))
        }
      }),
      { numRuns: 300 },
    )
  })

  it('§9 lazy markets: a row held as a list row says its chosen market is loading until it is in', () => {
    const store = createStore()
    const event = sampleEvent(1, { markets: 2, outcomesPerMarket: 2 })
    const [main, other] = event.markets
    if (!main || !other) throw new Error('the sample has two markets')
    putListedEvent(store, { ...event, markets: [main] })
    let inStore = false
    const asked: string[][] = []
    const summaries = eventSummaryView(store, undefined, (ids) => {
      asked.push([...ids])
      return inStore
    })
    const row = summaries.create({ eventId: 'e1', marketTypeIds: other.marketTypeId })
    const waiting = row.initial()
    expect(waiting.marketLoading).toBe(true)
    expect(waiting.market).toBeUndefined()
    expect(asked.at(-1)).toEqual([other.marketTypeId])
    // Its type's markets land: the row shows it, and waits no more.
    putListedEvent(store, { ...event, markets: [other] })
    inStore = true
    const shown = row.initial()
    expect(shown.market?.id).toBe(other.id)
    expect(shown.marketLoading).toBeUndefined()
    // An event held whole never waits: a type it lacks is not offered.
    putEvent(store, sampleEvent(2))
    inStore = false
    const whole = summaries.create({ eventId: 'e2', marketTypeIds: 'NONE' }).initial()
    expect(whole.marketLoading).toBeUndefined()
    expect(whole.market).toBeUndefined()
  })
})

/** Market 1 of an event sent again, as market-added does after a market was removed. */
function readd(eventId: string): Extract<LiveChange, { kind: 'market-added' }>['market'] {
  const market = sampleEvent(Number(eventId.slice(1))).markets[0]
  if (!market) throw new Error('sample event without markets')
  return market
}

/** A two-way market of event e1 with a line (a total, a handicap), priced as given. */
function lineMarket(
  marketTypeId: string,
  id: string,
  first: number,
  second: number,
): EventWithMarkets['markets'][number] {
  return {
    id: `e1-${id}`,
    eventId: 'e1',
    marketTypeId,
    periodId: 'FT',
    description: `${marketTypeId} ${id}`,
    status: 'open',
    outcomes: [first, second].map((decimal, index) => ({
      id: `e1-${id}-o${index + 1}`,
      marketId: `e1-${id}`,
      eventId: 'e1',
      description: index === 0 ? 'Over' : 'Under',
      status: 'open',
      hidden: false,
      consolidatedPrice: { currentPrice: { decimal } },
    })),
  }
}
