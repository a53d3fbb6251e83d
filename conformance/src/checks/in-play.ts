// The in-play delay (docs/api.md, In-play delay): a slip with a live selection is held, debited,
// and decided once the delay has passed on what happened meanwhile; a suspension during the
// delay refuses it even when the market reopened, and refunds its stake.

import { balanceOf, expectRefusedFor, type Placement, place, singleSlip } from '../betting.ts'
import { firstSelection, liveMarket } from '../catalogue.ts'
import { setMarketStatus } from '../hooks.ts'
import type { Exchange } from '../http.ts'
import { type Check, type Context, expect, expectStatus } from '../kit.ts'
import { readPlayers, type Session, sessionOf } from '../sessions.ts'

const stake = 100

/** A live single placed and held: the answer must say pending, with its delay. */
async function held(context: Context, session: Session) {
  const market = await liveMarket(context)
  const before = await balanceOf(context, session)
  const { exchange, placement } = await place(
    context,
    session,
    singleSlip(firstSelection(market), stake),
  )
  expectStatus(exchange, 200, 'a live placement')
  expect(
    placement.status === 'pending' && typeof placement.delay === 'number' && placement.delay > 0,
    `a live selection must be held (pending, with a delay), not ${placement.status}`,
    exchange,
  )
  return { market, before, placement, exchange }
}

/** Asks the slip's status until the delay has passed and it is decided. */
async function decided(context: Context, session: Session, placement: Placement) {
  const deadline = Date.now() + ((placement.delay ?? 5) + 15) * 1000
  let answer: Exchange
  do {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    answer = await context.client.call(
      'PUT',
      `/xapi/rest/betslips/${encodeURIComponent(String(placement.betSlipId))}/status`,
      { token: session.token, brand: session.brand },
    )
    expectStatus(answer, 200, 'the held slip')
  } while ((answer.json as Placement).status === 'pending' && Date.now() < deadline)
  return { answer, decision: answer.json as Placement }
}

export const inPlayChecks: Check[] = [
  {
    section: '7',
    group: 'in-play',
    name: 'a live selection is held for the delay, debited at once, then placed',
    async run(context) {
      const session = await sessionOf(context, readPlayers(context.options.players).inPlay)
      // The feed may suspend a live market on its own (a goal): one such refusal is tried again.
      for (let attempt = 1; ; attempt++) {
        const { before, placement, exchange } = await held(context, session)
        const during = await balanceOf(context, session)
        expect(before - during === stake, `held, the balance went ${before} → ${during}`, exchange)
        const { answer, decision } = await decided(context, session, placement)
        if (decision.status === 'rejected' && attempt < 3) continue
        expect(decision.status === 'placed', `the slip was decided ${decision.status}`, answer)
        return
      }
    },
  },
  {
    section: '7',
    group: 'in-play',
    name: 'a suspension during the delay refuses the slip (RES-00048) and refunds it',
    hooks: true,
    async run(context) {
      const session = await sessionOf(context, readPlayers(context.options.players).bettor)
      const { market, before, placement } = await held(context, session)
      await setMarketStatus(context, market.marketId, 'suspended')
      await setMarketStatus(context, market.marketId, 'open')
      const { answer, decision } = await decided(context, session, placement)
      expectRefusedFor(decision, 'RES-00048', answer)
      const after = await balanceOf(context, session)
      expect(after === before, `the refund left the balance at ${after}, not ${before}`, answer)
    },
  },
]
