// Cash-out over HTTP (docs/cashout.md): an offer that moved up is taken only when the bettor
// accepts higher, one that moved down never; a suspended market has no offer; a partial cash-out
// keeps the rest running and settles it in proportion; the same uuid pays once, and two uuids on
// one bet cash it out once. On PGlite always, and on PostgreSQL when DATABASE_URL is set (where
// simultaneous requests really race).

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CashoutOfferResponse } from '../../domain/api/cash-out.ts'
import type { OpenBetsResponse } from '../../domain/api/open-bets.ts'
import { type RunningServer, startServer } from '../../server/server.ts'
import { postToLedger } from '../../server/wallet/ledger.ts'
import {
  balanceAndLedger,
  call,
  createFundedPlayer,
  createTestBet,
  createTestEvent,
  creditsOf,
  loginAs,
  setMarketStatus,
  setPrice,
} from '../support/bets.ts'

const databaseUrl = process.env.DATABASE_URL

describe('cash-out on PGlite', () => suite())
describe.runIf(databaseUrl)('cash-out on PostgreSQL', () => suite(databaseUrl))

function suite(url?: string) {
  let server: RunningServer
  let player: Awaited<ReturnType<typeof createFundedPlayer>>
  let token: string
  let base: string

  beforeAll(async () => {
    server = await startServer({ feed: null, databaseUrl: url, devEndpoints: true })
    player = await createFundedPlayer(server.db, 'cashout', 1_000_000)
    token = await loginAs(server.url, player)
    base = `/xapi/bet/account/${player.accountId}`
  })
  afterAll(() => server?.close())

  /** A 10.00 single at 2.00 on an event of its own. */
  const single = async (stake = 1000, price = 2) => {
    const { outcomes, marketIds, event } = await createTestEvent(server.db, { prices: [price] })
    const outcomeId = outcomes[0]?.[0] as string
    const bet = await createTestBet(server.db, {
      accountId: player.accountId,
      legs: [{ outcomeId, price }],
      unitStake: stake,
    })
    return { ...bet, outcomeId, marketId: marketIds[0] as string, eventId: event.id }
  }
  const offer = async (betId: string) => {
    const answer = await call<CashoutOfferResponse>(
      server.url,
      token,
      'GET',
      `${base}/cashout/${betId}`,
    )
    expect(answer.status).toBe(200)
    return answer.body
  }
  const confirm = (
    body: {
      betId: string
      cashoutOddsKey: string
      cashoutStakeAmount: number
      acceptHigherOdds?: boolean
    },
    uuid = randomUUID(),
  ) => call(server.url, token, 'POST', `${base}/cashout?uuid=${uuid}`, body)
  const statusOf = async (betId: string) =>
    (await server.db.query<{ status: string }>('select status from bets where id = $1', [betId]))[0]
      ?.status

  it('§7 cash-out under taxes: a taxed bet is offered on what settlement would pay it', async () => {
    const bet = await single()
    await server.db.query(
      'update bets set stake_tax_percentage = 12.5, returns_tax_percentage = 20 where id = $1',
      [bet.betId],
    )
    // 10.00 pays 8.89 wagered (the duty off); at 2.00 that is 17.78, 1.778 withheld on 8.89 of
    // winnings: 16.002 if it wins, half as likely now (2.00): 16.002 / 2 x 0.95 = 7.60.
    expect(await offer(bet.betId)).toMatchObject({ status: 'available', amount: 760 })
  })

  it('§7 cash-out: the offer is 95% of the fair value, with a key that changes with it', async () => {
    const bet = await single()
    const first = await offer(bet.betId)
    // 10.00 x 2.00 / 2.00 x 0.95
    expect(first).toMatchObject({ status: 'available', amount: 950, stakeRunning: 1000 })
    expect(await offer(bet.betId)).toEqual(first)
    await setPrice(server.db, bet.outcomeId, 1.5)
    const moved = await offer(bet.betId)
    // 10.00 x 2.00 / 1.50 x 0.95 = 12.666…
    expect(moved).toMatchObject({ status: 'available', amount: 1266 })
    expect(moved.cashoutOddsKey).not.toBe(first.cashoutOddsKey)
  })

  it('§7 cash-out: an offer that moved up is taken only with acceptHigherOdds', async () => {
    const bet = await single()
    const seen = await offer(bet.betId)
    await setPrice(server.db, bet.outcomeId, 1.5)
    const request = {
      betId: bet.betId,
      cashoutOddsKey: seen.cashoutOddsKey,
      cashoutStakeAmount: seen.amount,
    }
    const refused = await confirm({ ...request, acceptHigherOdds: false })
    expect(refused).toMatchObject({
      status: 200,
      body: { status: 'offerChanged', offer: { status: 'available', amount: 1266 } },
    })
    expect(await statusOf(bet.betId)).toBe('open')
    const taken = await confirm({ ...request, acceptHigherOdds: true })
    expect(taken).toEqual({
      status: 200,
      body: { status: 'cashedOut', amount: 1266, remainingStake: 0 },
    })
    expect(await statusOf(bet.betId)).toBe('cashed-out')
    expect(await creditsOf(server.db, bet.betId)).toEqual([{ type: 'cash-out', amount: 1266 }])
  })

  it('§7 cash-out: an offer that moved down is refused with the new one, even accepting higher', async () => {
    const bet = await single()
    const seen = await offer(bet.betId)
    await setPrice(server.db, bet.outcomeId, 2.5)
    const refused = await confirm({
      betId: bet.betId,
      cashoutOddsKey: seen.cashoutOddsKey,
      cashoutStakeAmount: seen.amount,
      acceptHigherOdds: true,
    })
    // 10.00 x 2.00 / 2.50 x 0.95
    expect(refused).toMatchObject({
      status: 200,
      body: { status: 'offerChanged', offer: { amount: 760 } },
    })
    expect(await creditsOf(server.db, bet.betId)).toEqual([])
    const now = (refused.body as { offer: CashoutOfferResponse }).offer
    const taken = await confirm({
      betId: bet.betId,
      cashoutOddsKey: now.cashoutOddsKey,
      cashoutStakeAmount: now.amount,
    })
    expect(taken.body).toEqual({ status: 'cashedOut', amount: 760, remainingStake: 0 })
  })

  it('§7 cash-out: no offer while the market is suspended or once the event is finished', async () => {
    const bet = await single()
    const seen = await offer(bet.betId)
    await setMarketStatus(server.db, bet.marketId, 'suspended')
    expect(await offer(bet.betId)).toEqual({
      betId: bet.betId,
      status: 'suspended',
      cashoutOddsKey: '',
      amount: 0,
      reason: 'price-unavailable',
    })
    const request = {
      betId: bet.betId,
      cashoutOddsKey: seen.cashoutOddsKey,
      cashoutStakeAmount: seen.amount,
    }
    expect(await confirm(request)).toEqual({ status: 200, body: { status: 'suspended' } })
    const open = await call<OpenBetsResponse>(server.url, token, 'GET', `${base}/openbets`)
    const shown = open.body.bets.find((listed) => listed.betId === bet.betId)
    expect(shown?.legs[0]?.state).toBe('suspended')
    expect(shown?.legs[0]?.currentDecimal).toBeUndefined()
    expect(shown?.cashout?.status).toBe('suspended')

    await setMarketStatus(server.db, bet.marketId, 'open')
    expect((await offer(bet.betId)).status).toBe('available')
    await server.db.query('update events set is_finished = true where id = $1', [bet.eventId])
    expect(await offer(bet.betId)).toMatchObject({
      status: 'unavailable',
      reason: 'event-finished',
    })
    expect(await confirm(request)).toMatchObject({
      status: 409,
      body: { code: 'cashout-unavailable' },
    })
    expect(await creditsOf(server.db, bet.betId)).toEqual([])
  })

  it('§7 cash-out: a partial cash-out keeps the rest running and settles it in proportion', async () => {
    const bet = await single()
    const seen = await offer(bet.betId)
    expect(seen.amount).toBe(950)
    const half = await confirm({
      betId: bet.betId,
      cashoutOddsKey: seen.cashoutOddsKey,
      cashoutStakeAmount: 475,
    })
    // 4.75 of the 9.50 offer buys back 5.00 of the 10.00 stake.
    expect(half.body).toEqual({ status: 'cashedOut', amount: 475, remainingStake: 500 })
    const open = await call<OpenBetsResponse>(
      server.url,
      token,
      'GET',
      `${base}/openbet/${bet.betId}`,
    )
    expect(open.body).toMatchObject({
      status: 'open',
      totalStake: 1000,
      cashedOutStake: 500,
      stakeRunning: 500,
      potentialReturns: 1000,
      cashout: { status: 'available', amount: 475, stakeRunning: 500 },
    })
    // The old key names the old offer: refused with the new one.
    const stale = await confirm({
      betId: bet.betId,
      cashoutOddsKey: seen.cashoutOddsKey,
      cashoutStakeAmount: 475,
    })
    expect(stale.body).toMatchObject({ status: 'offerChanged', offer: { amount: 475 } })
    const resulted = await call(server.url, token, 'POST', `/dev/markets/${bet.marketId}/result`, {
      winners: [bet.outcomeId],
    })
    expect(resulted.body).toMatchObject({ settled: 1 })
    // The running 5.00 at 2.00 returns 10.00.
    expect(await creditsOf(server.db, bet.betId)).toEqual([
      { type: 'cash-out', amount: 475 },
      { type: 'win', amount: 1000 },
    ])
    const settled = await confirm({
      betId: bet.betId,
      cashoutOddsKey: seen.cashoutOddsKey,
      cashoutStakeAmount: 100,
    })
    expect(settled).toMatchObject({ status: 409, body: { code: 'cashout-unavailable' } })
  })

  it('§7 cash-out: the same uuid at once pays once; two uuids on one bet cash it out once', async () => {
    const bet = await single()
    const seen = await offer(bet.betId)
    const request = {
      betId: bet.betId,
      cashoutOddsKey: seen.cashoutOddsKey,
      cashoutStakeAmount: seen.amount,
    }
    const uuid = randomUUID()
    const retries = await Promise.all(Array.from({ length: 8 }, () => confirm(request, uuid)))
    expect(retries.map((answer) => answer.status)).toEqual(Array(8).fill(200))
    expect(new Set(retries.map((answer) => JSON.stringify(answer.body)))).toEqual(
      new Set([JSON.stringify({ status: 'cashedOut', amount: 950, remainingStake: 0 })]),
    )
    expect(await creditsOf(server.db, bet.betId)).toEqual([{ type: 'cash-out', amount: 950 }])

    const other = await single()
    const otherOffer = await offer(other.betId)
    const doubled = await Promise.all(
      Array.from({ length: 6 }, () =>
        confirm({
          betId: other.betId,
          cashoutOddsKey: otherOffer.cashoutOddsKey,
          cashoutStakeAmount: otherOffer.amount,
        }),
      ),
    )
    const paid = doubled.filter((answer) => answer.status === 200)
    expect(paid).toHaveLength(1)
    expect(paid[0]?.body).toEqual({ status: 'cashedOut', amount: 950, remainingStake: 0 })
    for (const answer of doubled.filter((item) => item.status !== 200))
      expect(answer).toMatchObject({ status: 409, body: { code: 'cashout-unavailable' } })
    expect(await creditsOf(server.db, other.betId)).toEqual([{ type: 'cash-out', amount: 950 }])
    const { balance, ledger } = await balanceAndLedger(server.db, player.accountId)
    expect(balance).toBe(ledger)
  })

  it('§7 cash-out: partial cash-outs at once on one key: the first takes its share, the rest get the new offer', async () => {
    const bet = await single(1000, 2)
    const seen = await offer(bet.betId)
    // Five requests of 3.00 each against a 9.50 offer: the first changes the offer (less stake
    // runs), so the others name an offer that is gone.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        confirm({ betId: bet.betId, cashoutOddsKey: seen.cashoutOddsKey, cashoutStakeAmount: 300 }),
      ),
    )
    const paid = answers.filter((answer) => answer.body.status === 'cashedOut')
    expect(paid).toHaveLength(1)
    expect(answers.filter((answer) => answer.body.status === 'offerChanged')).toHaveLength(4)
    const [row] = await server.db.query<{ cashed_out_stake: number | string }>(
      'select cashed_out_stake from bets where id = $1',
      [bet.betId],
    )
    // 3.00 of 9.50 buys back ceil(1000 x 300 / 950) = 316 of the stake.
    expect(Number(row?.cashed_out_stake)).toBe(316)
  })

  it('§7 cash-out: cash-outs racing the settlement of their market: each bet paid one way, once', async () => {
    const { outcomes, marketIds } = await createTestEvent(server.db, { prices: [2, 3] })
    const winner = outcomes[0]?.[0] as string
    const bets = []
    for (let index = 0; index < 12; index++)
      bets.push(
        await createTestBet(server.db, {
          accountId: player.accountId,
          legs: [{ outcomeId: winner, price: 2 }],
          unitStake: 1000,
        }),
      )
    const offers = await Promise.all(bets.map((placed) => offer(placed.betId)))
    const [resulted, ...cashOuts] = await Promise.all([
      call(server.url, token, 'POST', `/dev/markets/${marketIds[0]}/result`, { winners: [winner] }),
      ...bets.map((placed, index) =>
        confirm({
          betId: placed.betId,
          cashoutOddsKey: offers[index]?.cashoutOddsKey as string,
          cashoutStakeAmount: offers[index]?.amount as number,
        }),
      ),
    ])
    expect(resulted?.status).toBe(200)
    for (const [index, placed] of bets.entries()) {
      const credits = await creditsOf(server.db, placed.betId)
      const answer = cashOuts[index]
      if (answer?.body.status === 'cashedOut') {
        expect(credits).toEqual([{ type: 'cash-out', amount: 950 }])
        expect(await statusOf(placed.betId)).toBe('cashed-out')
      } else {
        // Too late: the market resulted first, and the bet settled instead.
        expect(answer?.status).toBe(409)
        expect(credits).toEqual([{ type: 'win', amount: 2000 }])
        expect(await statusOf(placed.betId)).toBe('won')
      }
    }
    const { balance, ledger } = await balanceAndLedger(server.db, player.accountId)
    expect(balance).toBe(ledger)
  })

  it('§7 cash-out: no offer on each-way, system or free bets; bad requests are 4xx', async () => {
    const { outcomes } = await createTestEvent(server.db, { markets: 3, prices: [5] })
    const eachWay = await createTestBet(server.db, {
      accountId: player.accountId,
      legs: [{ outcomeId: outcomes[0]?.[0] as string, price: 5 }],
      unitStake: 100,
      eachWay: true,
      placeTerms: { numerator: 1, denominator: 4, places: 3 },
    })
    expect(await offer(eachWay.betId)).toMatchObject({
      status: 'unavailable',
      reason: 'not-offered',
    })
    // A free bet: its promo cash would come back as withdrawable money at once.
    await postToLedger(server.db, {
      accountId: player.accountId,
      wallet: 'promo',
      type: 'bonus',
      amount: 1500,
      reason: 'Free bet',
    })
    const { outcomes: freeOutcomes } = await createTestEvent(server.db, { prices: [5.5] })
    const freeBet = await createTestBet(server.db, {
      accountId: player.accountId,
      legs: [{ outcomeId: freeOutcomes[0]?.[0] as string, price: 5.5 }],
      unitStake: 0,
      freeMoneyStake: 1500,
    })
    expect(await offer(freeBet.betId)).toMatchObject({
      status: 'unavailable',
      reason: 'not-offered',
    })
    const refused = await confirm({
      betId: freeBet.betId,
      cashoutOddsKey: '15o.13l',
      cashoutStakeAmount: 1425,
    })
    expect(refused).toMatchObject({ status: 409, body: { code: 'cashout-unavailable' } })
    expect(await creditsOf(server.db, freeBet.betId)).toEqual([])
    const bet = await single()
    const seen = await offer(bet.betId)
    const over = await confirm({
      betId: bet.betId,
      cashoutOddsKey: seen.cashoutOddsKey,
      cashoutStakeAmount: seen.amount + 1,
    })
    expect(over).toMatchObject({ status: 422, body: { code: 'over-offer' } })
    const forged = await confirm({ betId: bet.betId, cashoutOddsKey: 'x', cashoutStakeAmount: 1 })
    expect(forged).toMatchObject({ status: 422, body: { code: 'invalid-cashout-odds-key' } })
    // A key written by hand for an offer of 0.01 on the running stake: asking 0.01 of it took the
    // whole bet. With the offer's name only, a tag made up, another bet's key: none was given here.
    const [named = '', tag = ''] = [
      seen.cashoutOddsKey.slice(0, seen.cashoutOddsKey.lastIndexOf('.')),
      seen.cashoutOddsKey.slice(seen.cashoutOddsKey.lastIndexOf('.') + 1),
    ]
    const penny = `${named.split('.')[0]}.1`
    const other = await offer((await single()).betId)
    for (const written of [
      penny,
      `${penny}.${tag}`,
      `${named}.${tag.replace(/^./, (first) => (first === 'A' ? 'B' : 'A'))}`,
      other.cashoutOddsKey,
    ]) {
      const refused = await confirm({
        betId: bet.betId,
        cashoutOddsKey: written,
        cashoutStakeAmount: 1,
        acceptHigherOdds: true,
      })
      expect(refused, written).toMatchObject({
        status: 422,
        body: { code: 'invalid-cashout-odds-key' },
      })
    }
    const missing = await confirm({
      betId: 'no-such-bet',
      cashoutOddsKey: 'x',
      cashoutStakeAmount: 1,
    })
    expect(missing.status).toBe(404)
    const noUuid = await call(server.url, token, 'POST', `${base}/cashout`, {
      betId: bet.betId,
      cashoutOddsKey: seen.cashoutOddsKey,
      cashoutStakeAmount: 1,
    })
    expect(noUuid.status).toBe(400)
    expect(await creditsOf(server.db, bet.betId)).toEqual([])
  })
}
