// Odds boosts end to end on the server (domain/bets/odds-boost.ts): the top list, the betslip
// model, placement, and settlement of a boosted single, on PostgreSQL when DATABASE_URL is set.
// The boost is the single's price up to its stake; the multiple keeps the market's price; a
// boost the market has moved past, or one that ended, is offered nowhere.

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BetslipModel } from '../../domain/api/betslip-model.ts'
import type { OddsBoosts } from '../../domain/api/odds-boosts.ts'
import type { RunningServer } from '../../server/server.ts'
import {
  type Bettor,
  call,
  createBettor,
  createEvent,
  createTestBrand,
  place,
  setPrice,
  startPlacementServer,
  type TestEvent,
  walletsOf,
} from './placement-fixtures.ts'

let server: RunningServer
let brandId: string
let who: Bettor

beforeAll(async () => {
  server = await startPlacementServer({ databaseUrl: process.env.DATABASE_URL })
  brandId = await createTestBrand(server.db, {
    odds_boosts_enabled: true,
    bet_stake_max_amount: '50',
    // Returns without the acca bonus, to read the legs' prices from them.
    enable_parlay_extra_winnings: false,
  })
  who = await createBettor(server.db, { brandId, balance: 100_000 })
})
afterAll(() => server?.close())

/** A boost on the outcome for the test brand unless told another: running now unless ended. */
async function boost(
  outcomeId: string,
  decimal: number,
  options: { maxStake?: string; endedMinutesAgo?: number; rank?: number; brand?: string } = {},
) {
  const ended = options.endedMinutesAgo
  await server.db.query(
    `insert into odds_boosts (id, brand_id, outcome_id, boosted_price, max_stake, rank, starts_at, ends_at)
     values ($1, $2, $3, $4, $5, $6, now() - interval '1 hour',
             now() + make_interval(mins => $7))`,
    [
      `boost-${randomUUID()}`,
      options.brand ?? brandId,
      outcomeId,
      decimal,
      options.maxStake ?? '5',
      options.rank ?? 0,
      ended === undefined ? 60 : -ended,
    ],
  )
}

// Brands made after the server started are known by the player's token, not the brand header.
const topList = async () =>
  (await call<OddsBoosts>(server, 'GET', '/xapi/rest/oddsboosts', { token: who.token })).json.boosts

const model = async (body: unknown) =>
  (
    await call<BetslipModel>(server, 'PUT', '/xapi/rest/betslips/selections', {
      token: who.token,
      body,
    })
  ).json

let event: TestEvent
let boosted: string
let other: TestEvent
beforeAll(async () => {
  event = await createEvent(server.db)
  other = await createEvent(server.db)
  boosted = event.outcomes[0]?.[0] ?? ''
  // Market 2.00, boosted to 2.50 for singles up to 5.00.
  await boost(boosted, 2.5, { rank: 1 })
})

describe('the top boosted list', () => {
  it('lists a running boost with the market price beside it and its cap in minor units', async () => {
    const boosts = await topList()
    expect(boosts.find((entry) => entry.outcomeId === boosted)).toEqual({
      boostId: expect.any(String),
      outcomeId: boosted,
      marketId: event.marketIds[0],
      marketTypeId: '1',
      eventId: event.eventId,
      decimal: 2.5,
      marketDecimal: 2,
      maxStake: 500,
      currency: 'EUR',
      endsAt: expect.any(String),
    })
  })

  it('leaves out an ended boost and one the market has moved past, and ranks the rest', async () => {
    const [ended = '', overtaken = '', second = ''] = other.outcomes[0] ?? []
    await boost(ended, 5, { endedMinutesAgo: 1 })
    // Market 3.00: a 2.90 "boost" is worse than the market.
    await boost(overtaken, 2.9)
    await boost(second, 4.4, { rank: 2 })
    const ids = (await topList()).map((entry) => entry.outcomeId)
    expect(ids).not.toContain(ended)
    expect(ids).not.toContain(overtaken)
    expect(ids.indexOf(boosted)).toBeLessThan(ids.indexOf(second))
    expect(ids).toContain(second)
  })

  it('is empty for a brand that offers no boosts, and a bad limit is a 400', async () => {
    const plain = await createTestBrand(server.db, { odds_boosts_enabled: false })
    const elsewhere = await createBettor(server.db, { brandId: plain })
    await boost(boosted, 2.6, { brand: plain })
    const answer = await call<OddsBoosts>(server, 'GET', '/xapi/rest/oddsboosts', {
      token: elsewhere.token,
    })
    expect(answer.json).toEqual({ boosts: [] })
    const bad = await call(server, 'GET', '/xapi/rest/oddsboosts?limit=11', { token: who.token })
    expect(bad.status).toBe(400)
  })
})

