// The catalogue's views through a real hub and store, with the server's answers faked: what a
// page shows once loaded, that the stream keeps it current, that it says when loading failed or
// found nothing, and that a view nobody watches stops loading.

import { applyPatches, type Patch } from 'immer'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BoostedOutcome } from '../../domain/api/odds-boosts.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import type {
  EventListParams,
  EventListView,
  EventPageView,
  SportNode,
  SportsTreeView,
} from '../../domain/engine/catalogue.ts'
import type { OddsBoostsView } from '../../domain/engine/odds-boosts.ts'
import type { EventWithMarkets } from '../../domain/events/event.ts'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import { createStore, createTouched, putEvent } from '../../domain/feed/store.ts'
import { sampleEvent } from '../../tests/support/sample-event.ts'
import { createSignal } from '../context/signal.ts'
import { topics, touchedTopics } from '../context/topics.ts'
import { createViewHub } from '../context/view-hub.ts'
import { applyLiveSnapshot } from '../live/live.ts'
import type { CatalogueRequests, EventPage } from './catalogue-requests.ts'
import { eventListView } from './event-list-view.ts'
import { eventPageView } from './event-page-view.ts'
import { oddsBoostsView } from './odds-boosts-view.ts'
import { eventListRefreshMs } from './refreshed-events.ts'
import { sportsTreeView } from './sports-tree-view.ts'

const inLeague = (index: number, country: string, league: string): EventWithMarkets => ({
  ...sampleEvent(index),
  clock: undefined,
  eventPaths: [
    { id: 1, slug: 'football', description: 'Football' },
    { id: 10, slug: country.toLowerCase(), description: country },
    { id: 100 + index, slug: league.toLowerCase(), description: league },
  ],
})

function setup(answers: Partial<CatalogueRequests> = {}) {
  const store = createStore()
  const hub = createViewHub()
  const asked: string[] = []
  const requests: CatalogueRequests = {
    sportsTree: async () => ({ ok: true, data: [] }),
    eventList: async () => ({ ok: true, data: { events: [], totalCount: 0 } }),
    event: async () => ({ ok: true, data: undefined }),
    eventsByIds: async () => ({ ok: true, data: { events: [], totalCount: 0 } }),
    oddsBoosts: async () => ({ ok: true, data: { boosts: [] } }),
    ...answers,
  }
  const counted: CatalogueRequests = {
    sportsTree(signal) {
      asked.push('tree')
      return requests.sportsTree(signal)
    },
    eventList(params, signal) {
      asked.push(`list ${params.page}`)
      return requests.eventList(params, signal)
    },
    event(id, signal) {
      asked.push(`event ${id}`)
      return requests.event(id, signal)
    },
    eventsByIds(ids, signal, moreMarketTypeIds) {
      asked.push(
        `ids ${ids.join(',')}${moreMarketTypeIds ? ` +${moreMarketTypeIds.join(',')}` : ''}`,
      )
      return requests.eventsByIds(ids, signal, moreMarketTypeIds)
    },
    oddsBoosts(signal) {
      asked.push('boosts')
      return requests.oddsBoosts(signal)
    },
  }
  const publish = (list: string[]) => hub.publish(list)
  const now = () => Date.now()
  hub.define('sports-tree', sportsTreeView(counted, publish, now))
  // No live stream here: nothing to wait for before a whole event is read.
  const snapshotApplied = createSignal()
  const liveStream = {
    holdWhole: async () => {},
    catchUp() {},
    letGo() {},
    afterSnapshot: snapshotApplied.listen,
  }
  const loads = { requests: counted, publish, now, liveStream }
  hub.define('event-list', eventListView(store, loads))
  hub.define('event-page', eventPageView(store, loads))
  hub.define('odds-boosts', oddsBoostsView(store, loads))
  const states = new Map<number, unknown>()
  const channel = hub.connect((deliveries) => {
    for (const delivery of deliveries)
      states.set(
        delivery.subscriptionId,
        delivery.kind === 'reset'
          ? delivery.state
          : applyPatches(
              states.get(delivery.subscriptionId) as object,
              delivery.patches as Patch[],
            ),
      )
  })
  const settle = async () => {
    await vi.advanceTimersByTimeAsync(0)
    hub.flush()
  }
  const apply = async (...changes: LiveChange[]) => {
    const touched = createTouched()
    applyChanges(store, changes, touched)
    hub.publish(touchedTopics(touched))
    await settle()
  }
  /** The stream's snapshot arrives, as worker/live/live.ts applies it; the views are not flushed. */
  const snapshot = (events: EventWithMarkets[] = []) => {
    hub.publish([topics.liveStore, ...applyLiveSnapshot(store, events)])
    snapshotApplied.emit()
  }
  return { store, hub, channel, states, asked, settle, apply, snapshot }
}

