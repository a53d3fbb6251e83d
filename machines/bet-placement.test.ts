import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type {
  BetslipStatus,
  PlaceBetslipRequest,
  PlacementResponse,
} from '../domain/api/placement.ts'
import type { ApiResult } from '../domain/api/result.ts'
import { betslipErrorToast } from '../domain/errors/toasts.ts'
import { createCoverage, expectFullCoverage } from '../tests/support/machine-coverage.ts'
import { betPlacementMachine } from './bet-placement.ts'

const coverage = createCoverage(betPlacementMachine)

const request: PlaceBetslipRequest = {
  singles: [{ outcomeId: 'o1', decimal: 2.5, unitStake: 1000 }],
  userAcceptOdds: 'D',
}

const accepted = (overrides: Partial<PlacementResponse> = {}): ApiResult<PlacementResponse> => ({
  ok: true,
  data: {
    betSlipId: 'slip-1',
    reference: 'ref-1',
    delay: 0,
    singles: [
      { betId: 'b1', outcomeId: 'o1', decimal: 2.5, unitStake: 1000, potentialReturns: 2500 },
    ],
    totalCost: 1000,
    potentialReturns: 2500,
    availableBalance: 9000,
    originId: 11,
    userAcceptOdds: 'D',
    errors: [],
    ...overrides,
  },
})

const statusOf = (status: BetslipStatus['status'], errors: BetslipStatus['errors'] = []) =>
  ({ ok: true, data: { betSlipId: 'slip-1', status, errors } }) as const

type PlaceInput = { accountId: string; request: PlaceBetslipRequest; uuid: string }

const start = (fakes: {
  place: (input: PlaceInput) => Promise<ApiResult<PlacementResponse>>
  status?: (input: { betSlipId: string }) => Promise<ApiResult<BetslipStatus>>
}) => {
  const clock = new SimulatedClock()
  const placements: PlaceInput[] = []
  const statusCalls: string[] = []
  let uuids = 0
  const actor = createActor(
    betPlacementMachine.provide({
      actors: {
        placeBetslip: fromPromise(({ input }: { input: PlaceInput }) => {
          placements.push(input)
          return fakes.place(input)
        }),
        fetchBetslipStatus: fromPromise(({ input }: { input: { betSlipId: string } }) => {
          statusCalls.push(input.betSlipId)
          return (fakes.status ?? (() => Promise.reject(new Error('no status call expected'))))(
            input,
          )
        }),
      },
    }),
    { input: { newUuid: () => `uuid-${++uuids}` }, clock, inspect: coverage.inspect },
  )
  actor.start()
  return { actor, clock, placements, statusCalls }
}

const place = { type: 'bet.place', accountId: 'acc-1', request } as const

const deferred = <T>() => {
  let resolve: (value: T) => void = () => {}
  const promise = new Promise<T>((settle) => {
    resolve = settle
  })
  return { promise, resolve }
}

