// Publishes a batch of live changes: applies it to a catalogue store with the domain's reducer
// (the engine's own rules, SPEC.md section 4), writes the records it touched and appends the batch
// to the change log in one transaction, so a snapshot read at sequence N holds exactly the changes
// up to N.
//
// Publishers take turns on a database-wide lock, whichever process they run in: the feed leader,
// and a process resulting a market on demand. Under it the leader first applies any batch another
// process appended since its own last one, so its store never writes back a record as it stood
// before that batch.

import { applyChanges } from '../../domain/feed/apply-change.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import { openMarketCountChanges } from '../../domain/feed/open-market-count.ts'
import { createTouched, type LiveStore } from '../../domain/feed/store.ts'
import {
  readCatalogue,
  writeRemovedStatus,
  writeResults,
  writeTouched,
} from '../catalogue/catalogue-records.ts'
import { type Database, lockKeys, type Queryable } from '../db/database.ts'
import { appendBatch, batchesAfter, canResume, logBounds } from '../live/change-log.ts'
import { pricesAsStored } from './stored-prices.ts'

/** The feed leader's catalogue: the store as it stands after the change log's batch `seq`. */
export interface FeedCatalogue {
  store: LiveStore
  seq: number
}

const takeLogTurn = (tx: Queryable) =>
  tx.query('select pg_advisory_xact_lock($1)', [lockKeys.liveLog])

/** The whole stored catalogue and the log point it stands at, read together. */
export async function readFeedCatalogue(db: Database): Promise<FeedCatalogue> {
  return db.transaction(async (tx) => {
    await takeLogTurn(tx)
    return { store: await readCatalogue(tx), seq: (await logBounds(tx)).latest }
  })
}

export async function publishChanges(
  db: Database,
  catalogue: FeedCatalogue,
  changes: LiveChange[],
): Promise<number> {
  const batch = conflate(changes).map(pricesAsStored)
  try {
    return await db.transaction(async (tx) => {
      await takeLogTurn(tx)
      await catchUp(tx, catalogue)
      catalogue.seq = await commitBatch(tx, catalogue.store, batch)
      return catalogue.seq
    })
  } catch (error) {
    // The store ran ahead of a batch that never committed: it is read back as stored.
    await reloadCatalogue(db, catalogue)
    throw error
  }
}

/**
 * Publishes from outside the feed (a market resulted on demand, in any process): with a store of
 * the events the changes name, read under the lock, so it holds every batch before this one.
 */
export const publishOutsideFeed = (db: Database, changes: LiveChange[]): Promise<number> =>
  withLogTurn(db, (tx) => commitOutsideFeed(tx, changes))

/** Runs fn in a transaction that holds the log's turn: a publish, and what commits with it. */
export function withLogTurn<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await takeLogTurn(tx)
    return fn(tx)
  })
}

/** publishOutsideFeed's batch, in a transaction that holds the log's turn (withLogTurn). */
export async function commitOutsideFeed(tx: Queryable, changes: LiveChange[]): Promise<number> {
  const eventIds = [
    ...new Set(changes.map((change) => ('eventId' in change ? change.eventId : change.event.id))),
  ]
  return commitBatch(tx, await readCatalogue(tx, eventIds), conflate(changes).map(pricesAsStored))
}

async function commitBatch(tx: Queryable, store: LiveStore, batch: LiveChange[]): Promise<number> {
  const touched = createTouched()
  applyChanges(store, batch, touched)
  // The events' new counts of open markets travel in the same batch: a client's list holds only
  // their main markets and cannot count the rest.
  const counts = openMarketCountChanges(store, batch)
  applyChanges(store, counts, touched)
  await writeTouched(tx, store, touched)
  await writeResults(tx, resultsIn(batch))
  await writeRemovedStatus(tx, removalsIn(batch))
  return appendBatch(tx, [...batch, ...counts])
}

/**
 * Brings the feed leader's catalogue to the log's end without publishing: what it reads to
 * produce changes (the producer watch's suspensions) then holds the batches an ingest feed's
 * adapter had written through other requests (server/feed/ingest/).
 */
export async function followLog(db: Database, catalogue: FeedCatalogue): Promise<void> {
  try {
    await withLogTurn(db, (tx) => catchUp(tx, catalogue))
  } catch (error) {
    await reloadCatalogue(db, catalogue)
    throw error
  }
}

/** Applies the batches other publishers appended after the catalogue's own last one. */
async function catchUp(tx: Queryable, catalogue: FeedCatalogue): Promise<void> {
  const bounds = await logBounds(tx)
  if (bounds.latest === catalogue.seq) return
  if (!canResume(bounds, catalogue.seq)) {
    await readInto(tx, catalogue)
    return
  }
  for (;;) {
    const batches = await batchesAfter(tx, catalogue.seq)
    if (batches.length === 0) return
    for (const { seq, changes } of batches) {
      applyChanges(catalogue.store, changes)
      catalogue.seq = seq
    }
  }
}

/** Replaces the catalogue with the stored one, in place (the feed holds the store). */
export async function reloadCatalogue(db: Database, catalogue: FeedCatalogue): Promise<void> {
  await db.transaction(async (tx) => {
    await takeLogTurn(tx)
    await readInto(tx, catalogue)
  })
}

async function readInto(tx: Queryable, catalogue: FeedCatalogue): Promise<void> {
  const stored = await readCatalogue(tx)
  catalogue.store.events = stored.events
  catalogue.store.markets = stored.markets
  catalogue.store.outcomes = stored.outcomes
  catalogue.seq = (await logBounds(tx)).latest
}

/**
 * Keeps the last price of each outcome within the batch; other changes keep their order. An
 * earlier price change that also suspends, reopens or hides the outcome keeps doing so, without
 * its price: only prices are conflated, never a status.
 */
export function conflate(changes: LiveChange[]): LiveChange[] {
  const lastPriceIndex = new Map<string, number>()
  changes.forEach((change, index) => {
    if (change.kind === 'outcome' && change.consolidatedPrice)
      lastPriceIndex.set(change.outcomeId, index)
  })
  return changes.flatMap((change, index): LiveChange[] => {
    if (
      change.kind !== 'outcome' ||
      !change.consolidatedPrice ||
      lastPriceIndex.get(change.outcomeId) === index
    )
      return [change]
    const { consolidatedPrice: _superseded, ...rest } = change
    return rest.status !== undefined || rest.hidden !== undefined ? [rest] : []
  })
}

function resultsIn(batch: LiveChange[]) {
  return batch.flatMap((change) =>
    change.kind === 'market' && change.status === 'resulted' && change.results
      ? change.results.map((result) => ({
          ...result,
          marketId: change.marketId,
          eventId: change.eventId,
        }))
      : [],
  )
}

function removalsIn(batch: LiveChange[]) {
  return batch.flatMap((change) =>
    change.kind === 'market' && change.status !== 'open' && change.status !== 'suspended'
      ? [{ marketId: change.marketId, status: change.status }]
      : [],
  )
}
