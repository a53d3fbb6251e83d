import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { CashoutConfirmResponse, CashoutOfferResponse } from '../domain/api/cash-out.ts'
import type { ApiResult } from '../domain/api/result.ts'
import type { Cashout } from '../domain/bets/betslip.ts'
import { createCoverage, expectFullCoverage } from '../tests/support/machine-coverage.ts'
import { cashOutMachine } from './cash-out.ts'

const coverage = createCoverage(cashOutMachine)

const offer = (overrides: Partial<CashoutOfferResponse> = {}): CashoutOfferResponse => ({
  betId: 'b1',
  status: 'available',
  cashoutOddsKey: 'key-1',
  amount: 1800,
  ...overrides,
})

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data })

const start = (
  fakes: {
    offers?: ApiResult<CashoutOfferResponse>[]
    confirm?: (request: Cashout) => Promise<ApiResult<CashoutConfirmResponse>>
    crashOffer?: boolean
    /** The offer the bet came with, as openbets carries it. */
    carried?: CashoutOfferResponse
    confirmTwice?: boolean
  },
  timeoutMs?: number,
) => {
  const clock = new SimulatedClock()
  const offers = [...(fakes.offers ?? [ok(offer())])]
  const confirmations: Cashout[] = []
  const announced: string[] = []
  const fetches = { count: 0 }
  const actor = createActor(
    cashOutMachine.provide({
      actors: {
        fetchCashoutOffer: fromPromise(async () => {
          fetches.count++
          if (fakes.crashOffer) throw new Error('engine bug')
          return offers.shift() ?? ok(offer())
        }),
        confirmCashout: fromPromise(
          async ({ input }: { input: { accountId: string; request: Cashout } }) => {
            confirmations.push(input.request)
            return (fakes.confirm ?? (async () => ok({ status: 'suspended' } as const)))(
              input.request,
            )
          },
        ),
      },
    }),
    {
      input: {
        accountId: 'acc-1',
        betId: 'b1',
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
        ...(fakes.carried ? { offer: fakes.carried } : {}),
        ...(fakes.confirmTwice ? { confirmTwice: true } : {}),
      },
      clock,
      inspect: coverage.inspect,
    },
  )
  actor.on('*', (event) => announced.push(event.type))
  actor.start()
  return { actor, clock, confirmations, announced, fetches }
}

const full = { type: 'cashout.confirm', amount: 1800, acceptHigherOdds: false } as const

