// One rule set for the feed: the server applies changes with the engine's reducer and stores what
// they touched. For random feeds and random cut points, the catalogue read at seq N equals a
// client's store after applying the stream, as it travels, up to N. Runs on in-memory PGlite, and
// on PostgreSQL when DATABASE_URL is set.

import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EventWithMarkets } from '../../domain/events/event.ts'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import { type LiveChange, liveChangeSchema } from '../../domain/feed/change.ts'
import { expandKeys } from '../../domain/feed/codec.ts'
import { createStore, type LiveStore } from '../../domain/feed/store.ts'
import { readCatalogue } from '../../server/catalogue/catalogue-records.ts'
import type { Database } from '../../server/db/database.ts'
import { migrate } from '../../server/db/migrate.ts'
import { openDatabase } from '../../server/db/open.ts'
import {
  type FeedCatalogue,
  publishChanges,
  publishOutsideFeed,
} from '../../server/feed/publish-changes.ts'
import { batchesAfter, logBounds, wireBatch } from '../../server/live/change-log.ts'

let db: Database

beforeAll(async () => {
  db = await openDatabase({ databaseUrl: process.env.DATABASE_URL })
  await migrate(db)
})
afterAll(() => db?.close())

/** A small world per run, so random changes keep hitting records that exist. */
const eventIds = (run: number) => [1, 2, 3].map((n) => `r${run}-e${n}`)
const marketIds = (eventId: string) => [1, 2].map((n) => `${eventId}-m${n}`)
const outcomeIds = (marketId: string) => [1, 2, 3].map((n) => `${marketId}-o${n}`)

function event(eventId: string, live: boolean, prices: number[]): EventWithMarkets {
  return {
    id: eventId,
    slug: eventId,
    description: `${eventId} home v away`,
    sportCode: 'FOOT',
    eventPaths: [{ id: 1, slug: 'football', description: 'Football' }],
    startTime: '2026-11-23T12:00:00.000Z',
    ...(live ? { clock: { status: 'RUNNING', minutes: 12 } } : {}),
    markets: marketIds(eventId).map((marketId) => market(eventId, marketId, prices)),
  }
}

function market(eventId: string, marketId: string, prices: number[]) {
  return {
    id: marketId,
    eventId,
    marketTypeId: 'MRES',
    periodId: 'FT',
    description: 'Match Result',
    status: 'open' as const,
    outcomes: outcomeIds(marketId).map((id, index) => ({
      id,
      marketId,
      eventId,
      description: `Outcome ${index}`,
      status: 'open' as const,
      hidden: false,
      consolidatedPrice: { currentPrice: { decimal: prices[index % prices.length] ?? 2 } },
    })),
  }
}

const price = fc.constantFrom(1.01, 1.5, 2, 2.1, 3.25, 7.5, 26)
const pick = <T>(items: readonly T[]) => fc.constantFrom(...items)

