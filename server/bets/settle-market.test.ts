import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LiveChange } from '../../domain/feed/change.ts'
import {
  createFundedPlayer,
  createTestBet,
  createTestEvent,
  openTestDatabase,
  writeTestResults,
} from '../../tests/support/bets.ts'
import type { Database } from '../db/database.ts'
import { settleMarkets } from './settle-bets.ts'
import { resultMarket } from './settle-market.ts'

const log = { error() {}, warn() {}, info() {} }

describe('resultMarket', () => {
  let db: Database
  beforeAll(async () => {
    db = await openTestDatabase()
  })
  afterAll(() => db?.close())

  it("counts the market's bets settled by the answer, also those the publish settled first", async () => {
    const { accountId } = await createFundedPlayer(db, 'result-market', 10_000)
    const { outcomes, marketIds } = await createTestEvent(db, { prices: [2, 3] })
    const [winner, loser] = outcomes[0] as [string, string]
    const marketId = marketIds[0] as string
    await createTestBet(db, { accountId, legs: [{ outcomeId: winner, price: 2 }], unitStake: 100 })
    await createTestBet(db, { accountId, legs: [{ outcomeId: loser, price: 3 }], unitStake: 100 })
    // As the feed leader's publish does: the results written, and the market's bets settled.
    const publish = async (changes: LiveChange[]) => {
      for (const change of changes)
        if (change.kind === 'market' && change.results)
          await writeTestResults(db, change.marketId, change.results)
      await settleMarkets(db, [marketId], log)
      return 1
    }
    const answer = await resultMarket(
      db,
      { publish, settleMarkets: (ids) => settleMarkets(db, ids, log) },
      marketId,
      { winners: [winner], void: [], placed: [], deadHeat: {} },
    )
    expect(answer).toMatchObject({ ok: true, response: { marketId, settled: 2 } })
  })
})