const listParams: EventListParams = {
  sportCode: 'FOOT',
  pathId: 0,
  phase: 'prematch',
  window: 'today',
  page: 1,
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('event-list view', () => {
  it('shows the loaded page grouped by country, in the server order, with its page count', async () => {
    const events = [
      inLeague(1, 'England', 'Premier League'),
      inLeague(2, 'Spain', 'La Liga'),
      inLeague(3, 'England', 'Championship'),
    ]
    const page: ApiResult<EventPage> = { ok: true, data: { events, totalCount: 45 } }
    const ui = setup({ eventList: async () => page })
    ui.hub.subscribe(ui.channel, 1, 'event-list', listParams)
    await ui.settle()
    const view = ui.states.get(1) as EventListView
    expect(view.status).toBe('ready')
    expect(view.groups).toEqual([
      { key: 'england', label: 'England', eventIds: ['e1', 'e3'] },
      { key: 'spain', label: 'Spain', eventIds: ['e2'] },
    ])
    expect([view.page, view.pageCount, view.totalCount]).toEqual([1, 3, 45])
    // The events are in the store, where the stream keeps them.
    expect(ui.store.events.get('e2')?.description).toBe('Home 2 v Away 2')
  })

  it('groups every sport by country and league, and names both, so two Serie As read apart', async () => {
    const events = [
      inLeague(1, 'Italy', 'Serie A'),
      inLeague(2, 'Brazil', 'Serie A'),
      inLeague(3, 'England', 'Premier League'),
      inLeague(4, 'Italy', 'Serie A'),
    ]
    const ui = setup({ eventList: async () => ({ ok: true, data: { events, totalCount: 4 } }) })
    ui.hub.subscribe(ui.channel, 1, 'event-list', { ...listParams, sportCode: '' })
    await ui.settle()
    expect((ui.states.get(1) as EventListView).groups).toEqual([
      { key: 'FOOT/italy/serie a', label: 'Football · Italy · Serie A', eventIds: ['e1', 'e4'] },
      { key: 'FOOT/brazil/serie a', label: 'Football · Brazil · Serie A', eventIds: ['e2'] },
      {
        key: 'FOOT/england/premier league',
        label: 'Football · England · Premier League',
        eventIds: ['e3'],
      },
    ])
  })

  it('drops an event the feed removes, and loads the page again after a snapshot, showing it meanwhile', async () => {
    const events = [inLeague(1, 'England', 'Premier League'), inLeague(2, 'Spain', 'La Liga')]
    const ui = setup({
      eventList: async () => ({ ok: true, data: { events, totalCount: 2 } }),
    })
    ui.hub.subscribe(ui.channel, 1, 'event-list', listParams)
    await ui.settle()
    await ui.apply({ kind: 'event-removed', eventId: 'e1' })
    expect((ui.states.get(1) as EventListView).groups.map((group) => group.eventIds)).toEqual([
      ['e2'],
    ])
    const shown = ui.store.events.get('e2')
    ui.snapshot()
    // The events before their start stay in the store, so a price tapped now is still found.
    expect(ui.store.events.get('e2')).toBe(shown)
    await ui.settle()
    await ui.settle()
    expect(ui.asked).toEqual(['list 1', 'list 1'])
    expect(ui.store.events.get('e2')).not.toBe(shown)
    expect((ui.states.get(1) as EventListView).groups.map((group) => group.eventIds)).toEqual([
      ['e1'],
      ['e2'],
    ])
  })

  it('says when the first load failed, keeps a loaded page when a refresh fails, and stops when unwatched', async () => {
    let fail = true
    const ui = setup({
      eventList: async () =>
        fail
          ? { ok: false, error: { status: 503, message: 'down' } }
          : { ok: true, data: { events: [inLeague(1, 'England', 'PL')], totalCount: 1 } },
    })
    ui.hub.subscribe(ui.channel, 1, 'event-list', listParams)
    await ui.settle()
    expect((ui.states.get(1) as EventListView).status).toBe('failed')
    fail = false
    await vi.advanceTimersByTimeAsync(eventListRefreshMs)
    ui.hub.flush()
    expect((ui.states.get(1) as EventListView).status).toBe('ready')
    fail = true
    await vi.advanceTimersByTimeAsync(eventListRefreshMs)
    ui.hub.flush()
    expect((ui.states.get(1) as EventListView).groups[0]?.eventIds).toEqual(['e1'])
    ui.hub.unsubscribe(ui.channel, 1)
    const asked = ui.asked.length
    await vi.advanceTimersByTimeAsync(eventListRefreshMs * 3)
    expect(ui.asked.length).toBe(asked)
  })
})

describe('event-page view', () => {
  it('loads an event the store lacks, groups its markets, and follows the stream', async () => {
    const event = inLeague(7, 'England', 'Premier League')
    const ui = setup({ event: async () => ({ ok: true, data: event }) })
    ui.hub.subscribe(ui.channel, 1, 'event-page', { eventId: 'e7' })
    await ui.settle()
    let view = ui.states.get(1) as EventPageView
    expect(view.status).toBe('ready')
    expect(view.event?.id).toBe('e7')
    expect(view.groups.flatMap((group) => group.marketIds).sort()).toEqual(['e7-m1', 'e7-m2'])
    await ui.apply({ kind: 'market', eventId: 'e7', marketId: 'e7-m1', status: 'suspended' })
    await ui.apply({
      kind: 'outcome',
      eventId: 'e7',
      marketId: 'e7-m2',
      outcomeId: 'e7-m2-o1',
      consolidatedPrice: { currentPrice: { decimal: 9 } },
    })
    view = ui.states.get(1) as EventPageView
    expect(view.markets['e7-m1']?.status).toBe('suspended')
    expect(view.outcomes['e7-m2-o1']?.consolidatedPrice.currentPrice.decimal).toBe(9)
    // Open markets come before suspended ones (domain/events/ordering.ts).
    expect(view.groups.flatMap((group) => group.marketIds).at(-1)).toBe('e7-m1')
  })

  it('loads an event before its start again after a snapshot, showing it meanwhile', async () => {
    const ui = setup({ event: async () => ({ ok: true, data: inLeague(7, 'Spain', 'LaLiga') }) })
    ui.hub.subscribe(ui.channel, 1, 'event-page', { eventId: 'e7' })
    await ui.settle()
    expect((ui.states.get(1) as EventPageView).event?.id).toBe('e7')
    // The snapshot carries events in play only: this one stays, and is asked for again.
    ui.snapshot([sampleEvent(3)])
    ui.hub.flush()
    expect(ui.states.get(1)).toMatchObject({ status: 'ready', event: { id: 'e7' } })
    await ui.settle()
    expect(ui.asked).toEqual(['event e7', 'event e7'])
    expect(ui.states.get(1)).toMatchObject({ status: 'ready', event: { id: 'e7' } })
  })

  it('loads an event in play the snapshot ended, and does not ask again for one it brought', async () => {
    const ui = setup({ event: async () => ({ ok: true, data: undefined }) })
    putEvent(ui.store, sampleEvent(3))
    putEvent(ui.store, sampleEvent(4))
    ui.hub.subscribe(ui.channel, 1, 'event-page', { eventId: 'e3' })
    ui.hub.subscribe(ui.channel, 2, 'event-page', { eventId: 'e4' })
    await ui.settle()
    ui.snapshot([sampleEvent(4)])
    await ui.settle()
    await ui.settle()
    expect(ui.asked).toEqual(['event e3'])
    expect((ui.states.get(1) as EventPageView).status).toBe('not-found')
    expect((ui.states.get(2) as EventPageView).status).toBe('ready')
  })

  it('does not load a live event the snapshot brought whole', async () => {
    const ui = setup()
    putEvent(ui.store, sampleEvent(3))
    ui.hub.subscribe(ui.channel, 1, 'event-page', { eventId: 'e3' })
    await ui.settle()
    expect(ui.asked).toEqual([])
    expect((ui.states.get(1) as EventPageView).status).toBe('ready')
  })

  it('says not found for an unknown event and failed when the server cannot answer', async () => {
    const ui = setup({
      event: async (id) =>
        id === 'gone'
          ? { ok: true, data: undefined }
          : { ok: false, error: { status: 0, message: 'offline' } },
    })
    ui.hub.subscribe(ui.channel, 1, 'event-page', { eventId: 'gone' })
    ui.hub.subscribe(ui.channel, 2, 'event-page', { eventId: 'e9' })
    await ui.settle()
    expect((ui.states.get(1) as EventPageView).status).toBe('not-found')
    expect((ui.states.get(2) as EventPageView).status).toBe('failed')
  })
})

describe('odds-boosts view', () => {
  const boostOn = (eventIndex: number, market = 2, outcome = 1): BoostedOutcome => ({
    boostId: `b${eventIndex}`,
    outcomeId: `e${eventIndex}-m${market}-o${outcome}`,
    marketId: `e${eventIndex}-m${market}`,
    marketTypeId: String(market),
    eventId: `e${eventIndex}`,
    decimal: 3,
    marketDecimal: 2,
    maxStake: 2500,
    currency: 'EUR',
    endsAt: '2026-11-25T12:00:00.000Z',
  })

  it('loads the boosted events with their boosted markets, and follows the market price', async () => {
    const events = [inLeague(1, 'England', 'PL'), inLeague(2, 'Spain', 'La Liga')]
    const ui = setup({
      oddsBoosts: async () => ({ ok: true, data: { boosts: [boostOn(2), boostOn(1, 1, 3)] } }),
      eventsByIds: async () => ({ ok: true, data: { events, totalCount: 2 } }),
    })
    ui.hub.subscribe(ui.channel, 1, 'odds-boosts', {})
    await ui.settle()
    expect(ui.asked).toEqual(['boosts', 'ids e2,e1 +2,1'])
    let view = ui.states.get(1) as OddsBoostsView
    expect(view.status).toBe('ready')
    expect(view.cards.map((card) => [card.outcome.id, card.event.description])).toEqual([
      ['e2-m2-o1', 'Home 2 v Away 2'],
      ['e1-m1-o3', 'Home 1 v Away 1'],
    ])
    const second = view.cards[1]
    await ui.apply({
      kind: 'outcome',
      eventId: 'e2',
      marketId: 'e2-m2',
      outcomeId: 'e2-m2-o1',
      consolidatedPrice: { currentPrice: { decimal: 2.2 } },
    })
    view = ui.states.get(1) as OddsBoostsView
    expect(view.cards[0]?.outcome.consolidatedPrice.currentPrice.decimal).toBe(2.2)
    // The other card was not sent again.
    expect(view.cards[1]).toBe(second)
  })

  it('leaves out a boost whose event the store lost, and says when the first load failed', async () => {
    const ui = setup({
      oddsBoosts: async () => ({ ok: true, data: { boosts: [boostOn(3), boostOn(4)] } }),
      eventsByIds: async () => ({
        ok: true,
        data: { events: [inLeague(3, 'Italy', 'A')], totalCount: 1 },
      }),
    })
    ui.hub.subscribe(ui.channel, 1, 'odds-boosts', {})
    await ui.settle()
    expect((ui.states.get(1) as OddsBoostsView).cards.map((card) => card.boost.boostId)).toEqual([
      'b3',
    ])
    await ui.apply({ kind: 'event-removed', eventId: 'e3' })
    expect((ui.states.get(1) as OddsBoostsView).cards).toEqual([])
    // After a snapshot the boosts are loaded again, their events with them.
    ui.snapshot()
    await ui.settle()
    await ui.settle()
    expect(ui.asked).toEqual(['boosts', 'ids e3,e4 +2,2', 'boosts', 'ids e3,e4 +2,2'])
    expect((ui.states.get(1) as OddsBoostsView).cards.map((card) => card.boost.boostId)).toEqual([
      'b3',
    ])

    const down = setup({
      oddsBoosts: async () => ({ ok: false, error: { status: 503, message: 'down' } }),
    })
    down.hub.subscribe(down.channel, 1, 'odds-boosts', {})
    await down.settle()
    expect(down.states.get(1)).toEqual({ status: 'failed', cards: [] })
    expect(down.asked).toEqual(['boosts'])
  })

  it('with no boosts asks for no events, and looks again a minute later', async () => {
    const ui = setup()
    ui.hub.subscribe(ui.channel, 1, 'odds-boosts', {})
    await ui.settle()
    expect(ui.states.get(1)).toEqual({ status: 'ready', cards: [] })
    await vi.advanceTimersByTimeAsync(eventListRefreshMs)
    expect(ui.asked).toEqual(['boosts', 'boosts'])
  })
})

describe('sports-tree view', () => {
  it('loads the tree once for every watcher and refreshes it while watched', async () => {
    const tree: SportNode[] = [
      {
        id: 1,
        code: 'FOOT',
        slug: 'football',
        description: 'Football',
        liveCount: 2,
        prematchCount: 30,
        outrightCount: 1,
        regions: [],
      },
    ]
    const ui = setup({ sportsTree: async () => ({ ok: true, data: tree }) })
    ui.hub.subscribe(ui.channel, 1, 'sports-tree', {})
    ui.hub.subscribe(ui.channel, 2, 'sports-tree', {})
    await ui.settle()
    expect((ui.states.get(1) as SportsTreeView).sports).toEqual(tree)
    expect(ui.asked).toEqual(['tree'])
    await vi.advanceTimersByTimeAsync(30_000)
    expect(ui.asked).toEqual(['tree', 'tree'])
  })
})