describe('a boosted selection on the slip', () => {
  it('prices the single at the boost, capped at its stake, and the multiple at the market', async () => {
    const leg = other.outcomes[0]?.[0] ?? ''
    const answer = await model({
      singles: [
        { outcomeId: boosted, unitStake: 600 },
        { outcomeId: leg, unitStake: 0 },
      ],
      multiples: [{ betTypeId: 200_002, unitStake: 1000 }],
    })
    const single = answer.singles.find((entry) => entry.outcomeId === boosted)
    expect(single).toMatchObject({
      decimal: 2.5,
      boost: { marketDecimal: 2, maxStake: 500 },
      showEachWay: false,
    })
    expect(answer.errors).toContainEqual(
      expect.objectContaining({ code: 'RES-00034', outcomeId: boosted }),
    )
    // 2.00 x 2.00, not 2.50 x 2.00.
    expect(answer.multiples[0]?.decimal).toBe(4)
  })

  it('places a single at the boost, refuses the market price under D and a stake over the cap', async () => {
    const before = (await walletsOf(server.db, who.accountId)).balance
    const over = await place(server, who, {
      singles: [{ outcomeId: boosted, decimal: 2.5, unitStake: 501 }],
    })
    expect(over.json.errors.map((error) => error.code)).toEqual(['RES-00034'])
    const atMarket = await place(server, who, {
      singles: [{ outcomeId: boosted, decimal: 2, unitStake: 500 }],
    })
    expect(atMarket.json.errors).toEqual([
      expect.objectContaining({ code: 'RES-00152', currentDecimal: 2.5 }),
    ])
    expect((await walletsOf(server.db, who.accountId)).balance).toBe(before)

    const placed = await place(server, who, {
      singles: [{ outcomeId: boosted, decimal: 2.5, unitStake: 500 }],
    })
    expect(placed.json.errors).toEqual([])
    expect(placed.json.singles[0]).toMatchObject({ decimal: 2.5, potentialReturns: 1250 })
    expect((await walletsOf(server.db, who.accountId)).balance).toBe(before - 500)
  })

  it('offers a boosted single no cash-out: at the market price it would pay the boost out at once', async () => {
    const own = (await createEvent(server.db)).outcomes[0]?.[0] ?? ''
    await boost(own, 2.5)
    const placed = await place(server, who, {
      singles: [{ outcomeId: own, decimal: 2.5, unitStake: 200 }],
    })
    const betId = placed.json.singles[0]?.betId
    // 2.00 x 2.50 / 2.00 less 5% is 2.38 on a 2.00 stake, the moment it is placed.
    const offer = await call(server, 'GET', `/xapi/bet/account/${who.accountId}/cashout/${betId}`, {
      token: who.token,
    })
    expect(offer.json).toMatchObject({ status: 'unavailable', reason: 'not-offered', amount: 0 })
  })

  it('takes a multiple leg at the market price, and the boost never compounds', async () => {
    const third = await createEvent(server.db)
    const placed = await place(server, who, {
      singles: [],
      legs: [boosted, other.outcomes[0]?.[0] ?? '', third.outcomes[0]?.[0] ?? ''].map(
        (outcomeId) => ({ outcomeId, decimal: 2 }),
      ),
      multiples: [{ betTypeId: 200_003, unitStake: 1000 }],
      systems: [],
    })
    expect(placed.json.errors).toEqual([])
    // 2.00 x 2.00 x 2.00.
    expect(placed.json.multiples?.[0]?.potentialReturns).toBe(8000)
  })

  it('pays a winning boosted single at the boosted price', async () => {
    const before = (await walletsOf(server.db, who.accountId)).balance
    const resulted = await call(server, 'POST', `/dev/markets/${event.marketIds[0]}/result`, {
      token: who.token,
      body: { winners: [boosted] },
    })
    expect(resulted.status).toBe(200)
    // The single's 12.50; the multiple waits on its other leg.
    expect((await walletsOf(server.db, who.accountId)).balance).toBe(before + 1250)
  })

  it('a boost ends when its event starts: in play, or its start time passed', async () => {
    const live = await createEvent(server.db, { live: true })
    const started = await createEvent(server.db)
    const [inPlay = '', brought = ''] = [live, started].map((event) => event.outcomes[0]?.[0] ?? '')
    await boost(inPlay, 2.5)
    await boost(brought, 2.5)
    await server.db.query(
      `update events set start_time = now() - interval '1 minute' where id = $1`,
      [started.eventId],
    )
    const ids = (await topList()).map((entry) => entry.outcomeId)
    expect(ids).not.toContain(inPlay)
    expect(ids).not.toContain(brought)
    const priced = await model({ singles: [{ outcomeId: inPlay }, { outcomeId: brought }] })
    expect(priced.singles.map((single) => [single.decimal, single.boost])).toEqual([
      [2, undefined],
      [2, undefined],
    ])
  })

  it('once the market moves past the boost, the single is the market price', async () => {
    const fresh = await createEvent(server.db)
    const outcome = fresh.outcomes[0]?.[0] ?? ''
    await boost(outcome, 2.2)
    expect((await model({ singles: [{ outcomeId: outcome }] })).singles[0]).toMatchObject({
      decimal: 2.2,
    })
    await setPrice(server.db, outcome, 2.3)
    const single = (await model({ singles: [{ outcomeId: outcome }] })).singles[0]
    expect(single?.decimal).toBe(2.3)
    expect(single?.boost).toBeUndefined()
  })
})
