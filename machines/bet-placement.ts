// Placing a betslip (SPEC.md sections 4, 7 and 8): the request with a fresh uuid, the in-play
// delay and the status call after it, and every answer the bettor can get: placed, referred
// (and then the trader's decision), rejected with the RES code's meaning, a price change to accept, or a failure with a reference.
//
// A request that got no answer may still have placed the bet: it is asked again with the same
// uuid, which the server answers with what it did the first time (or places it now), never with
// a second bet. Only when the answers stay away is the bettor told the bet is unconfirmed, and
// sent to My bets before placing again.

import { assign, type ErrorActorEvent, fromPromise, setup } from 'xstate'
import type {
  BetError,
  BetslipStatus,
  PlaceBetslipRequest,
  PlacementResponse,
} from '../domain/api/placement.ts'
import { type ApiError, type ApiResult, askAgainMs, noResponse } from '../domain/api/result.ts'
import { betErrorMeaning, priceChangedCode } from '../domain/errors/bet-errors.ts'
import { answer, unansweredGuards, whenUnanswered } from './unanswered.ts'

/** What went wrong, with the meaning the bettor reads. */
export interface PlacementError {
  /** HTTP status; 200 when the slip came back with errors in its model. */
  status: number
  code?: string
  message: string
  meaning: string
  outcomeId?: string
}

export interface BetPlacementInput {
  /** A fresh uuid for each placement (§5: the place-bet call carries one for error tracing). */
  newUuid: () => string
}

export interface BetPlacementContext {
  newUuid: () => string
  accountId?: string
  request?: PlaceBetslipRequest
  /** The uuid sent with the last request: the reference the 500 toast shows (§8). */
  reference?: string
  response?: PlacementResponse
  error?: PlacementError
  /** The selections whose price moved (RES-00152), each with the price the bettor may accept. */
  priceChanges: BetError[]
  /** Requests in a row that got no answer (isUnanswered): the placement or the status call. */
  unanswered: number
}

export type BetPlacementEvent =
  | { type: 'bet.place'; accountId: string; request: PlaceBetslipRequest }
  | { type: 'bet.acceptPriceChange' }
  | { type: 'bet.dismiss' }
  /** Unconfirmed: ask again, with the same uuid, whether the bet was placed. */
  | { type: 'bet.confirm' }

// The status is asked again this often while the server still holds the slip.
const statusRecheckMs = 1_000
// A trader takes longer than a delay: the referred slip's status is asked this often.
const referralRecheckMs = 2_000

const fromApiError = (error: ApiError): PlacementError => ({
  status: error.status,
  ...(error.code === undefined ? {} : { code: error.code }),
  message: error.message,
  meaning: betErrorMeaning(error.code, error.message),
})

const fromBetError = (error: BetError): PlacementError => ({
  status: 200,
  code: error.code,
  message: error.message,
  meaning: betErrorMeaning(error.code, error.message),
  ...(error.outcomeId === undefined ? {} : { outcomeId: error.outcomeId }),
})

const priceChangesIn = (errors: BetError[]) =>
  errors.filter((error) => error.code === priceChangedCode && error.currentDecimal !== undefined)

/** The same slip at the prices the server offered, for the bettor who accepts them. */
const atNewPrices = (request: PlaceBetslipRequest, changes: BetError[]): PlaceBetslipRequest => ({
  ...request,
  singles: (request.singles ?? []).map((single) => {
    const change = changes.find((candidate) => candidate.outcomeId === single.outcomeId)
    return change?.currentDecimal === undefined
      ? single
      : { ...single, decimal: change.currentDecimal }
  }),
})

/** A slip nothing of which was placed, and why; undefined when at least one bet stands. */
const rejectionOf = (response: PlacementResponse): PlacementError | undefined => {
  const [first] = response.errors
  return response.singles.length === 0 && first ? fromBetError(first) : undefined
}

/** The placement's answer kept, whatever it was. */
const rememberAnswer = { type: 'rememberResult', params: answer } as const

/**
 * Where each answer to the placement leads, tried in order, each remembered; any other is a
 * failure. The guards' names stay literal, so the machine's onDone checks each against its setup.
 */
const placementAnswers = (
  [
    ['isPriceChange', 'priceChanged'],
    ['isRejection', 'rejected'],
    ['isHeldForInPlayDelay', 'awaitingApproval'],
    ['isReferred', 'referred'],
    ['isPlaced', 'placed'],
  ] as const
).map(([guard, target]) => ({
  guard: { type: guard, params: answer },
  target,
  actions: rememberAnswer,
}))

