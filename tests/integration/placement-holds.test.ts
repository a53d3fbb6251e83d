// Slips held at placement: a live selection waits the in-play delay and is decided on the prices
// at its end (accepted, or rejected and refunded through the ledger); a slip over the referral
// threshold waits for a trader (POST /dev/betslips/{id}/decision). On PostgreSQL (DATABASE_URL)
// and on PGlite; the server's clock is moved past the delay instead of waiting it out.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../server/server.ts'
import {
  type Bettor,
  type Clock,
  call,
  createBettor,
  createEvent,
  createTestBrand,
  place,
  setPrice,
  startPlacementServer,
  testClock,
  walletsOf,
} from './placement-fixtures.ts'

const databaseUrl = process.env.DATABASE_URL

describe.runIf(databaseUrl)('held slips on PostgreSQL', () => {
  suite(databaseUrl)
})

describe('held slips on PGlite', () => {
  suite(undefined)
})

interface Status {
  betSlipId: string
  status: string
  errors: Array<{ code: string; outcomeId?: string }>
}

function suite(databaseUrl: string | undefined) {
  let server: RunningServer
  let clock: Clock
  let delayed: string
  let referring: string

  beforeAll(async () => {
    clock = testClock()
    server = await startPlacementServer({ databaseUrl, clock })
    delayed = await createTestBrand(server.db, { inplay_bet_delay_seconds: 5 })
    referring = await createTestBrand(server.db, {
      inplay_bet_delay_seconds: 5,
      bet_referral_threshold: '10.00',
    })
  })
  afterAll(() => server?.close())

  const status = (who: Bettor, betSlipId: string) =>
    call<Status>(server, 'PUT', `/xapi/rest/betslips/${betSlipId}/status`, { token: who.token })
  const betStatuses = async (betSlipId: string) =>
    (
      await server.db.query<{ status: string }>(
        'select status from bets where betslip_id = $1 order by id',
        [betSlipId],
      )
    ).map((row) => row.status)
  const slipStatus = async (betSlipId: string) =>
    (
      await server.db.query<{ status: string }>('select status from betslips where id = $1', [
        betSlipId,
      ])
    )[0]?.status ?? 'missing'

  it('the betslip model tells what placement would: a slip waiting holds the next, as self-exclusion holds all', async () => {
    const event = await createEvent(server.db, { live: true })
    const other = await createEvent(server.db)
    const who = await createBettor(server.db, { brandId: delayed, balance: 5_000 })
    const model = (bettor: Bettor) =>
      call<{ placeable: boolean; errors: Array<{ code: string }> }>(
        server,
        'PUT',
        '/xapi/rest/betslips/selections',
        {
          token: bettor.token,
          body: { singles: [{ outcomeId: other.outcomes[0]?.[0] ?? '', unitStake: 500 }] },
        },
      )
    expect((await model(who)).json).toMatchObject({ placeable: true, errors: [] })
    const placed = await place(server, who, {
      singles: [{ outcomeId: event.outcomes[0]?.[0] ?? '', decimal: 2, unitStake: 1_000 }],
    })
    expect(placed.json).toMatchObject({ status: 'pending' })
    const waiting = (await model(who)).json
    expect(waiting.placeable).toBe(false)
    expect(waiting.errors.map((error) => error.code)).toContain('RES-00246')
    const excluded = await createBettor(server.db, { balance: 5_000, selfExcluded: true })
    const refused = (await model(excluded)).json
    expect(refused.placeable).toBe(false)
    expect(refused.errors.map((error) => error.code)).toContain('RES-00103')
  })

  it('a live bet waits the delay, debited at once, then is placed', async () => {
    const event = await createEvent(server.db, { live: true })
    const who = await createBettor(server.db, { brandId: delayed, balance: 5_000 })
    const placed = await place(server, who, {
      singles: [{ outcomeId: event.outcomes[0]?.[0] ?? '', decimal: 2, unitStake: 1_000 }],
    })
    expect(placed.json).toMatchObject({ status: 'pending', delay: 5, errors: [] })
    expect((await walletsOf(server.db, who.accountId)).balance).toBe(4_000)
    const id = placed.json.betSlipId
    expect((await status(who, id)).json.status).toBe('pending')
    expect(await betStatuses(id)).toEqual(['pending'])
    clock.advance(5_000)
    expect((await status(who, id)).json).toEqual({ betSlipId: id, status: 'placed', errors: [] })
    expect(await betStatuses(id)).toEqual(['open'])
    expect(await walletsOf(server.db, who.accountId)).toMatchObject({
      balance: 4_000,
      realLedger: 4_000,
    })
  })

  it('a price that moved during the delay rejects the slip under D and refunds it', async () => {
    const event = await createEvent(server.db, { live: true })
    const outcome = event.outcomes[0]?.[0] ?? ''
    const who = await createBettor(server.db, { brandId: delayed, balance: 5_000 })
    const placed = await place(server, who, {
      singles: [{ outcomeId: outcome, decimal: 2, unitStake: 1_000 }],
    })
    await setPrice(server.db, outcome, 1.8)
    clock.advance(5_000)
    const decided = await status(who, placed.json.betSlipId)
    expect(decided.json.status).toBe('rejected')
    expect(decided.json.errors).toEqual([
      expect.objectContaining({ code: 'RES-00152', outcomeId: outcome }),
    ])
    expect(await betStatuses(placed.json.betSlipId)).toEqual(['rejected'])
    const refunds = await server.db.query<{ amount: string }>(
      `select amount from ledger where betslip_id = $1 and type = 'refund'`,
      [placed.json.betSlipId],
    )
    expect(refunds.map((row) => Number(row.amount))).toEqual([1_000])
    expect(await walletsOf(server.db, who.accountId)).toMatchObject({
      balance: 5_000,
      realLedger: 5_000,
    })
    // Asked again, it stays decided: no second refund.
    expect((await status(who, placed.json.betSlipId)).json.status).toBe('rejected')
    expect((await walletsOf(server.db, who.accountId)).balance).toBe(5_000)
  })

  it('a suspended market at the end of the delay rejects with its code', async () => {
    const event = await createEvent(server.db, { live: true })
    const who = await createBettor(server.db, { brandId: delayed, balance: 5_000 })
    const placed = await place(server, who, {
      singles: [{ outcomeId: event.outcomes[0]?.[0] ?? '', decimal: 2, unitStake: 500 }],
      userAcceptOdds: 'A',
    })
    await server.db.query(`update markets set status = 'suspended' where event_id = $1`, [
      event.eventId,
    ])
    clock.advance(5_000)
    const decided = await status(who, placed.json.betSlipId)
    expect(decided.json.errors.map((error) => error.code)).toEqual(['RES-00048'])
    expect((await walletsOf(server.db, who.accountId)).balance).toBe(5_000)
  })

  it('the sweep decides a slip past its delay that nobody asks about', async () => {
    // The sweep keeps the real clock, so this slip waits a real second.
    const quick = await createTestBrand(server.db, { inplay_bet_delay_seconds: 1 })
    const event = await createEvent(server.db, { live: true })
    const who = await createBettor(server.db, { brandId: quick, balance: 5_000 })
    const placed = await place(server, who, {
      singles: [{ outcomeId: event.outcomes[0]?.[0] ?? '', decimal: 2, unitStake: 500 }],
    })
    expect(placed.json).toMatchObject({ status: 'pending', delay: 1 })
    // The sweep runs every second: a guard of 15 s against a hang, not a measure.
    await expect.poll(() => slipStatus(placed.json.betSlipId), { timeout: 15_000 }).toBe('placed')
  })

  it('a slip over the referral threshold waits for a trader; approved it is placed', async () => {
    const event = await createEvent(server.db, { live: true })
    const who = await createBettor(server.db, { brandId: referring, balance: 5_000 })
    const placed = await place(server, who, {
      singles: [{ outcomeId: event.outcomes[0]?.[0] ?? '', decimal: 2, unitStake: 2_000 }],
    })
    expect(placed.json).toMatchObject({ status: 'referred', betMayBeReferred: true, delay: 0 })
    clock.advance(60_000)
    expect((await status(who, placed.json.betSlipId)).json.status).toBe('referred')
    const decision = await call<Status>(
      server,
      'POST',
      `/dev/betslips/${placed.json.betSlipId}/decision`,
      { body: { approve: true } },
    )
    expect(decision.json).toMatchObject({ status: 'placed', errors: [] })
    expect((await status(who, placed.json.betSlipId)).json.status).toBe('placed')
    expect(await betStatuses(placed.json.betSlipId)).toEqual(['open'])
    expect((await walletsOf(server.db, who.accountId)).balance).toBe(3_000)
    // Decided once: a second decision is refused.
    const again = await call(server, 'POST', `/dev/betslips/${placed.json.betSlipId}/decision`, {
      body: { approve: false },
    })
    expect(again.status).toBe(409)
  })

  it('a referral no trader decides in time is decided by the trader rule', async () => {
    const ruled = await createTestBrand(server.db, {
      bet_referral_threshold: '10.00',
      bet_referral_timeout_seconds: 1,
      bet_referral_max_liability: '50.00',
    })
    const event = await createEvent(server.db)
    const outcomeId = event.outcomes[0]?.[0] ?? ''
    const within = await createBettor(server.db, { brandId: ruled, balance: 5_000 })
    const past = await createBettor(server.db, { brandId: ruled, balance: 5_000 })
    // Returns 4,000 are within the 5,000 liability; 6,000 are not.
    const taken = await place(server, within, {
      singles: [{ outcomeId, decimal: 2, unitStake: 2_000 }],
    })
    const declined = await place(server, past, {
      singles: [{ outcomeId, decimal: 2, unitStake: 3_000 }],
    })
    expect([taken.json.status, declined.json.status]).toEqual(['referred', 'referred'])
    await expect
      .poll(() => Promise.all([taken, declined].map((slip) => slipStatus(slip.json.betSlipId))), {
        timeout: 15_000,
      })
      .toEqual(['placed', 'rejected'])
    expect((await status(past, declined.json.betSlipId)).json.errors[0]?.code).toBe('RES-00195')
    expect((await walletsOf(server.db, within.accountId)).balance).toBe(3_000)
    expect((await walletsOf(server.db, past.accountId)).balance).toBe(5_000)
  })

  it('declined by the trader it is rejected with RES-00195 and refunded', async () => {
    const event = await createEvent(server.db)
    const who = await createBettor(server.db, { brandId: referring, balance: 5_000 })
    const placed = await place(server, who, {
      singles: [{ outcomeId: event.outcomes[0]?.[0] ?? '', decimal: 2, unitStake: 2_000 }],
    })
    expect(placed.json.status).toBe('referred')
    const decision = await call<Status>(
      server,
      'POST',
      `/dev/betslips/${placed.json.betSlipId}/decision`,
      { body: { approve: false } },
    )
    expect(decision.json).toMatchObject({ status: 'rejected', errors: [{ code: 'RES-00195' }] })
    expect((await status(who, placed.json.betSlipId)).json.errors[0]?.code).toBe('RES-00195')
    expect(await walletsOf(server.db, who.accountId)).toMatchObject({
      balance: 5_000,
      realLedger: 5_000,
    })
  })

  it('ten status calls at once on a slip past its delay decide it once', async () => {
    const event = await createEvent(server.db, { live: true })
    const outcome = event.outcomes[0]?.[0] ?? ''
    const who = await createBettor(server.db, { brandId: delayed, balance: 5_000 })
    const placed = await place(server, who, {
      singles: [{ outcomeId: outcome, decimal: 2, unitStake: 1_000 }],
    })
    await setPrice(server.db, outcome, 1.5)
    clock.advance(5_000)
    await Promise.all(Array.from({ length: 10 }, () => status(who, placed.json.betSlipId)))
    const settled = await status(who, placed.json.betSlipId)
    expect(settled.json.status).toBe('rejected')
    const refunds = await server.db.query(
      `select amount from ledger where betslip_id = $1 and type = 'refund'`,
      [placed.json.betSlipId],
    )
    expect(refunds).toHaveLength(1)
    expect((await walletsOf(server.db, who.accountId)).balance).toBe(5_000)
  })
}
