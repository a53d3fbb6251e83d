// Money that moves after placement, each exactly once (docs/cashout.md, docs/api.md Settlement and
// Referral): a cash-out pays its amount once however often its uuid is sent, a resulted market
// pays its winners once however often it is resulted, and a declined referral refunds once. All
// need the test hooks: a known balance, and a market resulted now.

import { randomUUID } from 'node:crypto'
import { balanceOf, expectRefusedFor, type Placement, placeTaken, singleSlip } from '../betting.ts'
import { prematchMarket, unboostedSelection } from '../catalogue.ts'
import { decideReferral, resultMarket, setMoney } from '../hooks.ts'
import type { Exchange } from '../http.ts'
import {
  type Check,
  CheckSkipped,
  type Context,
  expect,
  expectError,
  expectStatus,
} from '../kit.ts'
import { readPlayers, type Session, sessionOf } from '../sessions.ts'
import { startingBalance } from './placement.ts'

/** The settler's session, with the starting balance set once per run. */
async function settler(context: Context): Promise<Session> {
  const player = readPlayers(context.options.players).settler
  const session = await sessionOf(context, player)
  if (!context.shared.has('settler:funded')) {
    await setMoney(context, player.brand, player.username, startingBalance)
    context.shared.set('settler:funded', true)
  }
  return session
}

interface CashOut {
  betId: string
  uuid: string
  body: unknown
  exchange: Exchange
  amount: number
  before: number
  after: number
}

const cashoutPath = (session: Session) =>
  `/xapi/bet/account/${encodeURIComponent(session.accountId)}/cashout`

const confirmCashOut = (context: Context, session: Session, uuid: string, body: unknown) =>
  context.client.call('POST', cashoutPath(session), {
    token: session.token,
    brand: session.brand,
    query: { uuid },
    body,
  })

/** A bet placed and cashed out in full; offers that move on the way are asked for again. */
async function cashedOut(context: Context): Promise<CashOut> {
  const kept = context.shared.get('cash-out') as CashOut | undefined
  if (kept) return kept
  const session = await settler(context)
  const selection = await unboostedSelection(
    context,
    await prematchMarket(context, 'cash-out'),
    session.brand,
  )
  const { placement } = await placeTaken(context, session, singleSlip(selection, 1000))
  const betId = placement.singles?.[0]?.betId
  expect(betId, 'the placement answered no betId')
  for (let attempt = 0; attempt < 3; attempt++) {
    const offer = await context.client.call(
      'GET',
      `${cashoutPath(session)}/${encodeURIComponent(betId)}`,
      { token: session.token, brand: session.brand },
    )
    expectStatus(offer, 200, 'the cash-out offer')
    const { status, amount, cashoutOddsKey } = offer.json as {
      status?: string
      amount?: number
      cashoutOddsKey?: string
    }
    expect(status === 'available' && amount && amount > 0, 'no cash-out offered', offer)
    const before = await balanceOf(context, session)
    const uuid = randomUUID()
    const body = { betId, cashoutOddsKey, cashoutStakeAmount: amount, acceptHigherOdds: true }
    const exchange = await confirmCashOut(context, session, uuid, body)
    expectStatus(exchange, 200, 'the cash-out')
    const answer = exchange.json as { status?: string; amount?: number }
    if (answer.status === 'offerChanged') continue
    expect(answer.status === 'cashedOut', `the cash-out answered ${answer.status}`, exchange)
    expect(typeof answer.amount === 'number', 'the cash-out answered no amount', exchange)
    const after = await balanceOf(context, session)
    const done = { betId, uuid, body, exchange, amount: answer.amount, before, after }
    context.shared.set('cash-out', done)
    return done
  }
  throw new Error('the offer changed three times in a row')
}

