// The in-play delay refuses what changed while a live slip was held (server/bets/delay-history.ts,
// domain/bets/delay-refusals.ts): each case is driven as the book meets it, through the
// development endpoints (a market resulted, suspended and reopened, a price moved) or the same
// publish they use (a market closed, an event ended or withdrawn), and the slip is then decided
// by its status call. A refused slip is rejected with the code the bettor reads, its bets are
// rejected and never settled, and its stake comes back through a refund row of the ledger. On
// PostgreSQL (DATABASE_URL) and on PGlite; the server's clock is moved past the delay.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BetslipStatus, PlaceBetslipRequest } from '../../domain/api/placement.ts'
import { multipleDoubleBetTypeId } from '../../domain/bets/multiple.ts'
import type { LiveChange } from '../../domain/feed/change.ts'
import { publishOutsideFeed } from '../../server/feed/publish-changes.ts'
import type { RunningServer } from '../../server/server.ts'
import {
  type Bettor,
  type Clock,
  call,
  createBettor,
  createEvent,
  createTestBrand,
  place,
  startPlacementServer,
  type TestEvent,
  testClock,
  walletsOf,
} from './placement-fixtures.ts'

const databaseUrl = process.env.DATABASE_URL

describe.runIf(databaseUrl)('the in-play delay on PostgreSQL', () => {
  suite(databaseUrl)
})

describe('the in-play delay on PGlite', () => {
  suite(undefined)
})

const delaySeconds = 30
const balance = 5_000
const stake = 1_000