describe('cash-out', () => {
  it('§7 cash-out: the offer is fetched, then cashed out in full', async () => {
    const { actor, confirmations, announced } = start({
      confirm: async () => ok({ status: 'cashedOut', amount: 1800, remainingStake: 0 }),
    })
    await waitFor(actor, (state) => state.matches('offered'))
    expect(actor.getSnapshot().context.offer?.amount).toBe(1800)
    actor.send(full)
    expect(actor.getSnapshot().value).toBe('confirming')
    actor.send(full)
    const done = await waitFor(actor, (state) => state.status === 'done')
    expect(done.value).toBe('cashedOut')
    expect(done.context.paidAmount).toBe(1800)
    expect(confirmations).toEqual([
      { betId: 'b1', cashoutOddsKey: 'key-1', cashoutStakeAmount: 1800, acceptHigherOdds: false },
    ])
    expect(announced).toEqual(['cashout.started', 'cashout.ended'])
  })

  it('§3 cash-out: part of the offer is taken, and the rest offered anew at once', async () => {
    const { actor, confirmations } = start({
      offers: [ok(offer()), ok(offer({ amount: 1080, cashoutOddsKey: 'key-2' }))],
      confirm: async (request) =>
        ok({
          status: 'cashedOut',
          amount: request.cashoutStakeAmount,
          remainingStake: request.cashoutStakeAmount === 720 ? 600 : 0,
        }),
    })
    await waitFor(actor, (state) => state.matches('offered'))
    actor.send({ type: 'cashout.confirm', amount: 720, acceptHigherOdds: true })
    // No refresh asked for: the offer of the rest is fetched by itself.
    const partly = await waitFor(
      actor,
      (state) => state.matches('offered') && state.context.offer?.amount === 1080,
    )
    expect(partly.context.paidAmount).toBe(720)
    actor.send({ type: 'cashout.confirm', amount: 1080, acceptHigherOdds: false })
    await waitFor(actor, (state) => state.matches('cashedOut'))
    expect(confirmations.map((request) => request.cashoutOddsKey)).toEqual(['key-1', 'key-2'])
  })

  it("§3 cash-out: a leg's price moving asks for the offer again", async () => {
    const { actor, fetches } = start({
      carried: offer(),
      offers: [ok(offer({ amount: 1500, cashoutOddsKey: 'key-2' }))],
    })
    expect(actor.getSnapshot().value).toBe('offered')
    actor.send({ type: 'cashout.pricesMoved' })
    await waitFor(
      actor,
      (state) => state.matches('offered') && state.context.offer?.amount === 1500,
    )
    expect(fetches.count).toBe(1)
  })

  it('§3 cash-out: a tap on an offer gone stale asks for the new one and says so', async () => {
    const { actor, confirmations } = start({
      offers: [ok(offer()), ok(offer({ amount: 1700, cashoutOddsKey: 'key-2' }))],
      confirm: async () => ({ ok: false, error: { status: 500, message: 'down' } }),
    })
    await waitFor(actor, (state) => state.matches('offered'))
    actor.send(full)
    await waitFor(actor, (state) => state.matches('failed'))
    actor.send(full)
    const requoted = await waitFor(actor, (state) => state.matches('offered'))
    expect(requoted.context).toMatchObject({ requoted: true, offer: { amount: 1700 } })
    expect(confirmations).toHaveLength(1)
  })

  it('§9 cash-out without lightweight confirming: the first tap names the amount, the second takes it', async () => {
    const { actor, confirmations } = start({ confirmTwice: true })
    await waitFor(actor, (state) => state.matches('offered'))
    actor.send({ type: 'cashout.confirm', amount: 500, acceptHigherOdds: true })
    expect(actor.getSnapshot().context.asked).toBe(500)
    // Another amount is asked about anew.
    actor.send({ type: 'cashout.confirm', amount: 600, acceptHigherOdds: true })
    expect(actor.getSnapshot().context.asked).toBe(600)
    expect(confirmations).toEqual([])
    actor.send({ type: 'cashout.confirm', amount: 600, acceptHigherOdds: true })
    await waitFor(actor, (state) => state.matches('suspended'))
    expect(confirmations.map((request) => request.cashoutStakeAmount)).toEqual([600])
  })

  it('§3 cash-out: nothing, a fraction of a minor unit or more than the offer is not sent', async () => {
    const { actor, confirmations } = start({})
    await waitFor(actor, (state) => state.matches('offered'))
    for (const amount of [0, -5, 10.5, 1801]) {
      actor.send({ type: 'cashout.confirm', amount, acceptHigherOdds: false })
    }
    expect(actor.getSnapshot().value).toBe('offered')
    expect(confirmations).toEqual([])
    actor.send({ type: 'cashout.refresh' })
    expect(actor.getSnapshot().value).toBe('fetchingOffer')
    await waitFor(actor, (state) => state.matches('offered'))
  })

  it('§3 cash-out: a changed offer can be accepted at its new key', async () => {
    const { actor, confirmations } = start({
      confirm: async (request) =>
        request.cashoutOddsKey === 'key-1'
          ? ok({ status: 'offerChanged', offer: offer({ cashoutOddsKey: 'key-9', amount: 1900 }) })
          : ok({ status: 'cashedOut', amount: 1900, remainingStake: 0 }),
    })
    await waitFor(actor, (state) => state.matches('offered'))
    actor.send(full)
    const changed = await waitFor(actor, (state) => state.matches('offerChanged'))
    expect(changed.context.offer?.amount).toBe(1900)
    actor.send({ ...full, acceptHigherOdds: true })
    await waitFor(actor, (state) => state.matches('cashedOut'))
    expect(confirmations.at(-1)).toMatchObject({ cashoutOddsKey: 'key-9', acceptHigherOdds: true })
  })

  it('§3 cash-out: a changed offer may be refreshed instead', async () => {
    const { actor } = start({
      confirm: async () =>
        ok({ status: 'offerChanged', offer: offer({ cashoutOddsKey: 'key-9' }) }),
    })
    await waitFor(actor, (state) => state.matches('offered'))
    actor.send(full)
    await waitFor(actor, (state) => state.matches('offerChanged'))
    actor.send({ type: 'cashout.refresh' })
    await waitFor(actor, (state) => state.matches('offered'))
  })

  it('§3 cash-out: a changed offer is asked again when a price moves, and tapped twice', async () => {
    const { actor, confirmations } = start({
      confirmTwice: true,
      confirm: async () =>
        ok({ status: 'offerChanged', offer: offer({ cashoutOddsKey: 'key-9' }) }),
    })
    await waitFor(actor, (state) => state.matches('offered'))
    actor.send(full)
    actor.send(full)
    await waitFor(actor, (state) => state.matches('offerChanged'))
    actor.send(full)
    expect(actor.getSnapshot().matches('offerChanged')).toBe(true)
    expect(confirmations).toHaveLength(1)
    actor.send({ type: 'cashout.pricesMoved' })
    await waitFor(actor, (state) => state.matches('offered'))
  })

  it('§4 cash-out: a suspended offer waits for a refresh', async () => {
    const { actor, confirmations } = start({
      offers: [ok(offer({ status: 'suspended' })), ok(offer())],
    })
    await waitFor(actor, (state) => state.matches('suspended'))
    actor.send(full)
    expect(confirmations).toEqual([])
    actor.send({ type: 'cashout.refresh' })
    await waitFor(actor, (state) => state.matches('offered'))
    actor.send(full)
    await waitFor(actor, (state) => state.matches('suspended'))
    expect(confirmations).toHaveLength(1)
  })

  it('no offer for the bet: unavailable with its reason, asked again on refresh', async () => {
    const { actor, confirmations } = start({
      offers: [ok(offer({ status: 'unavailable', amount: 0, reason: 'not-offered' })), ok(offer())],
    })
    await waitFor(actor, (state) => state.matches('unavailable'))
    expect(actor.getSnapshot().context.offer?.reason).toBe('not-offered')
    actor.send(full)
    expect(confirmations).toEqual([])
    actor.send({ type: 'cashout.refresh' })
    await waitFor(actor, (state) => state.matches('offered'))
  })

  it('§4 cash-out: the offer the bet came with is shown at once, without asking again', async () => {
    const available = start({ carried: offer({ amount: 950 }) })
    expect(available.actor.getSnapshot().value).toBe('offered')
    expect(available.actor.getSnapshot().context.offer?.amount).toBe(950)
    available.actor.send({ ...full, amount: 950 })
    expect(available.confirmations).toMatchObject([
      { cashoutOddsKey: 'key-1', cashoutStakeAmount: 950 },
    ])

    const suspended = start({ carried: offer({ status: 'suspended' }) })
    expect(suspended.actor.getSnapshot().value).toBe('suspended')
    const unavailable = start({ carried: offer({ status: 'unavailable', reason: 'not-offered' }) })
    expect(unavailable.actor.getSnapshot().value).toBe('unavailable')
    expect([available, suspended, unavailable].map(({ fetches }) => fetches.count)).toEqual([
      0, 0, 0,
    ])
    // Refreshed, the offer is asked for as before.
    suspended.actor.send({ type: 'cashout.refresh' })
    await waitFor(suspended.actor, (state) => state.matches('offered'))
    expect(suspended.fetches.count).toBe(1)
  })

  it('§9 cashout_timeout: an unanswered confirmation times out after 5000 ms by default', async () => {
    const { actor, clock, announced } = start({ confirm: () => new Promise(() => {}) })
    await waitFor(actor, (state) => state.matches('offered'))
    actor.send(full)
    clock.increment(4_999)
    expect(actor.getSnapshot().value).toBe('confirming')
    clock.increment(1)
    expect(actor.getSnapshot().value).toBe('timedOut')
    expect(announced).toEqual(['cashout.started', 'cashout.ended'])
    actor.send({ type: 'cashout.refresh' })
    await waitFor(actor, (state) => state.matches('offered'))
  })

  it('§9 cashout_timeout: the setting replaces the default', async () => {
    const { actor, clock } = start({ confirm: () => new Promise(() => {}) }, 8_000)
    await waitFor(actor, (state) => state.matches('offered'))
    actor.send(full)
    clock.increment(5_000)
    expect(actor.getSnapshot().value).toBe('confirming')
    clock.increment(3_000)
    expect(actor.getSnapshot().value).toBe('timedOut')
    // A tap on the timed-out offer asks for it again.
    actor.send(full)
    await waitFor(actor, (state) => state.matches('offered') && state.context.requoted === true)
  })

  it('§8 cash-out: failures to fetch or confirm end in failed with the error, refreshable', async () => {
    const refused = start({ offers: [{ ok: false, error: { status: 404, message: 'no offer' } }] })
    const failedFetch = await waitFor(refused.actor, (state) => state.matches('failed'))
    expect(failedFetch.context.error?.status).toBe(404)
    refused.actor.send({ type: 'cashout.refresh' })
    await waitFor(refused.actor, (state) => state.matches('offered'))

    const crashed = start({ crashOffer: true })
    const crashedFetch = await waitFor(crashed.actor, (state) => state.matches('failed'))
    expect(crashedFetch.context.error?.message).toBe('engine bug')

    const unknown = start({ offers: [ok({ ...offer(), status: 'closed' as 'available' })] })
    await waitFor(unknown.actor, (state) => state.matches('failed'))
  })

  it('§8 cash-out: a refused or crashed confirmation ends in failed', async () => {
    const refused = start({
      confirm: async () => ({ ok: false, error: { status: 409, message: 'bet settled' } }),
    })
    await waitFor(refused.actor, (state) => state.matches('offered'))
    refused.actor.send(full)
    const failed = await waitFor(refused.actor, (state) => state.matches('failed'))
    expect(failed.context.error?.message).toBe('bet settled')

    const crashed = start({
      confirm: async () => {
        throw new Error('engine bug')
      },
    })
    await waitFor(crashed.actor, (state) => state.matches('offered'))
    crashed.actor.send(full)
    await waitFor(crashed.actor, (state) => state.matches('failed'))
  })

  it('every state reached and every transition taken', (context) => {
    expectFullCoverage(coverage, context)
  })
})
