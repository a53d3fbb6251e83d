// Placement under duplicates and contention, on PostgreSQL (DATABASE_URL) and on PGlite: the
// same uuid ten times at once is one slip, one debit and ten identical bodies; the same uuid with
// another body is 422; fifty placements at once on a balance that covers ten place exactly ten;
// an ended session or a locked account places nothing.

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server/server.ts'
import {
  createBettor,
  createEvent,
  place,
  startPlacementServer,
  type TestEvent,
  walletsOf,
} from './placement-fixtures.ts'

const databaseUrl = process.env.DATABASE_URL

describe.runIf(databaseUrl)('placement idempotency and contention on PostgreSQL', () => {
  suite(databaseUrl)
})

describe('placement idempotency and contention on PGlite', () => {
  suite(undefined)
})

function suite(databaseUrl: string | undefined) {
  let server: RunningServer
  let event: TestEvent

  beforeAll(async () => {
    server = await startPlacementServer({ databaseUrl })
    event = await createEvent(server.db, { markets: 2 })
  })
  afterAll(() => server?.close())

  const outcome = () => event.outcomes[0]?.[0] ?? ''

  it('the same uuid ten times at once: one slip, one debit, ten identical bodies', async () => {
    const bettor = await createBettor(server.db, { balance: 10_000 })
    const uuid = randomUUID()
    const request = { singles: [{ outcomeId: outcome(), decimal: 2, unitStake: 500 }] }
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => place(server, bettor, request, uuid)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1)
    expect(answers[0]?.json.errors).toEqual([])
    const slips = await server.db.query('select id from betslips where account_id = $1', [
      bettor.accountId,
    ])
    expect(slips).toHaveLength(1)
    const debits = await server.db.query(
      `select amount from ledger where account_id = $1 and type = 'bet'`,
      [bettor.accountId],
    )
    expect(debits.map((row) => Number((row as { amount: string }).amount))).toEqual([-500])
    const wallets = await walletsOf(server.db, bettor.accountId)
    expect(wallets.balance).toBe(9_500)
    expect(wallets.realLedger).toBe(9_500)
    // A later retry gets the same bytes again.
    expect((await place(server, bettor, request, uuid)).text).toBe(answers[0]?.text)
  })

  it('the same uuid with another body is 422 idempotency-key-reused; the first stands', async () => {
    const bettor = await createBettor(server.db, { balance: 10_000 })
    const uuid = randomUUID()
    const first = await place(
      server,
      bettor,
      { singles: [{ outcomeId: outcome(), decimal: 2, unitStake: 100 }] },
      uuid,
    )
    expect(first.status).toBe(200)
    const other = await place(
      server,
      bettor,
      { singles: [{ outcomeId: outcome(), decimal: 2, unitStake: 200 }] },
      uuid,
    )
    expect(other.status).toBe(422)
    expect(other.json).toMatchObject({ code: 'idempotency-key-reused' })
    // Left-out lists and key order do not make another body.
    const same = await place(
      server,
      bettor,
      { systems: [], singles: [{ unitStake: 100, decimal: 2, outcomeId: outcome() }] },
      uuid,
    )
    expect(same.text).toBe(first.text)
    expect((await walletsOf(server.db, bettor.accountId)).balance).toBe(9_900)
  })

  it('a refused slip is answered the same to every retry and debits nothing', async () => {
    const bettor = await createBettor(server.db, { balance: 100 })
    const uuid = randomUUID()
    const request = { singles: [{ outcomeId: outcome(), decimal: 2, unitStake: 500 }] }
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => place(server, bettor, request, uuid)),
    )
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1)
    expect(answers[0]?.json.errors.map((error) => error.code)).toEqual(['RES-00056'])
    expect((await walletsOf(server.db, bettor.accountId)).balance).toBe(100)
  })

  it('fifty placements at once on a balance that covers ten: exactly ten', async () => {
    const bettor = await createBettor(server.db, { balance: 10 * 300 })
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        place(server, bettor, {
          singles: [{ outcomeId: outcome(), decimal: 2, unitStake: 300 }],
        }),
      ),
    )
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const placed = answers.filter((answer) => answer.json.errors.length === 0)
    const refused = answers.filter((answer) => answer.json.errors.length > 0)
    expect(placed).toHaveLength(10)
    expect(refused.every((answer) => answer.json.errors[0]?.code === 'RES-00056')).toBe(true)
    const wallets = await walletsOf(server.db, bettor.accountId)
    expect(wallets).toMatchObject({ balance: 0, realLedger: 0 })
    const [bets] = await server.db.query<{ count: string }>(
      `select count(*) as count from bets where account_id = $1`,
      [bettor.accountId],
    )
    expect(Number(bets?.count)).toBe(10)
  })

  // The route reads only the token before the input; placement's first statement checks the
  // session is open, so an ended session or a locked account must be refused there.
  it('a slip on an ended session is 401, even a retry of a stored uuid, and debits nothing', async () => {
    const bettor = await createBettor(server.db, { balance: 1_000 })
    const request = { singles: [{ outcomeId: outcome(), decimal: 2, unitStake: 100 }] }
    const uuid = randomUUID()
    expect((await place(server, bettor, request, uuid)).status).toBe(200)
    await server.db.query(`update sessions set revoked_at = now() where player_id = $1`, [
      bettor.playerId,
    ])
    const retried = await place(server, bettor, request, uuid)
    const fresh = await place(server, bettor, request)
    expect([retried.status, fresh.status]).toEqual([401, 401])
    expect(fresh.json).toMatchObject({ code: 'unauthorized' })
    expect(await walletsOf(server.db, bettor.accountId)).toMatchObject({
      balance: 900,
      realLedger: 900,
    })
  })

  it('a slip from a locked account is 403 account-locked and debits nothing', async () => {
    const bettor = await createBettor(server.db, { balance: 1_000 })
    await server.db.query(`update players set account_status = 'locked' where id = $1`, [
      bettor.playerId,
    ])
    const answer = await place(server, bettor, {
      singles: [{ outcomeId: outcome(), decimal: 2, unitStake: 100 }],
    })
    expect(answer.status).toBe(403)
    expect(answer.json).toMatchObject({ code: 'account-locked' })
    expect(await walletsOf(server.db, bettor.accountId)).toMatchObject({
      balance: 1_000,
      realLedger: 1_000,
    })
  })
}
