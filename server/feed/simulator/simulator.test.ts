import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { EventWithMarkets, SportEvent } from '../../../domain/events/event.ts'
import { applyChange } from '../../../domain/feed/apply-change.ts'
import { type LiveChange, liveChangeSchema } from '../../../domain/feed/change.ts'
import { createStore, type LiveStore, putEvent } from '../../../domain/feed/store.ts'
import { createSimulator, type SimulatorOptions } from './simulator.ts'

const start = Date.parse('2026-11-23T08:00:00Z')
const dayMs = 24 * 60 * 60_000

/** Plays the simulator tick by tick against its own catalogue, checking every change on the way. */
function run(options: SimulatorOptions, ticks: number, store = createStore(), tickMs = 250) {
  const simulator = createSimulator(options)
  const batches: LiveChange[][] = []
  for (let tick = 0; tick < ticks; tick++) {
    const changes = simulator.step(store, start + tick * tickMs)
    for (const change of changes) {
      expect(v.safeParse(liveChangeSchema, change).issues).toBeUndefined()
      expectApplies(store, change)
      applyChange(store, change)
    }
    batches.push(changes)
  }
  expectWhole(store)
  return { store, batches, changes: batches.flat() }
}

/** The change names records the catalogue holds (or, for a new record, does not hold yet). */
function expectApplies(store: LiveStore, change: LiveChange) {
  switch (change.kind) {
    case 'event-added':
      expect(store.events.has(change.event.id) && !!store.events.get(change.event.id)?.clock).toBe(
        false,
      )
      return
    case 'market-added':
      expect(store.events.has(change.eventId)).toBe(true)
      expect(store.markets.has(change.market.id)).toBe(false)
      return
    case 'outcome':
      expect(store.outcomes.get(change.outcomeId)?.marketId).toBe(change.marketId)
      return
    case 'market':
      expect(store.markets.get(change.marketId)?.eventId).toBe(change.eventId)
      if (change.status === 'resulted')
        expect(change.results?.map((result) => result.outcomeId)).toEqual(
          store.markets.get(change.marketId)?.outcomeIds,
        )
      return
    case 'event':
    case 'event-removed':
      expect(store.events.has(change.eventId)).toBe(true)
  }
}

/** Every market's event and every outcome's market are in the catalogue. */
function expectWhole(store: LiveStore) {
  for (const event of store.events.values())
    for (const marketId of event.marketIds)
      expect(store.markets.get(marketId)?.eventId).toBe(event.id)
  for (const market of store.markets.values()) {
    expect(store.events.get(market.eventId)?.marketIds).toContain(market.id)
    for (const outcomeId of market.outcomeIds) expect(store.outcomes.has(outcomeId)).toBe(true)
  }
}

/** A football match in play as another feed stored it. */
function liveFootball(overrides: Partial<EventWithMarkets> = {}): EventWithMarkets {
  const id = '1001'
  return {
    id,
    slug: `arsenal-v-chelsea-${id}`,
    description: 'Arsenal v Chelsea',
    sportCode: 'FOOT',
    eventPaths: [{ slug: 'football', description: 'Football' }],
    startTime: new Date(start - 30 * 60_000).toISOString(),
    clock: { status: 'RUNNING', minutes: 30 },
    scores: { home: 0, away: 0 },
    markets: [
      {
        id: `${id}-1x2`,
        eventId: id,
        marketTypeId: 'MRES',
        periodId: 'FT',
        description: 'Match Result',
        status: 'open',
        outcomes: ['H', 'D', 'A'].map((key) => ({
          id: `${id}-1x2-${key}`,
          marketId: `${id}-1x2`,
          eventId: id,
          description: key,
          status: 'open' as const,
          hidden: false,
          consolidatedPrice: { currentPrice: { decimal: 3 } },
        })),
      },
    ],
    ...overrides,
  }
}

/** A tennis match in play from its first point, with no markets yet. */
function liveTennis(): EventWithMarkets {
  return {
    ...liveFootball({ id: '2001', slug: 'sinner-v-alcaraz-2001', sportCode: 'TENN', markets: [] }),
    description: 'Jannik Sinner v Carlos Alcaraz',
    clock: { status: 'RUNNING', minutes: 0 },
    scores: { home: 0, away: 0 },
    match: { home: 0, away: 0 },
    sets: [{ home: 0, away: 0 }],
  }
}

