import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { JackpotBetslipRequest, JackpotPlacementResponse } from '../domain/api/jackpot.ts'
import type { ApiResult } from '../domain/api/result.ts'
import { createCoverage, expectFullCoverage } from '../tests/support/machine-coverage.ts'
import { jackpotSlipMachine } from './jackpot-slip.ts'

const coverage = createCoverage(jackpotSlipMachine)

type PlaceInput = { accountId: string; request: JackpotBetslipRequest; uuid: string }

const start = (
  place: (input: PlaceInput) => Promise<ApiResult<JackpotPlacementResponse>> = async () => ({
    ok: true,
    data: { betSlipId: 'jp-1' },
  }),
) => {
  const placements: PlaceInput[] = []
  const clock = new SimulatedClock()
  let uuids = 0
  const actor = createActor(
    jackpotSlipMachine.provide({
      actors: {
        placeJackpotBetslip: fromPromise(({ input }: { input: PlaceInput }) => {
          placements.push(input)
          return place(input)
        }),
      },
    }),
    {
      input: { jackpotId: 'jp', eventCount: 3, newUuid: () => `uuid-${++uuids}` },
      inspect: coverage.inspect,
      clock,
    },
  )
  actor.start()
  const canPlace = () =>
    actor.getSnapshot().can({ type: 'jackpot.place', accountId: 'a', globalStake: 1 })
  return { actor, placements, canPlace, clock }
}

const pickAll = (actor: ReturnType<typeof start>['actor']) => {
  for (const eventNumber of [3, 1, 2]) {
    actor.send({ type: 'jackpot.select', eventNumber, outcomeId: `o${eventNumber}` })
  }
}

const place = { type: 'jackpot.place', accountId: 'acc-1', globalStake: 500 } as const

describe('jackpot slip', () => {
  it('§4 jackpot slip: place enabled only when every event number has a selection', () => {
    const { actor, canPlace, placements } = start()
    actor.send({ type: 'jackpot.select', eventNumber: 1, outcomeId: 'o1' })
    actor.send({ type: 'jackpot.select', eventNumber: 2, outcomeId: 'o2' })
    actor.send({ type: 'jackpot.select', eventNumber: 4, outcomeId: 'o4' })
    actor.send({ type: 'jackpot.select', eventNumber: 0, outcomeId: 'o0' })
    expect(canPlace()).toBe(false)
    actor.send(place)
    expect(placements).toEqual([])
    actor.send({ type: 'jackpot.select', eventNumber: 3, outcomeId: 'o3' })
    expect(actor.getSnapshot().value).toEqual({ picking: 'complete' })
    expect(canPlace()).toBe(true)
  })

  it('§4 jackpot slip: removing a selection disables place again', () => {
    const { actor, canPlace } = start()
    pickAll(actor)
    actor.send({ type: 'jackpot.deselect', eventNumber: 2 })
    expect(canPlace()).toBe(false)
    expect(actor.getSnapshot().value).toEqual({ picking: 'incomplete' })
  })

  it('§7 jackpot bet: the slip is placed in event order with a fresh uuid', async () => {
    const { actor, placements } = start()
    pickAll(actor)
    actor.send({ type: 'jackpot.select', eventNumber: 2, outcomeId: 'o2b' })
    actor.send(place)
    actor.send({ type: 'jackpot.select', eventNumber: 1, outcomeId: 'late' })
    const placed = await waitFor(actor, (state) => state.matches('placed'))
    expect(placements).toEqual([
      {
        accountId: 'acc-1',
        uuid: 'uuid-1',
        request: {
          jackpotId: 'jp',
          globalStake: 500,
          singles: [
            { outcomeId: 'o1', ordinal: 1 },
            { outcomeId: 'o2b', ordinal: 2 },
            { outcomeId: 'o3', ordinal: 3 },
          ],
        },
      },
    ])
    expect(placed.context.response?.betSlipId).toBe('jp-1')
    expect(placed.context.selections[1]).toBe('o1')
    actor.send({ type: 'jackpot.dismiss' })
    expect(actor.getSnapshot().value).toEqual({ picking: 'incomplete' })
    expect(actor.getSnapshot().context.selections).toEqual({})
  })

  it('§8 bet errors: a refused jackpot slip keeps its selections and says why', async () => {
    const { actor } = start(async () => ({
      ok: false,
      error: { status: 400, code: 'RES-00056', message: 'balance' },
    }))
    pickAll(actor)
    actor.send(place)
    const failed = await waitFor(actor, (state) => state.matches('failed'))
    expect(failed.context.error?.meaning).toBe('Your stake is greater than your balance')
    actor.send({ type: 'jackpot.dismiss' })
    expect(actor.getSnapshot().value).toEqual({ picking: 'complete' })
  })

  it('§8 place bet: a placement that throws (a bug) ends in failed', async () => {
    const { actor } = start(async () => {
      throw new Error('engine bug')
    })
    pickAll(actor)
    actor.send(place)
    const failed = await waitFor(actor, (state) => state.matches('failed'))
    expect(failed.context.error?.message).toBe('engine bug')
  })

  it('a placement with no answer is asked again with its uuid, then unconfirmed', async () => {
    let answer: ApiResult<JackpotPlacementResponse> = {
      ok: false,
      error: { status: 0, code: 'network', message: 'Something went wrong' },
    }
    const { actor, placements, clock } = start(async () => answer)
    pickAll(actor)
    actor.send(place)
    for (const wait of [1_000, 2_000, 4_000]) {
      const sent = placements.length
      await waitFor(actor, (state) => state.matches('askingAgain'))
      clock.increment(wait - 1)
      expect(placements).toHaveLength(sent)
      clock.increment(1)
      await waitFor(actor, () => placements.length === sent + 1)
    }
    const unconfirmed = await waitFor(actor, (state) => state.matches('unconfirmed'))
    expect(unconfirmed.context.error).toMatchObject({ status: 0, code: 'network' })
    // Nothing can be placed anew until the bettor asks again or leaves.
    actor.send(place)
    expect(actor.getSnapshot().matches('unconfirmed')).toBe(true)

    answer = { ok: true, data: { betSlipId: 'jp-1' } }
    actor.send({ type: 'jackpot.confirm' })
    const placed = await waitFor(actor, (state) => state.matches('placed'))
    expect(placed.context.response).toEqual({ betSlipId: 'jp-1' })
    expect(new Set(placements.map((placement) => placement.uuid))).toEqual(new Set(['uuid-1']))
    expect(new Set(placements.map((placement) => JSON.stringify(placement.request))).size).toBe(1)
    expect(placements).toHaveLength(5)
  })

  it('unconfirmed: leaving keeps the selections', async () => {
    const { actor, clock } = start(async () => ({
      ok: false,
      error: { status: 504, message: 'Gateway Timeout' },
    }))
    pickAll(actor)
    actor.send(place)
    for (const wait of [1_000, 2_000, 4_000]) {
      await waitFor(actor, (state) => state.matches('askingAgain'))
      clock.increment(wait)
    }
    await waitFor(actor, (state) => state.matches('unconfirmed'))
    actor.send({ type: 'jackpot.dismiss' })
    expect(actor.getSnapshot().value).toEqual({ picking: 'complete' })
    expect(actor.getSnapshot().context.selections).toEqual({ 1: 'o1', 2: 'o2', 3: 'o3' })
  })

  it('every state reached and every transition taken', (context) => {
    expectFullCoverage(coverage, context)
  })
})
