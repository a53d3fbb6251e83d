// The jackpot slip (SPEC.md sections 3, 4 and 7): one selection per jackpot event, placed only
// when every event number from 1 to the event count has one. A placement with no answer is asked
// again with its uuid, as the betslip's is (machines/bet-placement.ts), never placed twice.

import { assign, type ErrorActorEvent, fromPromise, not, setup } from 'xstate'
import type { JackpotBetslipRequest, JackpotPlacementResponse } from '../domain/api/jackpot.ts'
import { type ApiError, type ApiResult, askAgainMs, noResponse } from '../domain/api/result.ts'
import { betErrorMeaning } from '../domain/errors/bet-errors.ts'
import { isJackpotSlipComplete } from '../domain/validation/jackpot-slip.ts'
import { answer, unansweredGuards, whenUnanswered } from './unanswered.ts'

export interface JackpotSlipInput {
  jackpotId: string
  eventCount: number
  /** A fresh uuid for each placement, as for the betslip. */
  newUuid: () => string
}

export interface JackpotSlipContext {
  jackpotId: string
  eventCount: number
  newUuid: () => string
  /** Outcome id chosen for each event number. */
  selections: Record<number, string>
  accountId?: string
  /** Minor units. */
  globalStake?: number
  reference?: string
  response?: JackpotPlacementResponse
  error?: ApiError & { meaning: string }
  /** Placements in a row that got no answer (isUnanswered). */
  unanswered: number
}

export type JackpotSlipEvent =
  | { type: 'jackpot.select'; eventNumber: number; outcomeId: string }
  | { type: 'jackpot.deselect'; eventNumber: number }
  | { type: 'jackpot.place'; accountId: string; globalStake: number }
  | { type: 'jackpot.dismiss' }
  /** Unconfirmed: ask again, with the same uuid, whether the slip was placed. */
  | { type: 'jackpot.confirm' }

const withMeaning = (error: ApiError) => ({
  ...error,
  meaning: betErrorMeaning(error.code, error.message),
})

/** The placement's answer kept, whatever it was. */
const rememberAnswer = { type: 'rememberResult', params: answer } as const

export const jackpotSlipMachine = setup({
  types: {
    context: {} as JackpotSlipContext,
    events: {} as JackpotSlipEvent,
    input: {} as JackpotSlipInput,
  },
  actors: {
    placeJackpotBetslip: fromPromise<
      ApiResult<JackpotPlacementResponse>,
      { accountId: string; request: JackpotBetslipRequest; uuid: string }
    >(() => {
      throw new Error('placeJackpotBetslip not provided')
    }),
  },
  guards: {
    isComplete: ({ context }) =>
      isJackpotSlipComplete(context.eventCount, Object.keys(context.selections).map(Number)),
    isJackpotEvent: ({ context }, eventNumber: number) =>
      Number.isInteger(eventNumber) && eventNumber >= 1 && eventNumber <= context.eventCount,
    isOk: (_, result: ApiResult<JackpotPlacementResponse>) => result.ok,
    ...unansweredGuards,
  },
  actions: {
    select: assign(({ context }, choice: { eventNumber: number; outcomeId: string }) => ({
      selections: { ...context.selections, [choice.eventNumber]: choice.outcomeId },
    })),
    deselect: assign(({ context }, eventNumber: number) => {
      const { [eventNumber]: _dropped, ...selections } = context.selections
      return { selections }
    }),
    startPlacement: assign(({ context }, stake: { accountId: string; globalStake: number }) => ({
      accountId: stake.accountId,
      globalStake: stake.globalStake,
      reference: context.newUuid(),
      response: undefined,
      error: undefined,
      unanswered: 0,
    })),
    rememberResult: assign((_, result: ApiResult<JackpotPlacementResponse>) =>
      result.ok ? { response: result.data } : { error: withMeaning(result.error) },
    ),
    countUnanswered: assign(({ context }, result: ApiResult<unknown>) => ({
      unanswered: context.unanswered + 1,
      ...(result.ok ? {} : { error: withMeaning(result.error) }),
    })),
    askAgainFromNow: assign({ unanswered: 0, error: undefined }),
    clearSlip: assign({ selections: {}, response: undefined, reference: undefined }),
  },
  delays: {
    askAgain: ({ context }) => askAgainMs(context.unanswered),
  },
}).createMachine({
  id: 'jackpotSlip',
  context: ({ input }) => ({
    jackpotId: input.jackpotId,
    eventCount: input.eventCount,
    newUuid: input.newUuid,
    selections: {},
    unanswered: 0,
  }),
  initial: 'picking',
  states: {
    picking: {
      initial: 'incomplete',
      on: {
        'jackpot.select': {
          guard: { type: 'isJackpotEvent', params: ({ event }) => event.eventNumber },
          actions: { type: 'select', params: ({ event }) => event },
        },
        'jackpot.deselect': {
          actions: { type: 'deselect', params: ({ event }) => event.eventNumber },
        },
      },
      states: {
        incomplete: {
          always: { guard: 'isComplete', target: 'complete' },
        },
        complete: {
          always: { guard: not('isComplete'), target: 'incomplete' },
          on: {
            'jackpot.place': {
              target: '#jackpotSlip.placing',
              actions: { type: 'startPlacement', params: ({ event }) => event },
            },
          },
        },
      },
    },
    placing: {
      invoke: {
        src: 'placeJackpotBetslip',
        input: ({ context }) => ({
          accountId: context.accountId ?? '',
          uuid: context.reference ?? '',
          request: {
            jackpotId: context.jackpotId,
            globalStake: context.globalStake ?? 0,
            singles: Object.entries(context.selections)
              .map(([eventNumber, outcomeId]) => ({ outcomeId, ordinal: Number(eventNumber) }))
              .sort((a, b) => a.ordinal - b.ordinal),
          },
        }),
        onDone: [
          ...whenUnanswered('askingAgain', 'unconfirmed'),
          { guard: { type: 'isOk', params: answer }, target: 'placed', actions: rememberAnswer },
          { target: 'failed', actions: rememberAnswer },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }: { event: ErrorActorEvent }) => withMeaning(noResponse(event.error)),
          }),
        },
      },
    },
    /** The same slip, same uuid, after a wait: the selections cannot change meanwhile. */
    askingAgain: {
      after: { askAgain: 'placing' },
    },
    /** No answer however often it was asked: the slip may or may not stand. */
    unconfirmed: {
      on: {
        'jackpot.confirm': { target: 'placing', actions: 'askAgainFromNow' },
        'jackpot.dismiss': 'picking',
      },
    },
    placed: {
      on: { 'jackpot.dismiss': { target: 'picking', actions: 'clearSlip' } },
    },
    // The selections stay, so the bettor can place again after reading why it failed.
    failed: {
      on: { 'jackpot.dismiss': 'picking' },
    },
  },
})