const quiet = { liveEvents: 0, prematchEvents: 0, changesPerSecond: 0 }

/**
 * The runs that check a long stretch of play (some 170,000 changes): seconds alone, and npm test
 * runs this file beside the end-to-end tests at a lower priority, where one took over 40 s.
 */
const slowRunMs = 180_000

describe('the feed simulator', () => {
  it(
    'plays the same changes for the same seed, catalogue and times',
    () => {
      const options = {
        seed: 42,
        liveEvents: 4,
        prematchEvents: 30,
        speed: 60,
        changesPerSecond: 40,
      }
      const first = run(options, 200)
      const second = run(options, 200)
      expect(second.batches).toEqual(first.batches)
      expect(run({ ...options, seed: 43 }, 200).batches).not.toEqual(first.batches)
      // Three runs of four deep matches, every change checked on the way.
    },
    slowRunMs,
  )

  it('plays a football match to the end: goals, suspensions, results, then removal', () => {
    const store = createStore()
    putEvent(store, liveFootball({ clock: { status: 'RUNNING', minutes: 0 } }))
    // 90 minutes and half time at 120 x take under a minute; the removal 30 s after.
    const { changes } = run({ ...quiet, seed: 7, speed: 120 }, 4 * 90, store)
    const events = changes.filter((change) => change.kind === 'event')
    const goals = events.filter(
      (change) => (change.scores?.home ?? 0) + (change.scores?.away ?? 0) > 0,
    )
    expect(goals.length).toBeGreaterThan(0)
    const suspended = changes.findIndex(
      (change) => change.kind === 'market' && change.status === 'suspended',
    )
    expect(suspended).toBeGreaterThan(-1)
    const marketId = (changes[suspended] as { marketId: string }).marketId
    expect(
      changes
        .slice(suspended)
        .some(
          (change) =>
            change.kind === 'market' && change.marketId === marketId && change.status === 'open',
        ),
    ).toBe(true)
    const resulted = changes.filter(
      (change) => change.kind === 'market' && change.status === 'resulted',
    )
    expect(resulted.length).toBeGreaterThan(20)
    // Each market has a winner, or gives every stake back (a draw in draw no bet).
    for (const change of resulted) {
      const results = change.kind === 'market' ? (change.results ?? []) : []
      const voided = results.every(({ result }) => result === 'void')
      expect(results.some(({ result }) => result === 'win') || voided).toBe(true)
    }
    // The stored 1X2 of the other feed is carried on and settled with the match.
    expect(
      resulted.some((change) => change.kind === 'market' && change.marketId === '1001-1x2'),
    ).toBe(true)
    const end = changes.findIndex(
      (change) => change.kind === 'event' && change.clock?.status === 'END_OF_EVENT',
    )
    const removed = changes.findIndex(
      (change) => change.kind === 'event-removed' && change.eventId === '1001',
    )
    expect(end).toBeGreaterThan(-1)
    expect(removed).toBeGreaterThan(end)
    expect(store.events.has('1001')).toBe(false)
  })

  it('plays a tennis match to the end: games and sets resulted with their winners', () => {
    const store = createStore()
    putEvent(store, liveTennis())
    const { changes } = run({ ...quiet, seed: 5, speed: 240 }, 4 * 60, store)
    const winners = (marketId: string) =>
      changes.flatMap((change) =>
        change.kind === 'market' &&
        change.status === 'resulted' &&
        change.marketId.includes(marketId)
          ? (change.results ?? []).filter(({ result }) => result === 'win')
          : [],
      )
    expect(winners('-NGAM-S1-').length).toBeGreaterThan(5)
    expect(winners('-MWIN-S1')).toHaveLength(1)
    expect(winners('-MWIN-FT')).toHaveLength(1)
    expect(winners('-SETB-FT')).toHaveLength(1)
    const end = changes.find(
      (change) => change.kind === 'event' && change.clock?.status === 'END_OF_EVENT',
    )
    expect(end?.kind === 'event' && Math.max(end.match?.home ?? 0, end.match?.away ?? 0)).toBe(2)
  })

  it('suspends a tennis match on break points and won sets, and opens it again', () => {
    const store = createStore()
    putEvent(store, liveTennis())
    // 25 s of play a tick: one point at most, so each batch shows the point that suspended.
    const { batches } = run({ ...quiet, seed: 5, speed: 100 }, 4 * 150, store)
    let setsBefore = 1
    let suspensions = 0
    for (const batch of batches) {
      const event = batch.find((change) => change.kind === 'event')
      if (batch.some((change) => change.kind === 'market' && change.status === 'suspended')) {
        suspensions++
        const { home = 0, away = 0 } = event?.scores ?? {}
        // A break point is a game point, with the receiver ahead (not told by the fields).
        const gamePoint = Math.max(home, away) >= 3 && home !== away
        const setWon =
          (event?.sets?.length ?? 0) > setsBefore || event?.clock?.status === 'END_OF_EVENT'
        expect(gamePoint || setWon).toBe(true)
      }
      setsBefore = event?.sets?.length ?? setsBefore
    }
    expect(suspensions).toBeGreaterThan(3)
    const reopened = batches
      .flat()
      .filter((change) => change.kind === 'market' && change.status === 'open')
    expect(reopened.length).toBeGreaterThan(3)
  })

  it('moves the markets of a football match together when the home side scores', () => {
    const store = createStore()
    putEvent(store, liveFootball())
    const prices = (catalogue: LiveStore, marketType: string, key: string) =>
      [...catalogue.outcomes.values()].find((outcome) =>
        outcome.id.endsWith(`-${marketType}-${key}`),
      )?.consolidatedPrice.currentPrice.decimal
    const before = run({ ...quiet, seed: 1 }, 1, store).store
    const homeWin = prices(before, '1x2', 'H')
    const under = prices(before, 'HCTG-FT-2.5', 'U')
    const bothScore = prices(before, 'BTSC-FT', 'Y')
    const scored = createStore()
    putEvent(
      scored,
      liveFootball({
        scores: { home: 1, away: 0 },
        sets: [{ home: 1, away: 0 }],
        currentPeriodNumber: 1,
      }),
    )
    const after = run({ ...quiet, seed: 1 }, 1, scored).store
    expect(prices(after, '1x2', 'H')).toBeLessThan(homeWin as number)
    expect(prices(after, 'HCTG-FT-2.5', 'U')).toBeGreaterThan(under as number)
    expect(prices(after, 'BTSC-FT', 'Y')).toBeLessThan(bothScore as number)
  })

  it('offers at least 20 markets on a football match in play', () => {
    const { changes } = run({ seed: 3, liveEvents: 10, prematchEvents: 0, changesPerSecond: 0 }, 1)
    const football = changes.flatMap((change) =>
      change.kind === 'event-added' && change.event.sportCode === 'FOOT' && !change.event.outright
        ? [change.event]
        : [],
    )
    expect(football.length).toBeGreaterThan(0)
    for (const event of football) {
      expect(event.clock?.status).toBe('RUNNING')
      expect(event.markets.length).toBeGreaterThanOrEqual(20)
    }
  })

  it('keeps a calendar across thirteen sports over the next seven days, with outrights', () => {
    const { store } = run({ seed: 5, liveEvents: 0, prematchEvents: 200, changesPerSecond: 0 }, 5)
    const events = [...store.events.values()]
    const fixtures = events.filter((event) => !event.outright)
    const outrights = events.filter((event) => event.outright)
    expect(fixtures).toHaveLength(200)
    expect(new Set(fixtures.map((event) => event.sportCode))).toEqual(
      new Set([
        'FOOT',
        'BASK',
        'TENN',
        'ICEH',
        'AMFB',
        'BASE',
        'CRIC',
        'VOLL',
        'HAND',
        'TABL',
        'CSGO',
        'LOLS',
        'DOTA',
      ]),
    )
    const starts = fixtures.map((event) => Date.parse(event.startTime) - start)
    expect(Math.min(...starts)).toBeGreaterThan(0)
    expect(Math.max(...starts)).toBeLessThanOrEqual(7 * dayMs + 15 * 60_000)
    expect(Math.max(...starts) - Math.min(...starts)).toBeGreaterThan(6 * dayMs)
    for (const event of fixtures) {
      expect(event.eventPaths.map((path) => typeof path.id)).toEqual(['number', 'number', 'number'])
      expect(event.marketIds.length).toBeGreaterThan(0)
      expect(event.slug.endsWith(`-${event.id}`)).toBe(true)
    }
    expect(outrights.length).toBeGreaterThanOrEqual(5)
    for (const event of outrights) {
      expect(event.marketIds).toHaveLength(1)
      expect(
        store.markets.get(event.marketIds[0] as string)?.outcomeIds.length,
      ).toBeGreaterThanOrEqual(6)
    }
    // One id per path whatever the event: a league is under one region under one sport.
    const parents = new Map<number, number | undefined>()
    for (const event of fixtures)
      event.eventPaths.forEach((path, depth) => {
        const parent = event.eventPaths[depth - 1]?.id
        if (parents.has(path.id as number)) expect(parents.get(path.id as number)).toBe(parent)
        parents.set(path.id as number, parent)
      })
  })

  it(
    'plays no side twice in a day and no pairing twice in the week, live matches included',
    () => {
      // Two minutes of a busy feed: matches end, new ones kick off, the calendar fills behind.
      const { store } = run({ seed: 9, liveEvents: 10, prematchEvents: 200, speed: 120 }, 4 * 120)
      const matches = [...store.events.values()].filter((event) => !event.outright)
      expect(matches.length).toBeGreaterThan(200)
      const startsOf = new Map<string, number[]>()
      const pairings = new Set<string>()
      for (const event of matches) {
        const sides = event.description.split(' v ')
        const pairing = [...sides].sort().join(' v ')
        expect(pairings.has(pairing), pairing).toBe(false)
        pairings.add(pairing)
        for (const side of sides)
          startsOf.set(side, [...(startsOf.get(side) ?? []), Date.parse(event.startTime)])
      }
      for (const [side, starts] of startsOf) {
        const sorted = starts.sort((a, b) => a - b)
        for (let index = 1; index < sorted.length; index++)
          expect(
            (sorted[index] as number) - (sorted[index - 1] as number),
            side,
          ).toBeGreaterThanOrEqual(20 * 60 * 60_000)
      }
      // Every change of two minutes of ten deep matches is checked on the way: some 100,000.
    },
    slowRunMs,
  )

  it(
    'replaces finished events so the calendar and the live list stay full',
    () => {
      const { store, changes } = run(
        { seed: 9, liveEvents: 6, prematchEvents: 20, speed: 240, changesPerSecond: 0 },
        4 * 120,
      )
      expect(changes.filter((change) => change.kind === 'event-removed').length).toBeGreaterThan(0)
      const events = [...store.events.values()]
      expect(
        events.filter((event) => event.clock && !event.isFinished).length,
      ).toBeGreaterThanOrEqual(6)
      expect(events.filter((event) => !event.clock && !event.outright)).toHaveLength(20)
      // Two minutes of six deep matches at 240 times the pace: every change is checked, some 170,000.
    },
    slowRunMs,
  )

  it('carries on a live match from its stored score, clock and period, and keeps the pre-match', () => {
    const store = createStore()
    putEvent(
      store,
      liveFootball({
        clock: { status: 'RUNNING', minutes: 60 },
        scores: { home: 2, away: 1 },
        sets: [
          { home: 1, away: 1 },
          { home: 1, away: 0 },
        ],
        currentPeriodNumber: 2,
      }),
    )
    const prematch: EventWithMarkets = {
      ...liveFootball({ id: '1005', slug: 'ajax-v-psv-1005' }),
      clock: undefined,
      startTime: new Date(start + dayMs).toISOString(),
      markets: [],
    }
    delete (prematch as Partial<SportEvent>).clock
    delete (prematch as Partial<SportEvent>).scores
    putEvent(store, prematch)
    const { changes } = run({ ...quiet, prematchEvents: 1, seed: 11 }, 8, store)
    const first = changes.find((change) => change.kind === 'event' && change.eventId === '1001')
    expect(first).toMatchObject({
      clock: { status: 'RUNNING', minutes: 60 },
      currentPeriodNumber: 2,
    })
    expect(first?.kind === 'event' && first.scores).toEqual({ home: 2, away: 1 })
    const added = changes.filter(
      (change) => change.kind === 'market-added' && change.eventId === '1001',
    )
    expect(added.length).toBeGreaterThanOrEqual(15)
    // The stored 1X2 is priced, not offered twice.
    expect(
      added.some(
        (change) => change.kind === 'market-added' && change.market.id.includes('MRES-FT'),
      ),
    ).toBe(false)
    expect(
      changes.some((change) => change.kind === 'outcome' && change.marketId === '1001-1x2'),
    ).toBe(true)
    expect(store.events.has('1005')).toBe(true)
    expect(
      changes.filter((change) => change.kind === 'event-added' && !change.event.outright),
    ).toHaveLength(0)
  })

  it('takes the pre-match markets into play at kick-off, and settles them with the match', () => {
    const store = createStore()
    const {
      clock: _live,
      scores: _score,
      ...prematch
    } = liveFootball({
      startTime: new Date(start + 60_000).toISOString(),
    })
    putEvent(store, prematch)
    // Kicks off at its time, a minute in, and is played out in under half a minute more.
    const { changes } = run({ ...quiet, liveEvents: 1, seed: 12, speed: 240 }, 4 * 100, store)
    const kickOff = changes.find(
      (change) => change.kind === 'event-added' && change.event.id === '1001',
    )
    const markets =
      kickOff?.kind === 'event-added' ? kickOff.event.markets.map((market) => market.id) : []
    expect(markets).toContain('1001-1x2')
    expect(markets).not.toContain('1001-MRES-FT')
    expect(markets.length).toBeGreaterThanOrEqual(20)
    const settled = changes.find(
      (change) =>
        change.kind === 'market' && change.marketId === '1001-1x2' && change.status === 'resulted',
    )
    expect(
      settled?.kind === 'market' && settled.results?.map(({ result }) => result).sort(),
    ).toEqual(['lose', 'lose', 'win'])
  })

  it('kicks a fixture off at its advertised time, never early to fill the live list', () => {
    const store = createStore()
    const {
      clock: _live,
      scores: _score,
      ...prematch
    } = liveFootball({ startTime: new Date(start + 60_000).toISOString() })
    putEvent(store, prematch)
    const { batches } = run({ ...quiet, liveEvents: 2, seed: 12 }, 4 * 61, store)
    const kickedOff = batches.findIndex((changes) =>
      changes.some((change) => change.kind === 'event-added' && change.event.id === '1001'),
    )
    expect(kickedOff * 250).toBe(60_000)
    // The live list is filled at once, by new fixtures: the calendar's own waits for its time.
    const startedAtOnce = batches[0]?.flatMap((change) =>
      change.kind === 'event-added' && change.event.clock ? [change.event.id] : [],
    )
    expect(startedAtOnce).toHaveLength(2)
    expect(startedAtOnce).not.toContain('1001')
  })

  it('abandons a fixture found long past its start, giving every stake back', () => {
    const store = createStore()
    const {
      clock: _live,
      scores: _score,
      ...prematch
    } = liveFootball({
      startTime: new Date(start - 2 * 60 * 60_000).toISOString(),
    })
    putEvent(store, prematch)
    const { changes } = run({ ...quiet, seed: 13 }, 1, store)
    expect(changes.filter((change) => change.kind !== 'event-added')).toEqual([
      {
        kind: 'market',
        eventId: '1001',
        marketId: '1001-1x2',
        status: 'resulted',
        results: ['H', 'D', 'A'].map((key) => ({ outcomeId: `1001-1x2-${key}`, result: 'void' })),
      },
      { kind: 'event-removed', eventId: '1001' },
    ])
  })

  it('reaches the asked-for rate of price changes with drift moves', () => {
    const { batches } = run(
      { seed: 2, liveEvents: 20, prematchEvents: 0, changesPerSecond: 400 },
      4 * 10,
    )
    const prices = batches
      .slice(4)
      .flat()
      .filter((change) => change.kind === 'outcome').length
    expect(prices / 9).toBeGreaterThan(360)
    expect(prices / 9).toBeLessThan(440)
  })
})