export const betPlacementMachine = setup({
  types: {
    context: {} as BetPlacementContext,
    events: {} as BetPlacementEvent,
    input: {} as BetPlacementInput,
  },
  actors: {
    placeBetslip: fromPromise<
      ApiResult<PlacementResponse>,
      { accountId: string; request: PlaceBetslipRequest; uuid: string }
    >(() => {
      throw new Error('placeBetslip not provided')
    }),
    fetchBetslipStatus: fromPromise<ApiResult<BetslipStatus>, { betSlipId: string }>(() => {
      throw new Error('fetchBetslipStatus not provided')
    }),
  },
  guards: {
    ...unansweredGuards,
    /** The slip is held on the server (its in-play delay): what to ask is its status. */
    isHeld: ({ context }) => (context.response?.delay ?? 0) > 0,
    isPriceChange: (_, result: ApiResult<PlacementResponse>) =>
      result.ok
        ? priceChangesIn(result.data.errors).length > 0 && result.data.singles.length === 0
        : false,
    // A coded answer is the server refusing the bet; anything else (a 500, no response) is a
    // failure the bettor can only report, with the reference.
    isRejection: (_, result: ApiResult<PlacementResponse>) =>
      result.ok
        ? rejectionOf(result.data) !== undefined
        : result.error.code !== undefined && result.error.status !== 500,
    isHeldForInPlayDelay: (_, result: ApiResult<PlacementResponse>) =>
      result.ok && result.data.delay > 0,
    // Over the brand's referral threshold: taken, and waiting for a trader's decision.
    isReferred: (_, result: ApiResult<PlacementResponse>) =>
      result.ok && result.data.status === 'referred',
    isPlaced: (_, result: ApiResult<PlacementResponse>) => result.ok,
    statusIs: (_, params: { result: ApiResult<BetslipStatus>; status: BetslipStatus['status'] }) =>
      params.result.ok && params.result.data.status === params.status,
  },
  actions: {
    startPlacement: assign(
      ({ context }, params: { accountId: string; request: PlaceBetslipRequest }) => ({
        accountId: params.accountId,
        request: params.request,
        reference: context.newUuid(),
        response: undefined,
        error: undefined,
        priceChanges: [],
        unanswered: 0,
      }),
    ),
    replaceAtNewPrices: assign(({ context }) => ({
      request: context.request && atNewPrices(context.request, context.priceChanges),
      reference: context.newUuid(),
      response: undefined,
      error: undefined,
      priceChanges: [],
      unanswered: 0,
    })),
    rememberResult: assign((_, result: ApiResult<PlacementResponse>) => {
      if (!result.ok) return { error: fromApiError(result.error) }
      return {
        response: result.data,
        error: rejectionOf(result.data),
        priceChanges: priceChangesIn(result.data.errors),
        unanswered: 0,
      }
    }),
    rememberStatus: assign((_, result: ApiResult<BetslipStatus>) => {
      if (!result.ok) return { error: fromApiError(result.error) }
      const [first] = result.data.errors
      return { error: first && fromBetError(first), unanswered: 0 }
    }),
    countUnanswered: assign(({ context }, result: ApiResult<unknown>) => ({
      unanswered: context.unanswered + 1,
      ...(result.ok ? {} : { error: fromApiError(result.error) }),
    })),
    askAgainFromNow: assign({ unanswered: 0, error: undefined }),
    heardBack: assign({ unanswered: 0 }),
    rememberCrash: assign((_, thrown: unknown) => ({
      error: { ...noResponse(thrown), meaning: betErrorMeaning(undefined) },
    })),
    forget: assign({
      accountId: undefined,
      request: undefined,
      reference: undefined,
      response: undefined,
      error: undefined,
      priceChanges: [],
      unanswered: 0,
    }),
  },
  delays: {
    inPlayDelay: ({ context }) => (context.response?.delay ?? 0) * 1_000,
    statusRecheck: statusRecheckMs,
    referralRecheck: referralRecheckMs,
    askAgain: ({ context }) => askAgainMs(context.unanswered),
  },
}).createMachine({
  id: 'betPlacement',
  context: ({ input }) => ({ newUuid: input.newUuid, priceChanges: [], unanswered: 0 }),
  initial: 'idle',
  on: {
    'bet.place': {
      target: '.placing',
      actions: {
        type: 'startPlacement',
        params: ({ event }) => ({ accountId: event.accountId, request: event.request }),
      },
    },
  },
  states: {
    idle: {},
    placing: {
      tags: 'submitting',
      // One slip at a time: a second placement would only meet RES-00246 (another bet in progress).
      on: { 'bet.place': {} },
      invoke: {
        src: 'placeBetslip',
        input: ({ context }) => ({
          accountId: context.accountId ?? '',
          request: context.request as PlaceBetslipRequest,
          uuid: context.reference ?? '',
        }),
        onDone: [
          ...whenUnanswered('askingAgain', 'unconfirmed'),
          ...placementAnswers,
          { target: 'failed', actions: rememberAnswer },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'rememberCrash',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    /** The placement got no answer: the same request, same uuid, after a wait. */
    askingAgain: {
      tags: 'submitting',
      on: { 'bet.place': {} },
      after: { askAgain: 'placing' },
    },
    awaitingApproval: {
      tags: 'submitting',
      on: { 'bet.place': {} },
      initial: 'waiting',
      states: {
        waiting: {
          after: { inPlayDelay: 'checking' },
        },
        checking: {
          invoke: {
            src: 'fetchBetslipStatus',
            input: ({ context }) => ({ betSlipId: context.response?.betSlipId ?? '' }),
            onDone: [
              ...whenUnanswered('askingAgain', '#betPlacement.unconfirmed'),
              {
                guard: {
                  type: 'statusIs',
                  params: ({ event }) => ({ result: event.output, status: 'placed' }),
                },
                target: '#betPlacement.placed',
                actions: 'heardBack',
              },
              {
                guard: {
                  type: 'statusIs',
                  params: ({ event }) => ({ result: event.output, status: 'referred' }),
                },
                target: '#betPlacement.referred',
                actions: 'heardBack',
              },
              {
                guard: {
                  type: 'statusIs',
                  params: ({ event }) => ({ result: event.output, status: 'pending' }),
                },
                target: 'rechecking',
                actions: 'heardBack',
              },
              {
                guard: {
                  type: 'statusIs',
                  params: ({ event }) => ({ result: event.output, status: 'rejected' }),
                },
                target: '#betPlacement.rejected',
                actions: { type: 'rememberStatus', params: ({ event }) => event.output },
              },
              {
                target: '#betPlacement.failed',
                actions: { type: 'rememberStatus', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: '#betPlacement.failed',
              actions: {
                type: 'rememberCrash',
                params: ({ event }: { event: ErrorActorEvent }) => event.error,
              },
            },
          },
        },
        rechecking: {
          after: { statusRecheck: 'checking' },
        },
        askingAgain: {
          after: { askAgain: 'checking' },
        },
      },
    },
    /**
     * No answer came however often it was asked: the bet may or may not stand. Placing again is
     * refused here (it could be a second bet); the bettor asks again or leaves for My bets.
     */
    unconfirmed: {
      on: {
        'bet.place': {},
        'bet.confirm': [
          {
            guard: 'isHeld',
            target: 'awaitingApproval.checking',
            actions: 'askAgainFromNow',
          },
          { target: 'placing', actions: 'askAgainFromNow' },
        ],
        'bet.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
    placed: {
      on: { 'bet.dismiss': { target: 'idle', actions: 'forget' } },
    },
    /**
     * Waiting for a trader: the status is asked every few seconds until the decision comes, and
     * the slip shows it (approved: placed; rejected: why), no reload needed. A status call that
     * fails is asked again; the bettor may leave the wait at any time.
     */
    referred: {
      on: { 'bet.dismiss': { target: 'idle', actions: 'forget' } },
      initial: 'waiting',
      states: {
        waiting: {
          after: { referralRecheck: 'checking' },
        },
        checking: {
          invoke: {
            src: 'fetchBetslipStatus',
            input: ({ context }) => ({ betSlipId: context.response?.betSlipId ?? '' }),
            onDone: [
              {
                guard: {
                  type: 'statusIs',
                  params: ({ event }) => ({ result: event.output, status: 'placed' }),
                },
                target: '#betPlacement.placed',
              },
              {
                guard: {
                  type: 'statusIs',
                  params: ({ event }) => ({ result: event.output, status: 'rejected' }),
                },
                target: '#betPlacement.rejected',
                actions: { type: 'rememberStatus', params: ({ event }) => event.output },
              },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
      },
    },
    rejected: {
      on: { 'bet.dismiss': { target: 'idle', actions: 'forget' } },
    },
    priceChanged: {
      on: {
        'bet.acceptPriceChange': { target: 'placing', actions: 'replaceAtNewPrices' },
        'bet.dismiss': { target: 'idle', actions: 'forget' },
      },
    },
    failed: {
      on: { 'bet.dismiss': { target: 'idle', actions: 'forget' } },
    },
  },
})