function suite(databaseUrl: string | undefined) {
  let server: RunningServer
  let clock: Clock
  let brandId: string

  beforeAll(async () => {
    clock = testClock()
    server = await startPlacementServer({ databaseUrl, clock })
    // Longer than any test takes, so the background sweep (on the real clock) never decides first.
    // The double below stands to return more than demo refers to a trader.
    brandId = await createTestBrand(server.db, {
      inplay_bet_delay_seconds: delaySeconds,
      bet_referral_threshold: '100000.00',
    })
  })
  afterAll(() => server?.close())

  const dev = async (path: string, body: unknown) => {
    const answer = await call(server, 'POST', path, { body })
    expect(answer.status).toBe(200)
  }
  const publish = (changes: LiveChange[]) => publishOutsideFeed(server.db, changes)

  /** A live single at 2.00 on the event's first outcome, held for the delay. */
  async function held(request: Partial<PlaceBetslipRequest> = {}) {
    const event = await createEvent(server.db, { live: true })
    const outcomeId = first(event)
    const who = await createBettor(server.db, { brandId, balance })
    const placed = await place(server, who, {
      singles: [{ outcomeId, decimal: 2, unitStake: stake }],
      ...request,
    })
    expect(placed.json).toMatchObject({ status: 'pending', delay: delaySeconds, errors: [] })
    expect((await walletsOf(server.db, who.accountId)).balance).toBe(balance - stake)
    return { event, outcomeId, marketId: event.marketIds[0] ?? '', who, id: placed.json.betSlipId }
  }

  async function decide(who: Bettor, id: string): Promise<BetslipStatus> {
    clock.advance(delaySeconds * 1_000)
    const answer = await call<BetslipStatus>(server, 'PUT', `/xapi/rest/betslips/${id}/status`, {
      token: who.token,
    })
    return answer.json
  }

  /** Rejected with the code, the bets rejected and unsettled, every debit refunded. */
  async function expectRefused(
    who: Bettor,
    id: string,
    code: string,
    outcomeId: string,
    money = { balance, stake },
  ) {
    const decided = await decide(who, id)
    expect(decided).toMatchObject({ status: 'rejected' })
    expect(decided.errors.map((error) => [error.code, error.outcomeId])).toEqual([
      [code, outcomeId],
    ])
    expect(decided.errors[0]?.message).toBeTruthy()
    const bets = await server.db.query<{ status: string; settled: boolean }>(
      `select b.status, exists (select 1 from settlements s where s.bet_id = b.id) as settled
       from bets b where b.betslip_id = $1`,
      [id],
    )
    expect(bets).toEqual([{ status: 'rejected', settled: false }])
    const refunds = await server.db.query<{ amount: string }>(
      `select amount from ledger where betslip_id = $1 and type = 'refund'`,
      [id],
    )
    expect(refunds.map((row) => Number(row.amount))).toEqual([money.stake])
    expect(await walletsOf(server.db, who.accountId)).toMatchObject({
      balance: money.balance,
      realLedger: money.balance,
    })
    return decided
  }

  async function expectPlaced(who: Bettor, id: string) {
    expect(await decide(who, id)).toEqual({ betSlipId: id, status: 'placed', errors: [] })
    expect(await walletsOf(server.db, who.accountId)).toMatchObject({
      balance: balance - stake,
      realLedger: balance - stake,
    })
  }

  it('refuses a slip whose market was resulted during the delay, and never settles it', async () => {
    const { outcomeId, marketId, who, id } = await held()
    await dev(`/dev/markets/${marketId}/result`, { winners: [outcomeId] })
    await expectRefused(who, id, 'RES-00048', outcomeId)
  })

  it('refuses a slip whose market was resulted between the placement’s read and its write', async () => {
    // The result is before the slip's place in the log: only the catalogue can tell.
    const { outcomeId, marketId, who, id } = await held()
    await dev(`/dev/markets/${marketId}/result`, { winners: [outcomeId] })
    await server.db.query(
      'update betslips set live_seq = (select max(seq) from live_batches) where id = $1',
      [id],
    )
    await expectRefused(who, id, 'RES-00048', outcomeId)
  })

  it('refuses a slip whose market was suspended and reopened during the delay', async () => {
    const { outcomeId, marketId, who, id } = await held({ userAcceptOdds: 'A' })
    await dev(`/dev/markets/${marketId}/status`, { status: 'suspended' })
    await dev(`/dev/markets/${marketId}/status`, { status: 'open' })
    await expectRefused(who, id, 'RES-00048', outcomeId)
  })

  it.each(['closed', 'lts'] as const)(
    'refuses a slip whose market was %s during the delay',
    async (status) => {
      const { event, outcomeId, marketId, who, id } = await held()
      await publish([{ kind: 'market', eventId: event.eventId, marketId, status }])
      await expectRefused(who, id, 'RES-00048', outcomeId)
    },
  )

  it('refuses a slip whose event ended during the delay', async () => {
    const { event, outcomeId, who, id } = await held()
    await publish([{ kind: 'event', eventId: event.eventId, clock: { status: 'END_OF_EVENT' } }])
    await expectRefused(who, id, 'RES-00047', outcomeId)
  })

  it('refuses a slip whose event was withdrawn during the delay', async () => {
    const { event, outcomeId, who, id } = await held()
    await publish([{ kind: 'event-removed', eventId: event.eventId }])
    await expectRefused(who, id, 'RES-00108', outcomeId)
  })

  it('refuses a price that left the bettor’s choice during the delay, even once back', async () => {
    const { outcomeId, who, id } = await held({ userAcceptOdds: 'H' })
    await dev(`/dev/outcomes/${outcomeId}/price`, { decimal: 1.8 })
    await dev(`/dev/outcomes/${outcomeId}/price`, { decimal: 2 })
    const decided = await expectRefused(who, id, 'RES-00152', outcomeId)
    expect(decided.errors[0]?.currentDecimal).toBe(2)
  })

  it('places a slip whose price moved only as the bettor’s choice allows', async () => {
    const { outcomeId, who, id } = await held({ userAcceptOdds: 'H' })
    await dev(`/dev/outcomes/${outcomeId}/price`, { decimal: 2.4 })
    await dev(`/dev/outcomes/${outcomeId}/price`, { decimal: 2 })
    await expectPlaced(who, id)
  })

  it('places a slip whose price rose past the payout cap during the delay: it keeps the price it was taken at', async () => {
    const capped = await createTestBrand(server.db, {
      inplay_bet_delay_seconds: delaySeconds,
      bet_referral_threshold: '100000.00',
      bet_max_payout_amount: '25',
    })
    const event = await createEvent(server.db, { live: true })
    const outcomeId = first(event)
    const who = await createBettor(server.db, { brandId: capped, balance })
    // €10 at 2.00 returns €20, under the brand's €25.
    const placed = await place(server, who, {
      singles: [{ outcomeId, decimal: 2, unitStake: stake }],
      userAcceptOdds: 'H',
    })
    expect(placed.json).toMatchObject({ status: 'pending', errors: [] })
    await dev(`/dev/outcomes/${outcomeId}/price`, { decimal: 3 })
    await expectPlaced(who, placed.json.betSlipId)
    const [bet] = await server.db.query<{ potential_returns: string }>(
      'select potential_returns from bets where betslip_id = $1',
      [placed.json.betSlipId],
    )
    expect(Number(bet?.potential_returns)).toBe(2_000)
  })

  it('places a slip when nothing changed on its legs, whatever happened elsewhere', async () => {
    const elsewhere = await createEvent(server.db, { live: true })
    const { event, who, id } = await held()
    await dev(`/dev/markets/${elsewhere.marketIds[0]}/status`, { status: 'suspended' })
    await dev(`/dev/outcomes/${first(elsewhere)}/price`, { decimal: 7 })
    // Another outcome of the slip's own market.
    await dev(`/dev/outcomes/${event.outcomes[0]?.[1]}/price`, { decimal: 9 })
    await expectPlaced(who, id)
  })

  it('refuses as timed out a slip whose place in the change log is not known', async () => {
    // As a slip held when the server was upgraded to keep it: what happened since is unknown.
    const { outcomeId, who, id } = await held()
    await server.db.query('update betslips set live_seq = null where id = $1', [id])
    await expectRefused(who, id, 'RES-00199', outcomeId)
  })

  it('refuses the whole double when one leg’s market was suspended and reopened', async () => {
    const [home, away] = [
      await createEvent(server.db, { live: true }),
      await createEvent(server.db, { live: true }),
    ]
    // The double's own minimum stake is 1,250.00 (SPEC.md section 8).
    const money = { balance: 200_000, stake: 125_000 }
    const who = await createBettor(server.db, { brandId, balance: money.balance })
    const legs = [home, away].map((event) => ({ outcomeId: first(event), decimal: 2 }))
    const placed = await place(server, who, {
      legs,
      multiples: [{ betTypeId: multipleDoubleBetTypeId, unitStake: money.stake }],
    })
    expect(placed.json).toMatchObject({ status: 'pending', errors: [] })
    await dev(`/dev/markets/${away.marketIds[0]}/status`, { status: 'suspended' })
    await dev(`/dev/markets/${away.marketIds[0]}/status`, { status: 'open' })
    await expectRefused(who, placed.json.betSlipId, 'RES-00048', first(away), money)
  })
}

const first = (event: TestEvent): string => event.outcomes[0]?.[0] ?? ''
