// My bets through settlement, over HTTP: open bets with their legs, live score, prices now and
// cash-out offers; the count; POST /dev/markets/{id}/result publishing the result on the live
// stream and settling; the settled list newest first with returns; a slip's details; and every
// call scoped to its own player. On PGlite always, and on PostgreSQL when DATABASE_URL is set.

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenBetsResponse } from '../../domain/api/open-bets.ts'
import type { BetslipDetailsResponse, SettledBetsResponse } from '../../domain/api/settled-bets.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import {
  balanceAndLedger,
  call,
  createFundedPlayer,
  createTestBet,
  createTestEvent,
  creditsOf,
  loginAs,
  setPrice,
} from '../support/bets.ts'
import { createManualFeed, testDriven } from '../support/manual-feed.ts'

const databaseUrl = process.env.DATABASE_URL

describe('my bets and settlement on PGlite', () => suite())
describe.runIf(databaseUrl)('my bets and settlement on PostgreSQL', () => suite(databaseUrl))

function suite(url?: string) {
  let server: RunningServer

  beforeAll(async () => {
    server = await startServer({ feed: null, databaseUrl: url, devEndpoints: true })
  })
  afterAll(() => server?.close())

  it('§7 my bets: open bets show legs, live score, prices now and offers; betcount counts them', async () => {
    const { db } = server
    const player = await createFundedPlayer(db, 'mybets', 100_000)
    const token = await loginAs(server.url, player)
    const { event, outcomes, marketIds } = await createTestEvent(db, { markets: 2, live: true })
    const single = await createTestBet(db, {
      accountId: player.accountId,
      legs: [{ outcomeId: outcomes[0]?.[0] as string, price: 2 }],
      unitStake: 1000,
    })
    const double = await createTestBet(db, {
      accountId: player.accountId,
      legs: [
        { outcomeId: outcomes[0]?.[1] as string, price: 3 },
        { outcomeId: outcomes[1]?.[0] as string, price: 2 },
      ],
      unitStake: 500,
    })
    // The single's price shortened since it was taken: 2.00 then, 1.60 now.
    await setPrice(db, outcomes[0]?.[0] as string, 1.6)
    const base = `/xapi/bet/account/${player.accountId}`

    const count = await call(server.url, token, 'GET', `${base}/betcount`)
    expect(count).toEqual({ status: 200, body: { count: 2 } })

    const open = await call<OpenBetsResponse>(server.url, token, 'GET', `${base}/openbets`)
    expect(open.status).toBe(200)
    // Newest first.
    expect(open.body.bets.map((bet) => bet.betId)).toEqual([double.betId, single.betId])
    const shown = open.body.bets.find((bet) => bet.betId === single.betId)
    expect(shown).toMatchObject({
      kind: 'single',
      status: 'open',
      totalStake: 1000,
      stakeRunning: 1000,
      potentialReturns: 2000,
      legs: [
        {
          outcomeId: outcomes[0]?.[0],
          outcomeDescription: 'Runner 1',
          marketDescription: 'Market 1',
          decimal: 2,
          currentDecimal: 1.6,
          state: 'open',
          event: {
            eventId: event.id,
            description: event.description,
            clock: { status: 'RUNNING', minutes: 23 },
            scores: { home: 1, away: 0 },
            isFinished: false,
          },
        },
      ],
      // 10.00 x 2.00 / 1.60 x 0.95 = 11.875, down to 11.87.
      cashout: { status: 'available', amount: 1187, stakeRunning: 1000 },
    })
    const shownDouble = open.body.bets.find((bet) => bet.betId === double.betId)
    expect(shownDouble).toMatchObject({ kind: 'multiple', decimal: 6, potentialReturns: 3000 })
    expect(shownDouble?.legs.map((leg) => leg.currentDecimal)).toEqual([3, 2])
    // 5.00 x 3/3 x 2/2 x 0.95
    expect(shownDouble?.cashout).toMatchObject({ status: 'available', amount: 475 })

    const one = await call(server.url, token, 'GET', `${base}/openbet/${single.betId}`)
    expect(one.status).toBe(200)
    expect(one.body).toEqual(shown)
    expect((await call(server.url, token, 'GET', `${base}/openbet/nope`)).status).toBe(404)

    // Result the first market: the single and the double's first leg win.
    const resulted = await call(server.url, token, 'POST', `/dev/markets/${marketIds[0]}/result`, {
      winners: [outcomes[0]?.[0], outcomes[0]?.[1]],
    })
    expect(resulted.status).toBe(200)
    expect(resulted.body).toMatchObject({ marketId: marketIds[0], settled: 1 })
    // The live stream carried it: the batch removes the market from every client, and says how
    // many of its event's markets are still open.
    const [batch] = await db.query<{ changes: unknown[] }>(
      'select changes from live_batches where seq = $1',
      [resulted.body.seq],
    )
    expect(batch?.changes).toEqual([
      expect.objectContaining({ kind: 'market', marketId: marketIds[0], status: 'resulted' }),
      expect.objectContaining({ kind: 'event', liveOpenMarketCount: marketIds.length - 1 }),
    ])
    expect(await creditsOf(db, single.betId)).toEqual([{ type: 'win', amount: 2000 }])
    expect((await call(server.url, token, 'GET', `${base}/betcount`)).body).toEqual({ count: 1 })
    const stillOpen = await call<OpenBetsResponse>(server.url, token, 'GET', `${base}/openbets`)
    expect(stillOpen.body.bets.map((bet) => bet.betId)).toEqual([double.betId])
    expect(stillOpen.body.bets[0]?.legs.map((leg) => leg.state)).toEqual(['won', 'open'])

    // A market resulted twice is refused; its bets were paid once.
    const again = await call(server.url, token, 'POST', `/dev/markets/${marketIds[0]}/result`, {
      winners: [outcomes[0]?.[0]],
    })
    expect(again).toMatchObject({ status: 409, body: { code: 'already-resulted' } })
    const unknown = await call(server.url, token, 'POST', `/dev/markets/${marketIds[1]}/result`, {
      winners: ['not-an-outcome'],
    })
    expect(unknown).toMatchObject({ status: 422, body: { code: 'unknown-outcome' } })

    await call(server.url, token, 'POST', `/dev/markets/${marketIds[1]}/result`, {
      void: [outcomes[1]?.[0]],
    })
    // 5.00 x 3.00 x 1 (void)
    expect(await creditsOf(db, double.betId)).toEqual([{ type: 'win', amount: 1500 }])
    expect((await call(server.url, token, 'GET', `${base}/betcount`)).body).toEqual({ count: 0 })

    const settled = await call<SettledBetsResponse>(
      server.url,
      token,
      'GET',
      '/xapi/rest/acchistory/dailySettledBets?numberOfBets=50',
    )
    expect(settled.status).toBe(200)
    expect(settled.body.bets.map((bet) => [bet.betId, bet.status, bet.returns])).toEqual([
      [double.betId, 'won', 1500],
      [single.betId, 'won', 2000],
    ])
    expect(settled.body.bets[0]?.legs.map((leg) => leg.state)).toEqual(['won', 'void'])
    const limited = await call<SettledBetsResponse>(
      server.url,
      token,
      'GET',
      '/xapi/rest/acchistory/dailySettledBets?numberOfBets=1',
    )
    expect(limited.body.bets.map((bet) => bet.betId)).toEqual([double.betId])

    const details = await call<BetslipDetailsResponse>(
      server.url,
      token,
      'GET',
      `/xapi/rest/accounts/${player.accountId}/betslips/${double.betslipId}/details`,
    )
    expect(details.status).toBe(200)
    expect(details.body).toMatchObject({
      betSlipId: double.betslipId,
      totalCost: 500,
      bets: [{ betId: double.betId, status: 'won', returns: 1500 }],
      cashOuts: [],
    })
    const { balance, ledger } = await balanceAndLedger(db, player.accountId)
    expect(balance).toBe(ledger)
    expect(balance).toBe(100_000 - 1000 - 500 + 2000 + 1500)
  })

  it('§7 settlement: the development result call takes placed outcomes and dead heats', async () => {
    const { db } = server
    const player = await createFundedPlayer(db, 'devresult', 100_000)
    const token = await loginAs(server.url, player)
    const { outcomes, marketIds } = await createTestEvent(db, { markets: 2, prices: [4, 5, 6] })
    const [first, second, third] = outcomes[0] as [string, string, string]
    const terms = { numerator: 1, denominator: 5, places: 2 }
    const tiedWinner = await createTestBet(db, {
      accountId: player.accountId,
      legs: [{ outcomeId: first, price: 4 }],
      unitStake: 1000,
      eachWay: true,
      placeTerms: terms,
    })
    const placed = await createTestBet(db, {
      accountId: player.accountId,
      legs: [{ outcomeId: second, price: 5 }],
      unitStake: 1000,
      eachWay: true,
      placeTerms: terms,
    })
    const unplaced = await createTestBet(db, {
      accountId: player.accountId,
      legs: [{ outcomeId: third, price: 6 }],
      unitStake: 1000,
      eachWay: true,
      placeTerms: terms,
    })
    const answer = await call(server.url, token, 'POST', `/dev/markets/${marketIds[0]}/result`, {
      placed: [second],
      deadHeat: { [first]: 2 },
    })
    expect(answer).toMatchObject({
      status: 200,
      body: {
        settled: 3,
        results: [
          { outcomeId: first, result: 'win', deadHeatDivisor: 2 },
          { outcomeId: second, result: 'place' },
          { outcomeId: third, result: 'lose' },
        ],
      },
    })
    // Tied first of two: win 10.00 x 4.00 / 2 = 20.00, placed in full 10.00 x 1.60 = 16.00.
    expect(await creditsOf(db, tiedWinner.betId)).toEqual([{ type: 'win', amount: 3600 }])
    // Placed: the win part lost, the place part 10.00 x (1 + 4 x 1/5) = 18.00.
    expect(await creditsOf(db, placed.betId)).toEqual([{ type: 'win', amount: 1800 }])
    expect(await creditsOf(db, unplaced.betId)).toEqual([])
    const other = outcomes[1]?.[0] as string
    const conflicting = await call(
      server.url,
      token,
      'POST',
      `/dev/markets/${marketIds[1]}/result`,
      {
        winners: [other],
        void: [other],
      },
    )
    expect(conflicting).toMatchObject({ status: 422, body: { code: 'conflicting-results' } })
  })

  it("§6 my bets: another player's bets and slips are out of reach", async () => {
    const { db } = server
    const owner = await createFundedPlayer(db, 'owner', 10_000)
    const other = await createFundedPlayer(db, 'other', 10_000)
    const otherToken = await loginAs(server.url, other)
    const { outcomes } = await createTestEvent(db)
    const bet = await createTestBet(db, {
      accountId: owner.accountId,
      legs: [{ outcomeId: outcomes[0]?.[0] as string, price: 2 }],
      unitStake: 100,
    })
    const base = `/xapi/bet/account/${owner.accountId}`
    for (const path of [`${base}/openbets`, `${base}/betcount`, `${base}/cashout/${bet.betId}`])
      expect((await call(server.url, otherToken, 'GET', path)).status).toBe(403)
    const theirs = await call(
      server.url,
      otherToken,
      'GET',
      `/xapi/rest/accounts/${owner.accountId}/betslips/${bet.betslipId}/details`,
    )
    expect(theirs.status).toBe(403)
    // Their own path, someone else's bet: not found.
    const mine = `/xapi/bet/account/${other.accountId}`
    expect((await call(server.url, otherToken, 'GET', `${mine}/cashout/${bet.betId}`)).status).toBe(
      404,
    )
    const slip = await call(
      server.url,
      otherToken,
      'GET',
      `/xapi/rest/accounts/${other.accountId}/betslips/${bet.betslipId}/details`,
    )
    expect(slip.status).toBe(404)
    expect((await call(server.url, otherToken, 'GET', `${base}/openbets`, undefined)).status).toBe(
      403,
    )
    const noToken = await fetch(`${server.url}${base}/betcount`)
    expect(noToken.status).toBe(401)
  })
}

