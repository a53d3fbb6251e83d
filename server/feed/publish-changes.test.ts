// The catalogue and the change log must tell one story: a client that took the snapshot before a
// loud feed started and applied every batch after it holds what the database holds now, events
// the feed added included.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyChanges } from '../../domain/feed/apply-change.ts'
import { createStore, eventWithMarkets, putEvent } from '../../domain/feed/store.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { openPglite } from '../db/pglite.ts'
import { readLiveEvents } from '../events/read-events.ts'
import { batchesAfter } from '../live/change-log.ts'
import { seedOnFirstStart } from '../seed.ts'
import { seededRandom } from './feed-options.ts'
import { createPriceWalk } from './price-walk.ts'
import { publishChanges } from './publish-changes.ts'

let db: Database

beforeAll(async () => {
  db = await openPglite()
  await migrate(db)
  await seedOnFirstStart(db)
})
afterAll(() => db.close())

describe('publishChanges', () => {
  it('keeps the database and the change log consistent while the feed adds events', async () => {
    const store = createStore()
    for (const event of await readLiveEvents(db)) putEvent(store, event)
    const walk = createPriceWalk({
      liveEvents: 60,
      changesPerSecond: 400,
      tickMs: 50,
      random: seededRandom(5),
    })
    walk.start({
      liveEvents: () => readLiveEvents(db),
      publish: (changes) => publishChanges(db, changes),
    })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await walk.stop()

    for (const batch of await batchesAfter(db, 0, 10_000)) applyChanges(store, batch.changes)
    const stored = await readLiveEvents(db)
    expect(stored).toHaveLength(60)
    // The seeded demo leads; the feed's events follow in the order it added them.
    expect(stored.slice(0, 4).map((event) => event.id)).toEqual(['1001', '1002', '1003', '1004'])
    expect(stored.map((event) => eventWithMarkets(store, event.id))).toEqual(stored)
    expect(
      stored.some((event) => event.markets[0]?.outcomes[0]?.consolidatedPrice.penultimatePrice),
    ).toBe(true)
  })
})