describe('bet placement', () => {
  it('§7 place bet: the request carries a fresh uuid and an accepted slip is placed', async () => {
    const { actor, placements } = start({ place: async () => accepted() })
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send(place)
    expect(actor.getSnapshot().value).toBe('placing')
    const snapshot = await waitFor(actor, (state) => state.matches('placed'))
    expect(placements).toEqual([{ accountId: 'acc-1', request, uuid: 'uuid-1' }])
    expect(snapshot.context.response?.betSlipId).toBe('slip-1')
    expect(snapshot.context.reference).toBe('uuid-1')
    expect(snapshot.context.error).toBeUndefined()
    actor.send({ type: 'bet.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.response).toBeUndefined()
  })

  it('§4 betslip: a second placement while one is in flight is ignored (RES-00246)', async () => {
    const answer = deferred<ApiResult<PlacementResponse>>()
    const { actor, placements } = start({ place: () => answer.promise })
    actor.send(place)
    actor.send(place)
    actor.send({ type: 'bet.dismiss' })
    actor.send({ type: 'bet.acceptPriceChange' })
    expect(actor.getSnapshot().value).toBe('placing')
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    answer.resolve(accepted())
    await waitFor(actor, (state) => state.matches('placed'))
    expect(actor.getSnapshot().hasTag('submitting')).toBe(false)
    expect(placements).toHaveLength(1)
  })

  it('§4 in-play delay: awaits approval for the delay, then asks the slip status', async () => {
    const { actor, clock, statusCalls } = start({
      place: async () => accepted({ delay: 5 }),
      status: async () => statusOf('placed'),
    })
    actor.send(place)
    await waitFor(actor, (state) => state.matches({ awaitingApproval: 'waiting' }))
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    actor.send(place)
    clock.increment(4_999)
    expect(statusCalls).toEqual([])
    expect(actor.getSnapshot().matches({ awaitingApproval: 'waiting' })).toBe(true)
    clock.increment(1)
    expect(statusCalls).toEqual(['slip-1'])
    await waitFor(actor, (state) => state.matches('placed'))
  })

  it('§4 in-play delay: a pending slip is asked again until it is referred', async () => {
    const answers = [statusOf('pending'), statusOf('referred')]
    const { actor, clock, statusCalls } = start({
      place: async () => accepted({ delay: 2 }),
      status: async () => answers.shift() ?? statusOf('placed'),
    })
    actor.send(place)
    await waitFor(actor, (state) => state.matches({ awaitingApproval: 'waiting' }))
    clock.increment(2_000)
    await waitFor(actor, (state) => state.matches({ awaitingApproval: 'rechecking' }))
    clock.increment(999)
    expect(statusCalls).toHaveLength(1)
    clock.increment(1)
    await waitFor(actor, (state) => state.matches('referred'))
    expect(statusCalls).toHaveLength(2)
    actor.send({ type: 'bet.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('§8 bet errors: a slip rejected after the delay carries the RES meaning', async () => {
    const { actor, clock } = start({
      place: async () => accepted({ delay: 1 }),
      status: async () =>
        statusOf('rejected', [{ code: 'RES-00195', message: 'rejected', outcomeId: 'o1' }]),
    })
    actor.send(place)
    await waitFor(actor, (state) => state.matches('awaitingApproval'))
    clock.increment(1_000)
    const snapshot = await waitFor(actor, (state) => state.matches('rejected'))
    expect(snapshot.context.error).toMatchObject({
      code: 'RES-00195',
      meaning: 'The bet was rejected by the trader',
      outcomeId: 'o1',
    })
  })

  it('§8 bet errors: a failed status call ends in failed with its reference', async () => {
    const { actor, clock } = start({
      place: async () => accepted({ delay: 1 }),
      status: async () => ({ ok: false, error: { status: 503, message: 'unavailable' } }),
    })
    actor.send(place)
    await waitFor(actor, (state) => state.matches('awaitingApproval'))
    clock.increment(1_000)
    const snapshot = await waitFor(actor, (state) => state.matches('failed'))
    expect(snapshot.context.error?.status).toBe(503)
    expect(snapshot.context.reference).toBe('uuid-1')
  })

  it('§8 bet errors: a status call that throws (a bug) still ends in failed', async () => {
    const { actor, clock } = start({
      place: async () => accepted({ delay: 1 }),
      status: async () => {
        throw new Error('engine bug')
      },
    })
    actor.send(place)
    await waitFor(actor, (state) => state.matches('awaitingApproval'))
    clock.increment(1_000)
    const snapshot = await waitFor(actor, (state) => state.matches('failed'))
    expect(snapshot.context.error?.message).toBe('engine bug')
  })

  it('§8 RES-00056: a slip placed with no bets is rejected with the meaning', async () => {
    const { actor } = start({
      place: async () =>
        accepted({ singles: [], errors: [{ code: 'RES-00056', message: 'balance' }] }),
    })
    actor.send(place)
    const snapshot = await waitFor(actor, (state) => state.matches('rejected'))
    expect(snapshot.context.error?.meaning).toBe('Your stake is greater than your balance')
    actor.send({ type: 'bet.acceptPriceChange' })
    expect(actor.getSnapshot().value).toBe('rejected')
    actor.send({ type: 'bet.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('§8 RES-00034: an error answer with a RES code is a rejection, not a failure', async () => {
    const { actor } = start({
      place: async () => ({
        ok: false,
        error: { status: 400, code: 'RES-00034', message: 'stake over max' },
      }),
    })
    actor.send(place)
    const snapshot = await waitFor(actor, (state) => state.matches('rejected'))
    expect(snapshot.context.error?.meaning).toBe('Your stake is over the maximum')
  })

  it('§8 RES-00152: a price change is offered, and accepting re-places at the new price', async () => {
    const answers: ApiResult<PlacementResponse>[] = [
      accepted({
        singles: [],
        errors: [
          { code: 'RES-00152', message: 'bet change', outcomeId: 'o1', currentDecimal: 2.8 },
        ],
      }),
      accepted(),
    ]
    const { actor, placements } = start({ place: async () => answers.shift() ?? accepted() })
    actor.send(place)
    const changed = await waitFor(actor, (state) => state.matches('priceChanged'))
    expect(changed.context.priceChanges).toEqual([
      { code: 'RES-00152', message: 'bet change', outcomeId: 'o1', currentDecimal: 2.8 },
    ])
    actor.send({ type: 'bet.acceptPriceChange' })
    await waitFor(actor, (state) => state.matches('placed'))
    expect(placements[1]).toEqual({
      accountId: 'acc-1',
      request: { ...request, singles: [{ outcomeId: 'o1', decimal: 2.8, unitStake: 1000 }] },
      uuid: 'uuid-2',
    })
  })

  it('§8 RES-00152: the bettor may decline the new price', async () => {
    const { actor, placements } = start({
      place: async () =>
        accepted({
          singles: [],
          errors: [{ code: 'RES-00152', message: 'change', outcomeId: 'o1', currentDecimal: 2 }],
        }),
    })
    actor.send(place)
    await waitFor(actor, (state) => state.matches('priceChanged'))
    actor.send({ type: 'bet.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.priceChanges).toEqual([])
    expect(placements).toHaveLength(1)
  })

  it('§8 place-bet 500: failed, with the uuid as reference for the 10 s betslip-error toast', async () => {
    const { actor, placements } = start({
      place: async () => ({ ok: false, error: { status: 500, message: 'boom' } }),
    })
    actor.send(place)
    const snapshot = await waitFor(actor, (state) => state.matches('failed'))
    expect(snapshot.context.reference).toBe('uuid-1')
    expect(betslipErrorToast(snapshot.context.reference ?? '')).toMatchObject({
      id: 'betslip-error',
      durationMs: 10_000,
      position: 'bottom-center',
      reference: 'uuid-1',
    })
    actor.send(place)
    await waitFor(actor, (state) => state.matches('failed'))
    expect(placements.map((placement) => placement.uuid)).toEqual(['uuid-1', 'uuid-2'])
    actor.send({ type: 'bet.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('§8 place bet: no response at all is a failure with its reference, not a rejection', async () => {
    const { actor } = start({
      place: async () => ({ ok: false, error: { status: 0, message: 'network down' } }),
    })
    actor.send(place)
    const snapshot = await waitFor(actor, (state) => state.matches('failed'))
    expect(snapshot.context.reference).toBe('uuid-1')
    expect(snapshot.context.error?.status).toBe(0)
  })

  const unanswered = (code: 'network' | 'timeout' = 'network'): ApiResult<never> => ({
    ok: false,
    error: { status: 0, code, message: 'no answer' },
  })

  it('a placement with no answer is asked again with the same uuid, 1 s and then 2 s later', async () => {
    const answers = [unanswered(), unanswered('timeout'), accepted()]
    const { actor, clock, placements } = start({
      place: async () => answers.shift() ?? accepted(),
    })
    actor.send(place)
    await waitFor(actor, (state) => state.matches('askingAgain'))
    expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
    actor.send(place)
    clock.increment(999)
    expect(placements).toHaveLength(1)
    clock.increment(1)
    await waitFor(actor, (state) => state.matches('askingAgain') && placements.length === 2)
    clock.increment(1_999)
    expect(placements).toHaveLength(2)
    clock.increment(1)
    const snapshot = await waitFor(actor, (state) => state.matches('placed'))
    expect(placements.map((placement) => placement.uuid)).toEqual(['uuid-1', 'uuid-1', 'uuid-1'])
    expect(placements.every((placement) => placement.request === request)).toBe(true)
    expect(snapshot.context.error).toBeUndefined()
    expect(snapshot.context.unanswered).toBe(0)
  })

  it('a gateway answering for a lost server (502, 504) is no answer either', async () => {
    const answers: ApiResult<PlacementResponse>[] = [
      { ok: false, error: { status: 502, message: 'Bad Gateway' } },
      { ok: false, error: { status: 504, message: 'Gateway Timeout' } },
      accepted({ status: 'referred' }),
    ]
    const { actor, clock, placements } = start({ place: async () => answers.shift() ?? accepted() })
    actor.send(place)
    await waitFor(actor, (state) => state.matches('askingAgain'))
    clock.increment(1_000)
    await waitFor(actor, (state) => state.matches('askingAgain') && placements.length === 2)
    clock.increment(2_000)
    await waitFor(actor, (state) => state.matches('referred'))
    expect(placements.map((placement) => placement.uuid)).toEqual(['uuid-1', 'uuid-1', 'uuid-1'])
  })

  it('still no answer after four tries: unconfirmed, and placing again is refused', async () => {
    const { actor, clock, placements } = start({ place: async () => unanswered('timeout') })
    actor.send(place)
    for (const wait of [1_000, 2_000, 4_000]) {
      const sent = placements.length
      await waitFor(actor, (state) => state.matches('askingAgain'))
      clock.increment(wait)
      await waitFor(actor, () => placements.length === sent + 1)
    }
    const snapshot = await waitFor(actor, (state) => state.matches('unconfirmed'))
    expect(placements).toHaveLength(4)
    expect(snapshot.hasTag('submitting')).toBe(false)
    expect(snapshot.context.error).toMatchObject({ status: 0, code: 'timeout' })
    expect(snapshot.context.reference).toBe('uuid-1')
    // A new slip now could be a second bet: the bettor asks again or looks in My bets first.
    actor.send(place)
    expect(actor.getSnapshot().matches('unconfirmed')).toBe(true)
    clock.increment(60_000)
    expect(placements).toHaveLength(4)
    actor.send({ type: 'bet.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('unconfirmed: asking again sends the same uuid, and its answer is the outcome', async () => {
    let answer: ApiResult<PlacementResponse> = unanswered()
    const { actor, clock, placements } = start({ place: async () => answer })
    actor.send(place)
    for (const wait of [1_000, 2_000, 4_000]) {
      await waitFor(actor, (state) => state.matches('askingAgain'))
      clock.increment(wait)
    }
    await waitFor(actor, (state) => state.matches('unconfirmed'))
    answer = accepted()
    actor.send({ type: 'bet.confirm' })
    const snapshot = await waitFor(actor, (state) => state.matches('placed'))
    expect(placements.map((placement) => placement.uuid)).toEqual(Array(5).fill('uuid-1'))
    expect(snapshot.context.response?.betSlipId).toBe('slip-1')
  })

  it('§4 in-play delay: a status call with no answer is asked again; unconfirmed asks it again', async () => {
    let status: ApiResult<BetslipStatus> = unanswered()
    const { actor, clock, placements, statusCalls } = start({
      place: async () => accepted({ delay: 1 }),
      status: async () => status,
    })
    actor.send(place)
    await waitFor(actor, (state) => state.matches({ awaitingApproval: 'waiting' }))
    clock.increment(1_000)
    for (const wait of [1_000, 2_000, 4_000]) {
      await waitFor(actor, (state) => state.matches({ awaitingApproval: 'askingAgain' }))
      expect(actor.getSnapshot().hasTag('submitting')).toBe(true)
      clock.increment(wait)
    }
    await waitFor(actor, (state) => state.matches('unconfirmed'))
    expect(statusCalls).toEqual(Array(4).fill('slip-1'))
    status = statusOf('placed')
    actor.send({ type: 'bet.confirm' })
    await waitFor(actor, (state) => state.matches('placed'))
    expect(statusCalls).toHaveLength(5)
    expect(placements).toHaveLength(1)
  })

  it('§4 in-play delay: one unanswered status call, then the answer', async () => {
    const answers: ApiResult<BetslipStatus>[] = [unanswered('timeout'), statusOf('placed')]
    const { actor, clock } = start({
      place: async () => accepted({ delay: 1 }),
      status: async () => answers.shift() ?? statusOf('rejected'),
    })
    actor.send(place)
    await waitFor(actor, (state) => state.matches({ awaitingApproval: 'waiting' }))
    clock.increment(1_000)
    await waitFor(actor, (state) => state.matches({ awaitingApproval: 'askingAgain' }))
    clock.increment(1_000)
    const snapshot = await waitFor(actor, (state) => state.matches('placed'))
    expect(snapshot.context.unanswered).toBe(0)
  })

  it('§8 place bet: an actor that throws (a bug) ends in failed, never stuck placing', async () => {
    const { actor } = start({
      place: async () => {
        throw new Error('engine bug')
      },
    })
    actor.send(place)
    const snapshot = await waitFor(actor, (state) => state.matches('failed'))
    expect(snapshot.context.error?.message).toBe('engine bug')
  })

  it('§7 referral: a slip over the threshold is referred at once, not placed', async () => {
    const { actor } = start({ place: async () => accepted({ status: 'referred' }) })
    actor.send(place)
    const snapshot = await waitFor(actor, (state) => state.matches('referred'))
    expect(snapshot.context.response?.betSlipId).toBe('slip-1')
    actor.send({ type: 'bet.dismiss' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it("§7 referral: the trader's approval comes to the slip, asked every two seconds", async () => {
    const answers = [statusOf('referred'), statusOf('placed')]
    const { actor, clock, statusCalls } = start({
      place: async () => accepted({ status: 'referred' }),
      status: async () => answers.shift() ?? statusOf('placed'),
    })
    actor.send(place)
    await waitFor(actor, (state) => state.matches({ referred: 'waiting' }))
    clock.increment(1_999)
    expect(statusCalls).toEqual([])
    clock.increment(1)
    await waitFor(actor, (state) => state.matches({ referred: 'waiting' }) && answers.length === 1)
    clock.increment(2_000)
    const snapshot = await waitFor(actor, (state) => state.matches('placed'))
    expect(statusCalls).toEqual(['slip-1', 'slip-1'])
    expect(snapshot.context.response?.reference).toBeDefined()
  })

  it("§7 referral: the trader's rejection comes to the slip with its reason", async () => {
    const rejection = { code: 'RES-00195', message: 'rejected by attendant' }
    const answers: Array<ApiResult<BetslipStatus> | Error> = [
      { ok: false, error: { status: 503, message: 'try later' } },
      new Error('engine bug'),
      statusOf('rejected', [rejection]),
    ]
    const { actor, clock } = start({
      place: async () => accepted({ status: 'referred' }),
      status: async () => {
        const next = answers.shift() ?? statusOf('rejected', [rejection])
        if (next instanceof Error) throw next
        return next
      },
    })
    actor.send(place)
    await waitFor(actor, (state) => state.matches({ referred: 'waiting' }))
    // A failed status call, or one that throws, is no decision: the slip waits and asks again.
    for (const left of [2, 1]) {
      clock.increment(2_000)
      await waitFor(
        actor,
        (state) => state.matches({ referred: 'waiting' }) && answers.length === left,
      )
    }
    clock.increment(2_000)
    const snapshot = await waitFor(actor, (state) => state.matches('rejected'))
    expect(snapshot.context.error).toMatchObject({ code: 'RES-00195' })
  })

  it('§4 betslip: a result can be followed by a new placement without dismissing it', async () => {
    const { actor, placements } = start({ place: async () => accepted() })
    actor.send(place)
    await waitFor(actor, (state) => state.matches('placed'))
    actor.send({ type: 'bet.acceptPriceChange' })
    expect(actor.getSnapshot().value).toBe('placed')
    actor.send(place)
    await waitFor(actor, (state) => state.matches('placed') && placements.length === 2)
    expect(actor.getSnapshot().context.reference).toBe('uuid-2')
  })

  it('every state reached and every transition taken', (context) => {
    expectFullCoverage(coverage, context)
  })
})
