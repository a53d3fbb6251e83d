// The live list as the UI mirrors it: the real store and reducer, the real hub, patches applied
// with immer as the UI applies them. A price change must be one patch; the list changes only
// when an event starts, finishes or leaves.

import fc from 'fast-check'
import { applyPatches, type Patch } from 'immer'
import { describe, expect, it } from 'vitest'
import type { LiveEventsView, ViewPatch, ViewUpdate } from '../domain/engine/views.ts'
import type { EventWithMarkets } from '../domain/events/event.ts'
import { applyChanges } from '../domain/feed/apply-change.ts'
import type { LiveChange } from '../domain/feed/change.ts'
import { sampleEvent } from '../domain/feed/sample.ts'
import { createStore, createTouched, putEvent } from '../domain/feed/store.ts'
import { liveEventsView } from './live-events-view.ts'
import { createViewHub } from './view-hub.ts'

type Status = { status: LiveEventsView['status']; streaming: boolean }

function setup(events: EventWithMarkets[] = [sampleEvent(1), sampleEvent(2), sampleEvent(3)]) {
  const store = createStore()
  for (const event of events) putEvent(store, event)
  let status: Status = { status: 'ready', streaming: true }
  const hub = createViewHub()
  const source = liveEventsView(store, () => status)
  const changed = hub.register('live-events', source)
  const updates: ViewUpdate[] = []
  let view: LiveEventsView | undefined
  hub.subscribe({ name: 'live-events' }, (update) => {
    updates.push(update)
    view =
      update.kind === 'reset'
        ? (update.state as LiveEventsView)
        : applyPatches(view as LiveEventsView, update.patches as Patch[])
  })
  /** Applies changes as the engine does and returns the patches of the frame. */
  const apply = (...changes: LiveChange[]): ViewPatch[] => {
    const touched = createTouched()
    applyChanges(store, changes, touched)
    changed({ touched })
    return flush()
  }
  const flush = (): ViewPatch[] => {
    const before = updates.length
    hub.flush()
    return updates
      .slice(before)
      .flatMap((update) => (update.kind === 'patches' ? update.patches : []))
  }
  return {
    store,
    apply,
    flush,
    changed,
    view: () => view as LiveEventsView,
    /** The view built from scratch from the store as it is now. */
    fresh: () => source.initial(),
    setStatus: (next: Status) => {
      status = next
    },
  }
}

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

