// What the in-play delay's history costs (server/bets/delay-history.ts). The feed writes nothing
// for it: the decision reads the change log every publisher already appends. So the cost is the
// decision's, measured here: a live single held while the feed publishes 2,000 price changes a
// second in 50 ms batches (fan-out.bench.ts's rate) for a delay of 5 and of 30 seconds (the
// longest a brand may set), three of each batch's changes on the slip's own event. Prints the
// median time of reading and judging that history, on PGlite and, with DATABASE_URL, PostgreSQL.

import { performance } from 'node:perf_hooks'
import { priceChange } from '../../domain/feed/change.ts'
import { readHeldLegs, refusalsOfDelay } from '../../server/bets/delay-history.ts'
import type { Database } from '../../server/db/database.ts'
import { appendBatch } from '../../server/live/change-log.ts'
import {
  createFundedPlayer,
  createTestBet,
  createTestEvent,
  openTestDatabase,
} from '../support/bets.ts'

const changesPerBatch = 100
const batchesPerSecond = 20
const runs = 21

for (const [name, url] of [
  ['PGlite', undefined],
  ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL]] : []),
] as const) {
  const db = await openTestDatabase(url)
  try {
    for (const seconds of [5, 30]) await measure(name, db, seconds)
  } finally {
    await db.close()
  }
}

async function measure(name: string, db: Database, seconds: number): Promise<void> {
  const { event, outcomes } = await createTestEvent(db, { live: true })
  const outcomeId = outcomes[0]?.[0] ?? ''
  const player = await createFundedPlayer(db, `delay-bench-${seconds}`, 10_000)
  const { betslipId } = await createTestBet(db, {
    accountId: player.accountId,
    legs: [{ outcomeId, price: 2 }],
    unitStake: 100,
  })
  await db.query(
    `update betslips set status = 'pending', live_seq = (select coalesce(max(seq), 0) from live_batches)
     where id = $1`,
    [betslipId],
  )
  await db.query(`update bets set status = 'pending' where betslip_id = $1`, [betslipId])
  const own = { id: outcomeId, marketId: event.markets[0]?.id ?? '', eventId: event.id }
  for (let batch = 0; batch < seconds * batchesPerSecond; batch++)
    await appendBatch(
      db,
      Array.from({ length: changesPerBatch }, (_, index) =>
        index < 3
          ? priceChange(own, 2)
          : priceChange(
              { id: `other-${index}-o1`, marketId: `other-${index}-m1`, eventId: `other-${index}` },
              1.5 + (batch % 10) / 10,
            ),
      ),
    )
  const slip = { id: betslipId, brand_id: 'demo', user_accept_odds: 'D' as const }
  const times: number[] = []
  let refused = 0
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const held = { ...slip, accept_tolerance_percent: null }
    const refusals = await refusalsOfDelay(db, held, await readHeldLegs(db, held), undefined)
    times.push(performance.now() - started)
    refused += refusals.length
  }
  times.sort((a, b) => a - b)
  const changes = seconds * batchesPerSecond * changesPerBatch
  console.log(
    `   ${name}: a ${seconds} s delay (${changes.toLocaleString('en')} changes, ${seconds * batchesPerSecond * 3} on the slip's event): ${times[runs >> 1]?.toFixed(1)} ms a decision (${refused} refused)`,
  )
}
