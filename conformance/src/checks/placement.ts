// Placement (docs/api.md, Placement): the uuid is an idempotency key (SPEC.md section 7), and a
// refused slip names its cause by the RES code of SPEC.md section 8 and debits nothing.

import { randomUUID } from 'node:crypto'
import { balanceOf, errorCodes, expectRefusedFor, place, singleSlip } from '../betting.ts'
import { firstSelection, prematchMarket } from '../catalogue.ts'
import { setMarketStatus, setMoney } from '../hooks.ts'
import type { Exchange } from '../http.ts'
import { type Check, type Context, expect, expectError, expectStatus } from '../kit.ts'
import { readPlayers, sessionOf } from '../sessions.ts'

/** What a bettor starts from when the hooks can set it: 1,000.00 in minor units. */
export const startingBalance = 100_000

const stake = 100

interface FirstPlacement {
  uuid: string
  body: unknown
  exchange: Exchange
  before: number
  after: number
}

async function firstPlacement(context: Context): Promise<FirstPlacement> {
  const kept = context.shared.get('placement:first') as FirstPlacement | undefined
  if (kept) return kept
  const player = readPlayers(context.options.players).bettor
  const session = await sessionOf(context, player)
  if (context.options.hooks) await setMoney(context, player.brand, player.username, startingBalance)
  const selection = firstSelection(await prematchMarket(context, 'idempotency'))
  const before = await balanceOf(context, session)
  const uuid = randomUUID()
  const body = singleSlip(selection, stake)
  const { exchange, placement } = await place(context, session, body, uuid)
  expectStatus(exchange, 200, 'the first placement')
  expect(
    placement.status === 'placed' && errorCodes(placement).length === 0,
    `the first placement was not placed: ${exchange.text.slice(0, 300)}`,
    exchange,
  )
  const after = await balanceOf(context, session)
  const first = { uuid, body, exchange, before, after }
  context.shared.set('placement:first', first)
  return first
}

const bettor = (context: Context) => sessionOf(context, readPlayers(context.options.players).bettor)

export const placementChecks: Check[] = [
  {
    section: '7',
    group: 'placement',
    name: 'a placement debits its stake once',
    async run(context) {
      const first = await firstPlacement(context)
      expect(
        first.before - first.after === stake,
        `the balance went from ${first.before} to ${first.after} for a stake of ${stake}`,
        first.exchange,
      )
    },
  },
  {
    section: '7',
    group: 'placement',
    name: 'the same uuid and body again: the same answer byte for byte, nothing debited',
    async run(context) {
      const first = await firstPlacement(context)
      const session = await bettor(context)
      const { exchange } = await place(context, session, first.body, first.uuid)
      expectStatus(exchange, 200, 'the retry')
      expect(
        exchange.text === first.exchange.text,
        'the retry answered other bytes than the first placement',
        exchange,
      )
      const balance = await balanceOf(context, session)
      expect(
        balance === first.after,
        `the retry moved the balance from ${first.after} to ${balance}`,
        exchange,
      )
    },
  },
  {
    section: '7',
    group: 'placement',
    name: 'the same uuid with another body: 422 idempotency-key-reused',
    async run(context) {
      const first = await firstPlacement(context)
      const session = await bettor(context)
      const other = structuredClone(first.body) as { singles: { unitStake: number }[] }
      for (const single of other.singles) single.unitStake += 1
      const { exchange } = await place(context, session, other, first.uuid)
      expectError(exchange, 422, 'idempotency-key-reused', 'the same uuid with another body')
      const balance = await balanceOf(context, session)
      expect(balance === first.after, `the balance moved to ${balance}`, exchange)
    },
  },
  {
    section: '8',
    group: 'refusals',
    name: 'a stake over the balance: RES-00056, nothing debited',
    async run(context) {
      await firstPlacement(context)
      const session = await bettor(context)
      const before = await balanceOf(context, session)
      const selection = firstSelection(await prematchMarket(context, 'idempotency'))
      const { exchange, placement } = await place(
        context,
        session,
        singleSlip(selection, before + 1),
      )
      expectStatus(exchange, 200, 'a refused placement')
      expectRefusedFor(placement, 'RES-00056', exchange)
      const after = await balanceOf(context, session)
      expect(after === before, `a refused slip moved the balance from ${before} to ${after}`)
    },
  },
  {
    section: '8',
    group: 'refusals',
    name: "a stake under the brand's minimum: RES-00140",
    async run(context) {
      const player = readPlayers(context.options.players).gatewayPlain
      const session = await sessionOf(context, player)
      const selection = firstSelection(await prematchMarket(context, 'minimum'))
      const { exchange, placement } = await place(context, session, singleSlip(selection, 1))
      expectStatus(exchange, 200, 'a refused placement')
      expectRefusedFor(placement, 'RES-00140', exchange)
    },
  },
  {
    section: '8',
    group: 'refusals',
    name: 'a selection of a suspended market: RES-00048, nothing debited',
    hooks: true,
    async run(context) {
      await firstPlacement(context)
      const session = await bettor(context)
      const market = await prematchMarket(context, 'suspension')
      await setMarketStatus(context, market.marketId, 'suspended')
      try {
        const before = await balanceOf(context, session)
        const { exchange, placement } = await place(
          context,
          session,
          singleSlip(firstSelection(market), stake),
        )
        expectStatus(exchange, 200, 'a refused placement')
        expectRefusedFor(placement, 'RES-00048', exchange)
        const after = await balanceOf(context, session)
        expect(after === before, `a refused slip moved the balance from ${before} to ${after}`)
      } finally {
        await setMarketStatus(context, market.marketId, 'open')
      }
    },
  },
  {
    section: '8',
    group: 'refusals',
    name: 'a placement without a token: 401 with { code, message }',
    async run(context) {
      const session = await bettor(context)
      const answer = await context.client.call(
        'POST',
        `/xapi/rest/accounts/${encodeURIComponent(session.accountId)}/betslips`,
        { query: { uuid: randomUUID() }, body: { singles: [] } },
      )
      expectError(answer, 401, undefined, 'a placement without a token')
    },
  },
]