describe('live-events view', () => {
  it('§4 live: lists the events with a running clock, each with its first market and outcomes', () => {
    const { clock: _clock, ...noClock } = sampleEvent(5)
    const live = setup([
      sampleEvent(1),
      notStarted(2),
      sampleEvent(3),
      { ...sampleEvent(4), isFinished: true },
      noClock,
    ])
    const view = live.view()
    expect(view.status).toBe('ready')
    expect(view.streaming).toBe(true)
    expect(view.eventIds).toEqual(['e1', 'e3'])
    expect(Object.keys(view.events)).toEqual(['e1', 'e3'])
    expect(view.mainMarkets.e1?.id).toBe('e1-m1')
    expect(view.mainMarkets.e3?.outcomeIds).toEqual(['e3-m1-o1', 'e3-m1-o2', 'e3-m1-o3'])
    expect(Object.keys(view.outcomes).sort()).toEqual([
      'e1-m1-o1',
      'e1-m1-o2',
      'e1-m1-o3',
      'e3-m1-o1',
      'e3-m1-o2',
      'e3-m1-o3',
    ])
  })

  it('§4 price change: exactly one replace patch at outcomes/id; the list is not re-sent', () => {
    const live = setup()
    const before = live.view()
    const patches = live.apply(price('e2-m1-o2', 4.2))
    expect(patches).toEqual([
      {
        op: 'replace',
        path: ['outcomes', 'e2-m1-o2'],
        value: live.store.outcomes.get('e2-m1-o2'),
      },
    ])
    const after = live.view()
    expect(after.outcomes['e2-m1-o2']?.consolidatedPrice).toEqual({
      currentPrice: { decimal: 4.2 },
      penultimatePrice: { decimal: 2.5 },
      antepenultimatePrice: undefined,
    })
    // What the patch does not name keeps its identity, so its rows do not re-render.
    expect(after.eventIds).toBe(before.eventIds)
    expect(after.events).toBe(before.events)
    expect(after.mainMarkets).toBe(before.mainMarkets)
    expect(after.outcomes['e2-m1-o1']).toBe(before.outcomes['e2-m1-o1'])
  })

  it('§4 price change: several prices in one frame are one message, one patch each', () => {
    const live = setup()
    const patches = live.apply(price('e1-m1-o1', 1.1), price('e3-m1-o3', 9), price('e1-m1-o1', 1.2))
    expect(patches.map((patch) => patch.path)).toEqual([
      ['outcomes', 'e1-m1-o1'],
      ['outcomes', 'e3-m1-o3'],
    ])
    expect(live.view().outcomes['e1-m1-o1']?.consolidatedPrice.currentPrice.decimal).toBe(1.2)
  })

  it('§4 price change: a price outside the shown markets sends nothing', () => {
    const live = setup()
    expect(live.apply(price('e1-m2-o1', 7))).toEqual([])
  })

  it('§4 live: the same price again sends nothing', () => {
    const live = setup()
    expect(live.apply(price('e1-m1-o1', 2))).toEqual([])
  })

  it('§4 event status: END_OF_EVENT takes the event off the list with its market and outcomes', () => {
    const live = setup()
    const before = live.view()
    live.apply({ kind: 'event', eventId: 'e2', clock: { status: 'END_OF_EVENT' } })
    const view = live.view()
    expect(view.eventIds).toEqual(['e1', 'e3'])
    expect(view.events.e2).toBeUndefined()
    expect(view.mainMarkets.e2).toBeUndefined()
    expect(Object.keys(view.outcomes).some((id) => id.startsWith('e2-'))).toBe(false)
    expect(view.events.e1).toBe(before.events.e1)
    expect(view.mainMarkets.e3).toBe(before.mainMarkets.e3)
    expect(view).toEqual(live.fresh())
  })

  it('§4 live: a removed event leaves the list with its market and outcomes', () => {
    const live = setup()
    live.apply({ kind: 'event-removed', eventId: 'e1' })
    const view = live.view()
    expect(view.eventIds).toEqual(['e2', 'e3'])
    expect(Object.keys(view.outcomes).some((id) => id.startsWith('e1-'))).toBe(false)
    expect(view.mainMarkets.e1).toBeUndefined()
    expect(view).toEqual(live.fresh())
  })

  for (const status of ['lts', 'settled', 'resulted', 'closed'] as const) {
    it(`§4 market status: a main market set to ${status} falls back to the event's next market`, () => {
      const live = setup()
      live.apply({ kind: 'market', eventId: 'e1', marketId: 'e1-m1', status })
      const view = live.view()
      expect(view.eventIds).toEqual(['e1', 'e2', 'e3'])
      expect(view.mainMarkets.e1?.id).toBe('e1-m2')
      expect(Object.keys(view.outcomes).filter((id) => id.startsWith('e1-'))).toEqual([
        'e1-m2-o1',
        'e1-m2-o2',
        'e1-m2-o3',
      ])
      expect(view).toEqual(live.fresh())
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
    expect(live.view().mainMarkets.e1?.id).toBe('e1-m1')
    expect(live.view().outcomes['e1-m1-o1']?.hidden).toBe(true)
    live.apply(hide('e1-m1-o3'))
    expect(live.view().mainMarkets.e1?.id).toBe('e1-m2')
    expect(live.view()).toEqual(live.fresh())
  })

  it('§4 market status: an event whose last market goes stays listed without a main market', () => {
    const live = setup()
    live.apply(
      { kind: 'market', eventId: 'e1', marketId: 'e1-m1', status: 'closed' },
      { kind: 'market', eventId: 'e1', marketId: 'e1-m2', status: 'closed' },
    )
    const view = live.view()
    expect(view.eventIds).toContain('e1')
    expect(view.mainMarkets.e1).toBeUndefined()
    expect(view).toEqual(live.fresh())
    // A market added later becomes its main market.
    const market = readd('e1')
    live.apply({
      kind: 'market-added',
      eventId: 'e1',
      market: {
        ...market,
        id: 'e1-m9',
        outcomes: market.outcomes.map((outcome, index) => ({
          ...outcome,
          id: `e1-m9-o${index + 1}`,
          marketId: 'e1-m9',
        })),
      },
    })
    expect(live.view().mainMarkets.e1?.id).toBe('e1-m9')
    expect(live.view()).toEqual(live.fresh())
  })

  it('§4 market status: a suspended main market is patched in place, nothing else', () => {
    const live = setup()
    const patches = live.apply({
      kind: 'market',
      eventId: 'e2',
      marketId: 'e2-m1',
      status: 'suspended',
    })
    expect(patches).toEqual([
      { op: 'replace', path: ['mainMarkets', 'e2'], value: live.store.markets.get('e2-m1') },
    ])
    expect(live.view().mainMarkets.e2?.status).toBe('suspended')
  })

  it('§4 live: a score update patches that event only', () => {
    const live = setup()
    const patches = live.apply({ kind: 'event', eventId: 'e3', scores: { home: 1, away: 0 } })
    expect(patches).toEqual([
      { op: 'replace', path: ['events', 'e3'], value: live.store.events.get('e3') },
    ])
  })

  it('§4 live: an event added live joins the list with its main market', () => {
    const live = setup()
    live.apply({ kind: 'event-added', event: sampleEvent(4) })
    expect(live.view().eventIds).toEqual(['e1', 'e2', 'e3', 'e4'])
    expect(live.view().mainMarkets.e4?.id).toBe('e4-m1')
    expect(live.view()).toEqual(live.fresh())
  })

  it('§4 event status: an event joins the list when its clock starts', () => {
    const live = setup([sampleEvent(1), notStarted(2)])
    expect(live.view().eventIds).toEqual(['e1'])
    live.apply({ kind: 'event-added', event: notStarted(3) })
    expect(live.view().eventIds).toEqual(['e1'])
    live.apply({ kind: 'event', eventId: 'e3', clock: { status: 'RUNNING', minutes: 1 } })
    expect(live.view().eventIds).toEqual(['e1', 'e3'])
    expect(live.view().mainMarkets.e3?.id).toBe('e3-m1')
  })

  it('§4 live: a rebuild after a snapshot replaces the list with what the store holds', () => {
    const live = setup()
    live.store.events.clear()
    live.store.markets.clear()
    live.store.outcomes.clear()
    for (const index of [3, 4]) putEvent(live.store, sampleEvent(index))
    live.setStatus({ status: 'ready', streaming: true })
    live.changed({ rebuild: true, status: 'ready' })
    live.flush()
    expect(live.view().eventIds).toEqual(['e3', 'e4'])
    expect(live.view()).toEqual(live.fresh())
  })

  it('§4 live: a failed first load is shown as failed', () => {
    const live = setup([])
    live.setStatus({ status: 'failed', streaming: false })
    live.changed({ rebuild: true, status: 'failed' })
    live.changed({ streaming: false })
    live.flush()
    expect(live.view().status).toBe('failed')
    expect(live.view().streaming).toBe(false)
  })

  it('§4 live: the stream going down and up patches only streaming', () => {
    const live = setup()
    live.changed({ streaming: false })
    expect(live.flush()).toEqual([{ op: 'replace', path: ['streaming'], value: false }])
    live.changed({ streaming: true })
    expect(live.flush()).toEqual([{ op: 'replace', path: ['streaming'], value: true }])
  })

  it('§4 live: after any run of changes the mirrored view is what a fresh build shows', () => {
    const ids = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`)
    const eventId = fc.constantFrom(...ids('e', 4))
    const marketOf = (event: string) => fc.constantFrom(`${event}-m1`, `${event}-m2`)
    const change: fc.Arbitrary<LiveChange> = fc.oneof(
      fc
        .tuple(eventId, fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 3 }))
        .chain(([event, market, outcome]) =>
          fc.oneof(
            fc.double({ min: 1.01, max: 50, noNaN: true }).map(
              (decimal): LiveChange => ({
                kind: 'outcome',
                eventId: event,
                marketId: `${event}-m${market}`,
                outcomeId: `${event}-m${market}-o${outcome}`,
                consolidatedPrice: { currentPrice: { decimal } },
              }),
            ),
            fc.boolean().map(
              (hidden): LiveChange => ({
                kind: 'outcome',
                eventId: event,
                marketId: `${event}-m${market}`,
                outcomeId: `${event}-m${market}-o${outcome}`,
                hidden,
              }),
            ),
            fc.constantFrom('open', 'suspended').map(
              (status): LiveChange => ({
                kind: 'outcome',
                eventId: event,
                marketId: `${event}-m${market}`,
                outcomeId: `${event}-m${market}-o${outcome}`,
                status: status as 'open' | 'suspended',
              }),
            ),
          ),
        ),
      eventId.chain((event) =>
        fc
          .tuple(
            marketOf(event),
            fc.constantFrom('open', 'suspended', 'lts', 'settled', 'resulted', 'closed'),
          )
          .map(
            ([marketId, status]): LiveChange => ({
              kind: 'market',
              eventId: event,
              marketId,
              status: status as 'open',
            }),
          ),
      ),
      eventId.map(
        (event): LiveChange => ({ kind: 'market-added', eventId: event, market: readd(event) }),
      ),
      fc
        .tuple(eventId, fc.constantFrom('NOT_STARTED', 'RUNNING', 'STOPPED', 'END_OF_EVENT'))
        .map(
          ([event, status]): LiveChange => ({ kind: 'event', eventId: event, clock: { status } }),
        ),
      fc.tuple(eventId, fc.nat(5)).map(
        ([event, home]): LiveChange => ({
          kind: 'event',
          eventId: event,
          scores: { home, away: 0 },
        }),
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
        for (const frame of frames) {
          live.apply(...frame)
          const view = live.view()
          const fresh = live.fresh()
          // The list keeps the order events joined it in; a fresh build uses the store's order.
          expect([...view.eventIds].sort()).toEqual([...fresh.eventIds].sort())
          expect(new Set(view.eventIds).size).toBe(view.eventIds.length)
          expect({ ...view, eventIds: [] }).toEqual({ ...fresh, eventIds: [] })
        }
      }),
      { numRuns: 300 },
    )
  })
})

/** Market 1 of an event sent again, as market-added does after a market was removed. */
function readd(eventId: string): Extract<LiveChange, { kind: 'market-added' }>['market'] {
  const index = Number(eventId.slice(1))
  const market = sampleEvent(index).markets[0]
  if (!market) throw new Error('sample event without markets')
  return market
}