describe('settlement after the feed results a market', () => {
  const feed = createManualFeed()
  let server: RunningServer

  beforeAll(async () => {
    // PGlite: this process leads the feed, as one process does on any database.
    // No sweep in the test's time (the first, a second after start, is waited out): only the
    // hook can settle.
    server = await startServer({
      feed,
      producerTimeoutMs: testDriven,
      settlementSweepMs: 3_600_000,
    })
    await new Promise((resolve) => setTimeout(resolve, 1500))
  })
  afterAll(() => server?.close())

  it('§7 settlement: a resulted market in a feed batch settles its bets, a dead heat included', async () => {
    const { db } = server
    expect(server.feedLeader).toBe(true)
    const player = await createFundedPlayer(db, 'feedhook', 10_000)
    const { event, outcomes, marketIds } = await createTestEvent(db, { prices: [4, 5, 6] })
    const [first, second] = outcomes[0] as [string, string]
    const tied = await createTestBet(db, {
      accountId: player.accountId,
      legs: [{ outcomeId: first, price: 4 }],
      unitStake: 1000,
    })
    const beaten = await createTestBet(db, {
      accountId: player.accountId,
      legs: [{ outcomeId: second, price: 5 }],
      unitStake: 1000,
    })
    await feed.publish([
      {
        kind: 'market',
        eventId: event.id,
        marketId: marketIds[0] as string,
        status: 'resulted',
        results: [
          { outcomeId: first, result: 'win', deadHeatDivisor: 2 },
          { outcomeId: second, result: 'lose' },
        ],
      },
    ])
    // 10.00 x 4.00 / 2, paid by the hook after the batch, in the background.
    await expect.poll(() => creditsOf(db, tied.betId)).toEqual([{ type: 'win', amount: 2000 }])
    await expect
      .poll(
        async () =>
          (await db.query('select 1 from settlements where bet_id = $1', [beaten.betId])).length,
      )
      .toBe(1)
    expect(await creditsOf(db, beaten.betId)).toEqual([])
    const { balance, ledger } = await balanceAndLedger(db, player.accountId)
    expect(balance).toBe(ledger)
  })
})