export const moneyChecks: Check[] = [
  {
    section: '7',
    group: 'cash-out',
    name: 'a cash-out pays its amount once',
    hooks: true,
    async run(context) {
      const done = await cashedOut(context)
      expect(
        done.after - done.before === done.amount,
        `a cash-out of ${done.amount} moved the balance from ${done.before} to ${done.after}`,
        done.exchange,
      )
    },
  },
  {
    section: '7',
    group: 'cash-out',
    name: 'the same cash-out uuid again: the same answer, nothing more paid',
    hooks: true,
    async run(context) {
      const done = await cashedOut(context)
      const session = await settler(context)
      const again = await confirmCashOut(context, session, done.uuid, done.body)
      expectStatus(again, 200, 'the cash-out retried')
      expect(again.text === done.exchange.text, 'the retry answered other bytes', again)
      const balance = await balanceOf(context, session)
      expect(balance === done.after, `the retry moved the balance to ${balance}`, again)
    },
  },
  {
    section: '7',
    group: 'cash-out',
    name: 'a bet cashed out is 409 cashout-unavailable to another uuid',
    hooks: true,
    async run(context) {
      const done = await cashedOut(context)
      const session = await settler(context)
      const other = await confirmCashOut(context, session, randomUUID(), done.body)
      expectError(other, 409, 'cashout-unavailable', 'a cashed-out bet with another uuid')
    },
  },
  {
    section: '7',
    group: 'settlement',
    name: 'a resulted market pays its winner once and its loser nothing, however often resulted',
    hooks: true,
    async run(context) {
      const session = await settler(context)
      const market = await prematchMarket(context, 'settlement')
      const [winner, loser] = market.outcomes
      expect(winner && loser, 'a market of fewer than two outcomes')
      const won = await placeTaken(
        context,
        session,
        singleSlip({ ...winner, eventId: market.eventId, marketId: market.marketId }, 1000),
      )
      await placeTaken(
        context,
        session,
        singleSlip({ ...loser, eventId: market.eventId, marketId: market.marketId }, 500),
      )
      const returns = won.placement.singles?.[0]?.potentialReturns
      expect(
        typeof returns === 'number',
        'the placement answered no potentialReturns',
        won.exchange,
      )
      const before = await balanceOf(context, session)
      const resulted = await resultMarket(context, market.marketId, [winner.outcomeId])
      const after = await balanceOf(context, session)
      expect(
        after - before === returns,
        `returns of ${returns} moved the balance from ${before} to ${after}`,
        resulted,
      )
      const again = await context.client.call(
        'POST',
        `/dev/markets/${encodeURIComponent(market.marketId)}/result`,
        { body: { winners: [winner.outcomeId] } },
      )
      expectError(again, 409, 'already-resulted', 'the market resulted again')
      const later = await balanceOf(context, session)
      expect(later === after, `resulting again moved the balance to ${later}`, again)
    },
  },
  {
    section: '7',
    group: 'settlement',
    name: 'a referral the trader declines is rejected with RES-00195 and refunded once',
    hooks: true,
    async run(context) {
      const session = await settler(context)
      // The longest price: a brand's odds boost, on the favourite, caps a single's stake.
      const market = await prematchMarket(context, 'referral')
      const outcome = market.outcomes.reduce((longest, each) =>
        each.decimal > longest.decimal ? each : longest,
      )
      const selection = { eventId: market.eventId, marketId: market.marketId, ...outcome }
      const before = await balanceOf(context, session)
      // Over the reference brand's referral threshold (500.00) and within the balance.
      const { placement } = await placeTaken(context, session, singleSlip(selection, 60_000))
      if (placement.status !== 'referred')
        throw new CheckSkipped(`a stake of 60,000 is ${placement.status} here, not referred`)
      const betSlipId = String(placement.betSlipId)
      await decideReferral(context, betSlipId, false)
      const status = await context.client.call(
        'PUT',
        `/xapi/rest/betslips/${encodeURIComponent(betSlipId)}/status`,
        { token: session.token, brand: session.brand },
      )
      expectStatus(status, 200, 'the declined slip')
      expectRefusedFor(status.json as Placement, 'RES-00195', status)
      const after = await balanceOf(context, session)
      expect(after === before, `the refund left the balance at ${after}, not ${before}`, status)
    },
  },
]