/** Any change the feed can send, aimed at the run's records (and sometimes at unknown ones). */
const change = (run: number): fc.Arbitrary<LiveChange> => {
  const eventId = pick([...eventIds(run), `r${run}-unknown`])
  const target = eventId.chain((e) =>
    pick(marketIds(e)).chain((m) => pick(outcomeIds(m)).map((o) => ({ e, m, o }))),
  )
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(target, price).map(
        ([t, decimal]) =>
          ({
            kind: 'outcome',
            eventId: t.e,
            marketId: t.m,
            outcomeId: t.o,
            consolidatedPrice: { currentPrice: { decimal } },
          }) as LiveChange,
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(target, fc.boolean()).map(
        ([t, hidden]) =>
          ({
            kind: 'outcome',
            eventId: t.e,
            marketId: t.m,
            outcomeId: t.o,
            hidden,
          }) as LiveChange,
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(target, pick(['open', 'suspended'] as const)).map(
        ([t, status]) =>
          ({
            kind: 'outcome',
            eventId: t.e,
            marketId: t.m,
            outcomeId: t.o,
            status,
          }) as LiveChange,
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(target, pick(['open', 'suspended', 'lts', 'settled', 'resulted', 'closed'] as const))
        .map(
          ([t, status]) =>
            ({
              kind: 'market',
              eventId: t.e,
              marketId: t.m,
              status,
              ...(status === 'resulted'
                ? {
                    results: outcomeIds(t.m).map((outcomeId, index) => ({
                      outcomeId,
                      result: index === 0 ? 'win' : 'lose',
                    })),
                  }
                : {}),
            }) as LiveChange,
        ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(target, fc.array(price, { minLength: 1, maxLength: 3 })).map(
        ([t, prices]) =>
          ({
            kind: 'market-added',
            eventId: t.e,
            market: market(t.e, t.m, prices),
          }) as LiveChange,
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          eventId,
          fc.nat(120),
          fc.nat(5),
          fc.nat(5),
          pick(['RUNNING', 'STOPPED', 'END_OF_EVENT']),
        )
        .map(
          ([e, minutes, home, away, status]) =>
            ({
              kind: 'event',
              eventId: e,
              minutes,
              scores: { home, away },
              clock: { status },
            }) as LiveChange,
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(eventId, fc.boolean(), fc.array(price, { minLength: 1, maxLength: 3 }))
        .map(
          ([e, live, prices]) =>
            ({ kind: 'event-added', event: event(e, live, prices) }) as LiveChange,
        ),
    },
    {
      weight: 1,
      arbitrary: eventId.map((e) => ({ kind: 'event-removed', eventId: e }) as LiveChange),
    },
  )
}

/** A client's store: the changes as they travel (compacted), expanded and read as a client does. */
function applyAsClient(store: LiveStore, batches: Awaited<ReturnType<typeof batchesAfter>>) {
  for (const batch of batches) {
    const wire = JSON.parse(JSON.stringify(wireBatch(batch))) as ReturnType<typeof wireBatch>
    const changes = wire.changes.map((compact) => v.parse(liveChangeSchema, expandKeys(compact)))
    applyChanges(store, changes)
  }
}

const sorted = <T>(records: Map<string, T>) =>
  [...records.entries()].sort(([a], [b]) => (a < b ? -1 : 1))

async function storedFor(run: number): Promise<LiveStore> {
  const ids = [...eventIds(run), `r${run}-unknown`]
  return readCatalogue(db, ids)
}

/** A leader with an empty store, standing at the log's latest batch. */
const newLeader = async (): Promise<FeedCatalogue> => ({
  store: createStore(),
  seq: (await logBounds(db)).latest,
})

describe('the feed conformance', () => {
  let run = 0
  it('stores at every cut point exactly what a client applying the stream holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 }),
        fc.context(),
        async (batchSizes, context) => {
          run += 1
          const client = createStore()
          const start = (await logBounds(db)).latest
          const leader: FeedCatalogue = { store: createStore(), seq: start }
          const initial = eventIds(run).map((id, index) => event(id, index !== 2, [2, 3.4, 3.1]))
          await publishChanges(
            db,
            leader,
            initial.map((e) => ({ kind: 'event-added', event: e })),
          )
          let applied = start
          for (const size of batchSizes) {
            const changes = fc.sample(change(run), { numRuns: size, seed: run * 100 + size })
            context.log(JSON.stringify(changes))
            const seq = await publishChanges(db, leader, changes)
            // The cut point: the catalogue now against the client after the stream up to seq.
            applyAsClient(client, await batchesAfter(db, applied))
            applied = seq
            const stored = await storedFor(run)
            expect(sorted(stored.events)).toEqual(sorted(client.events))
            expect(sorted(stored.markets)).toEqual(sorted(client.markets))
            expect(sorted(stored.outcomes)).toEqual(sorted(client.outcomes))
            expect(sorted(leader.store.outcomes)).toEqual(sorted(client.outcomes))
          }
        },
      ),
      { numRuns: 25 },
    )
  })

  it('keeps a removed market and its results for settlement', async () => {
    const leader = await newLeader()
    const e = event('settle-e1', true, [2, 3.4, 3.1])
    await publishChanges(db, leader, [{ kind: 'event-added', event: e }])
    const [marketId] = marketIds('settle-e1') as [string]
    const [winner, ...losers] = outcomeIds(marketId) as [string, ...string[]]
    await publishChanges(db, leader, [
      {
        kind: 'market',
        eventId: 'settle-e1',
        marketId,
        status: 'resulted',
        results: [
          { outcomeId: winner, result: 'win' },
          ...losers.map((outcomeId) => ({ outcomeId, result: 'lose' as const })),
        ],
      },
    ])
    expect(leader.store.markets.has(marketId)).toBe(false)
    const [row] = await db.query<{ removed: boolean; removed_status: string }>(
      'select removed, removed_status from markets where id = $1',
      [marketId],
    )
    expect(row).toEqual({ removed: true, removed_status: 'resulted' })
    const results = await db.query<{ outcome_id: string; result: string }>(
      'select outcome_id, result from results where market_id = $1 order by outcome_id',
      [marketId],
    )
    expect(results).toEqual([
      { outcome_id: winner, result: 'win' },
      ...losers.map((id) => ({ outcome_id: id, result: 'lose' })),
    ])
  })

  it('reads the store back when a batch fails to commit', async () => {
    const leader = await newLeader()
    await publishChanges(db, leader, [{ kind: 'event-added', event: event('fail-e1', true, [2]) }])
    const [outcomeId] = outcomeIds(`fail-e1-m1`) as [string]
    // An outcome id no database column can hold makes the transaction fail after the reducer ran.
    const broken = { ...event('fail-e2', true, [2]), slug: 'fail-e1' }
    await expect(
      publishChanges(db, leader, [
        {
          kind: 'outcome',
          eventId: 'fail-e1',
          marketId: 'fail-e1-m1',
          outcomeId,
          consolidatedPrice: { currentPrice: { decimal: 9 } },
        },
        { kind: 'event-added', event: broken },
      ]),
    ).rejects.toThrow()
    expect(leader.store.outcomes.get(outcomeId)?.consolidatedPrice.currentPrice.decimal).toBe(2)
    expect(leader.store.events.has('fail-e2')).toBe(false)
  })

  it("a batch published outside the feed is not undone by the leader's next one", async () => {
    const leader = await newLeader()
    const client = createStore()
    const start = leader.seq
    await publishChanges(db, leader, [
      { kind: 'event-added', event: event('two-e1', true, [2, 3.4, 3.1]) },
    ])
    const [outcomeId] = outcomeIds('two-e1-m1') as [string]
    const price = (decimal: number): LiveChange => ({
      kind: 'outcome',
      eventId: 'two-e1',
      marketId: 'two-e1-m1',
      outcomeId,
      consolidatedPrice: { currentPrice: { decimal } },
    })
    await publishChanges(db, leader, [price(2.2)])
    // Another process suspends the market and moves the price, as resulting on demand does.
    await publishOutsideFeed(db, [
      { kind: 'market', eventId: 'two-e1', marketId: 'two-e1-m1', status: 'suspended' },
      price(2.5),
    ])
    await publishChanges(db, leader, [price(2.8)])
    applyAsClient(client, await batchesAfter(db, start))
    const stored = await readCatalogue(db, ['two-e1'])
    expect(stored.markets.get('two-e1-m1')?.status).toBe('suspended')
    expect(stored.outcomes.get(outcomeId)?.consolidatedPrice).toEqual({
      currentPrice: { decimal: 2.8 },
      penultimatePrice: { decimal: 2.5 },
      antepenultimatePrice: { decimal: 2.2 },
    })
    for (const store of [stored, leader.store]) {
      expect(store.markets.get('two-e1-m1')).toEqual(client.markets.get('two-e1-m1'))
      expect(store.outcomes.get(outcomeId)).toEqual(client.outcomes.get(outcomeId))
    }
  })
})
