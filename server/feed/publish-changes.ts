// Publishes a batch of live changes: applies it to the leader's catalogue store with the domain's
// reducer (the engine's own rules, SPEC.md section 4), writes the records it touched and appends
// the batch to the change log in one transaction, so a snapshot read at sequence N holds exactly
// the changes up to N.

import { applyChanges } from '../../domain/feed/apply-change.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import { createTouched, type LiveStore } from '../../domain/feed/store.ts'
import {
  readCatalogue,
  writeRemovedStatus,
  writeResults,
  writeTouched,
} from '../catalogue/catalogue-records.ts'
import type { Database } from '../db/database.ts'
import { appendBatch } from '../live/change-log.ts'

export async function publishChanges(
  db: Database,
  store: LiveStore,
  changes: LiveChange[],
): Promise<number> {
  const batch = conflate(changes)
  const touched = createTouched()
  applyChanges(store, batch, touched)
  try {
    return await db.transaction(async (tx) => {
      await writeTouched(tx, store, touched)
      await writeResults(tx, resultsIn(batch))
      await writeRemovedStatus(tx, removalsIn(batch))
      return appendBatch(tx, batch)
    })
  } catch (error) {
    // The store ran ahead of a batch that never committed: it is read back as stored.
    await reloadCatalogue(db, store)
    throw error
  }
}

/** Replaces the store's contents with the stored catalogue, in place (the feed holds the store). */
export async function reloadCatalogue(db: Database, store: LiveStore): Promise<void> {
  const stored = await readCatalogue(db)
  store.events = stored.events
  store.markets = stored.markets
  store.outcomes = stored.outcomes
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
