// Settlement throughput: a market with 10,000 open singles across 200 accounts is resulted (a
// third win, a third lose, a third void) and settled as the feed leader's hook does it; prints
// bets settled per second on PGlite, and on PostgreSQL when DATABASE_URL is set. Before that, the
// sweep that runs every 30 s walks the same 10,000 open bets with nothing to settle: its time is
// what every sweep costs the database while that many bets are open.

import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { settleAllResulted, settleMarkets } from '../../server/bets/settle-bets.ts'
import type { Database } from '../../server/db/database.ts'
import { createTestEvent, openTestDatabase, writeTestResults } from '../support/bets.ts'
import { createTestPlayer } from '../support/test-players.ts'

/** A bet that cannot settle is a bug the run should show. */
const log = { error: console.error, warn: console.warn, info: console.info }

const betCount = 10_000
const accounts = 200
const stake = 100

for (const [name, url] of [
  ['PGlite', undefined],
  ...(process.env.DATABASE_URL ? [['PostgreSQL', process.env.DATABASE_URL]] : []),
] as const) {
  const db = await openTestDatabase(url)
  try {
    await measure(name, db)
  } finally {
    await db.close()
  }
}

async function measure(name: string, db: Database): Promise<void> {
  const { outcomes, marketIds } = await createTestEvent(db, { prices: [2, 3, 4] })
  const marketId = marketIds[0] as string
  const [win, lose, voided] = outcomes[0] as [string, string, string]
  const players = []
  for (let index = 0; index < accounts; index++)
    players.push(await createTestPlayer(db, { brandId: 'demo', name: 'bench' }))
  const accountIds = players.map((player) => player.accountId)
  const run = randomUUID().slice(0, 8)
  // The bets as placement leaves them, written in bulk: slips, bets and legs. The stakes are not
  // debited (the accounts start empty): what is measured is settling and crediting.
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into betslips (id, uuid, account_id, reference, total_cost, potential_returns, origin_id, user_accept_odds, response)
       select $1 || '-' || n, $1 || '-' || n, ($2::text[])[1 + n % $3], 'BENCH-' || n, $4::bigint, $4::bigint * 2, 11, 'A', '{}'
       from generate_series(0, $5 - 1) as n`,
      [run, accountIds, accounts, stake, betCount],
    )
    await tx.query(
      `insert into bets (id, betslip_id, account_id, outcome_id, price, unit_stake, potential_returns, kind, total_stake)
       select $1 || '-' || n, $1 || '-' || n, ($2::text[])[1 + n % $3], ($6::text[])[1 + n % 3],
         2 + n % 3, $4::bigint, $4::bigint * (2 + n % 3), 'single', $4::bigint
       from generate_series(0, $5 - 1) as n`,
      [run, accountIds, accounts, stake, betCount, [win, lose, voided]],
    )
    await tx.query(
      `insert into bet_legs (bet_id, leg_index, outcome_id, market_id, event_id, price)
       select b.id, 0, b.outcome_id, o.market_id, o.event_id, b.price
       from bets b join outcomes o on o.id = b.outcome_id where b.betslip_id like $1 || '-%'`,
      [run],
    )
  })
  const sweepStarted = performance.now()
  const swept = await settleAllResulted(db, log)
  console.log(
    `   ${name}: a sweep over ${betCount.toLocaleString('en')} open bets, none resulted: ${(performance.now() - sweepStarted).toFixed(0)} ms (${swept} settled)`,
  )
  await writeTestResults(db, marketId, [
    { outcomeId: win, result: 'win' },
    { outcomeId: lose, result: 'lose' },
    { outcomeId: voided, result: 'void' },
  ])
  const started = performance.now()
  const settled = await settleMarkets(db, [marketId], log)
  const elapsed = performance.now() - started
  const [paid] = await db.query<{ credits: number | string; total: number | string }>(
    `select count(*) as credits, sum(amount) as total from ledger
     where type in ('win', 'refund') and account_id = any($1)`,
    [accountIds],
  )
  console.log(
    `   ${name}: ${settled.toLocaleString('en')} of ${betCount.toLocaleString('en')} bets settled in ${(elapsed / 1000).toFixed(2)} s: ${Math.round((settled / elapsed) * 1000).toLocaleString('en')} bets/s (${Number(paid?.credits).toLocaleString('en')} credits, ${Number(paid?.total).toLocaleString('en')} paid)`,
  )
}
