// Persists a batch of live changes and appends it to the change log in one transaction, so a
// snapshot read at sequence N holds exactly the changes up to N.

import type { LiveChange } from '../../domain/feed/change.ts'
import type { Database, Queryable } from '../db/database.ts'
import { insertEvent, insertMarket } from '../events/insert-event.ts'
import { appendBatch } from '../live/change-log.ts'

export async function publishChanges(db: Database, changes: LiveChange[]): Promise<number> {
  const batch = conflate(changes)
  return db.transaction(async (tx) => {
    for (const change of batch) await persistChange(tx, change)
    return appendBatch(tx, batch)
  })
}

/** Keeps the last price of each outcome within the batch; other changes keep their order. */
export function conflate(changes: LiveChange[]): LiveChange[] {
  const lastPriceIndex = new Map<string, number>()
  changes.forEach((change, index) => {
    if (change.kind === 'outcome' && change.consolidatedPrice)
      lastPriceIndex.set(change.outcomeId, index)
  })
  return changes.filter(
    (change, index) =>
      change.kind !== 'outcome' ||
      !change.consolidatedPrice ||
      lastPriceIndex.get(change.outcomeId) === index,
  )
}

async function persistChange(tx: Queryable, change: LiveChange): Promise<void> {
  switch (change.kind) {
    case 'outcome': {
      if (change.consolidatedPrice)
        await tx.query(
          `update outcomes set antepenultimate_price = penultimate_price, penultimate_price = price,
           price = $2 where id = $1 and price <> $2`,
          [change.outcomeId, change.consolidatedPrice.currentPrice.decimal],
        )
      if (change.hidden !== undefined)
        await tx.query('update outcomes set hidden = $2 where id = $1', [
          change.outcomeId,
          change.hidden,
        ])
      if (change.status !== undefined)
        await tx.query('update outcomes set status = $2 where id = $1', [
          change.outcomeId,
          change.status,
        ])
      return
    }
    case 'market':
      if (change.status === 'open' || change.status === 'suspended')
        await tx.query('update markets set status = $2 where id = $1', [
          change.marketId,
          change.status,
        ])
      return
    case 'event': {
      if (change.clock || change.minutes !== undefined) {
        await tx.query(
          `update events set clock = coalesce($2::jsonb, clock) || coalesce($3::jsonb, '{}'::jsonb),
           is_finished = is_finished or coalesce($2::jsonb ->> 'status', '') = 'END_OF_EVENT' where id = $1`,
          [
            change.eventId,
            change.clock ? JSON.stringify(change.clock) : null,
            change.minutes !== undefined ? JSON.stringify({ minutes: change.minutes }) : null,
          ],
        )
      }
      if (change.scores)
        await tx.query('update events set scores = $2 where id = $1', [
          change.eventId,
          JSON.stringify(change.scores),
        ])
      return
    }
    case 'market-added':
      await insertMarket(tx, change.market)
      return
    case 'event-added':
      await insertEvent(tx, change.event)
      return
    case 'event-removed':
      // Placed bets keep their outcomes: removal waits for the simulator, which results first.
      throw new Error(`publishChanges cannot persist ${change.kind} yet`)
  }
}
