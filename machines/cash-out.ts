// Cashing out one bet (SPEC.md sections 3, 4, 7 and 9): one actor per bet fetches the offer, the
// bettor takes all or part of the offer, and the answer is cashed out (in full or in part), a
// changed offer to accept, or a suspension. A confirmation unanswered after cashout_timeout is
// timed out: the bet's fate is unknown until the offer is fetched again.
//
// An offer on screen is never older than the bet's prices: it is asked for again after a part is
// cashed out and whenever a leg's price moves (the engine's live stream, pricesMoved), and a tap
// on an offer gone stale (failed, timed out) asks for the new one and says so. Without the
// brand's lightweight confirming, the first tap on an amount only names it; the second takes it.

import { assign, type ErrorActorEvent, emit, fromPromise, setup } from 'xstate'
import type { CashoutConfirmResponse, CashoutOfferResponse } from '../domain/api/cash-out.ts'
import { type ApiError, type ApiResult, noResponse } from '../domain/api/result.ts'
import type { Cashout } from '../domain/bets/betslip.ts'
import { defaultSettings } from '../domain/player/settings.ts'

export interface CashOutInput {
  accountId: string
  betId: string
  /** The cashout_timeout setting, in ms. */
  timeoutMs?: number
  /** The offer the bet came with (openbets carries one per bet): shown at once, not fetched. */
  offer?: CashoutOfferResponse
  /** Not lightweight_cashout_confirming_enabled: each amount is tapped twice. */
  confirmTwice?: boolean
}

export interface CashOutContext {
  accountId: string
  betId: string
  timeoutMs: number
  offer?: CashoutOfferResponse
  request?: Cashout
  /** Minor units paid by the last cash-out. */
  paidAmount?: number
  error?: ApiError
  confirmTwice: boolean
  /** The amount tapped once, waiting for the second tap. */
  asked?: number
  /** The bettor tapped an offer gone stale: the one shown now was asked for instead. */
  requoted?: boolean
}

export type CashOutEvent =
  /** amount: the part of the offer the bettor takes, in minor units; all of it for a full cash-out. */
  | { type: 'cashout.confirm'; amount: number; acceptHigherOdds: boolean }
  | { type: 'cashout.refresh' }
  /** A leg's price moved on the live stream: the offer on screen is asked for again. */
  | { type: 'cashout.pricesMoved' }

/** For the my-bets modal: a cash-out is in progress from started to ended. */
export type CashOutEmitted =
  | { type: 'cashout.started'; betId: string }
  | { type: 'cashout.ended'; betId: string }

type ConfirmEvent = Extract<CashOutEvent, { type: 'cashout.confirm' }>

/** An offer on screen, the first or a changed one: the bettor takes part or all of it, or
 * refreshes. */
const onOffer = {
  'cashout.confirm': [
    {
      guard: {
        type: 'needsSecondTap',
        params: ({ event }: { event: ConfirmEvent }) => event.amount,
      },
      actions: {
        type: 'rememberAsked',
        params: ({ event }: { event: ConfirmEvent }) => event.amount,
      },
    },
    {
      guard: {
        type: 'isWithinOffer',
        params: ({ event }: { event: ConfirmEvent }) => event.amount,
      },
      target: 'confirming',
      actions: { type: 'prepareRequest', params: ({ event }: { event: ConfirmEvent }) => event },
    },
  ],
  'cashout.refresh': 'fetchingOffer',
  'cashout.pricesMoved': 'fetchingOffer',
} as const

/** An offer gone stale: a tap asks for the new one, and the bettor is told it is new. */
const onStaleOffer = {
  'cashout.refresh': 'fetchingOffer',
  'cashout.confirm': { target: 'fetchingOffer', actions: 'rememberRequoted' },
} as const

const withinOffer = (offer: CashoutOfferResponse | undefined, amount: number) =>
  offer !== undefined && Number.isSafeInteger(amount) && amount > 0 && amount <= offer.amount

/** The last onDone branch of both calls: the answer's error, or for an ok answer in a status
 * this machine does not know, a status-0 error naming it; then failed. */
const failWith = (unknownAnswer: string) =>
  ({
    target: 'failed',
    actions: {
      type: 'rememberError',
      params: ({ event }: { event: { output: ApiResult<unknown> } }) =>
        event.output.ok ? noResponse(unknownAnswer) : event.output.error,
    },
  }) as const

/** The onError of both calls: the call threw, so no response came. */
const crashed = {
  target: 'failed',
  actions: {
    type: 'rememberError',
    params: ({ event }: { event: ErrorActorEvent }) => noResponse(event.error),
  },
} as const

export const cashOutMachine = setup({
  types: {
    context: {} as CashOutContext,
    events: {} as CashOutEvent,
    input: {} as CashOutInput,
    emitted: {} as CashOutEmitted,
  },
  actors: {
    fetchCashoutOffer: fromPromise<
      ApiResult<CashoutOfferResponse>,
      { accountId: string; betId: string }
    >(() => {
      throw new Error('fetchCashoutOffer not provided')
    }),
    confirmCashout: fromPromise<
      ApiResult<CashoutConfirmResponse>,
      { accountId: string; request: Cashout }
    >(() => {
      throw new Error('confirmCashout not provided')
    }),
  },
  guards: {
    isAvailable: (_, result: ApiResult<CashoutOfferResponse>) =>
      result.ok && result.data.status === 'available',
    isSuspended: (_, result: ApiResult<CashoutOfferResponse>) =>
      result.ok && result.data.status === 'suspended',
    isUnavailable: (_, result: ApiResult<CashoutOfferResponse>) =>
      result.ok && result.data.status === 'unavailable',
    offerCameAs: ({ context }, status: CashoutOfferResponse['status']) =>
      context.offer?.status === status,
    isWithinOffer: ({ context }, amount: number) => withinOffer(context.offer, amount),
    needsSecondTap: ({ context }, amount: number) =>
      withinOffer(context.offer, amount) && context.confirmTwice && context.asked !== amount,
    answerIs: (
      _,
      params: {
        result: ApiResult<CashoutConfirmResponse>
        status: CashoutConfirmResponse['status']
      },
    ) => params.result.ok && params.result.data.status === params.status,
    isFullyCashedOut: (_, result: ApiResult<CashoutConfirmResponse>) =>
      result.ok && result.data.status === 'cashedOut' && result.data.remainingStake === 0,
  },
  actions: {
    announceStarted: emit(({ context }) => ({
      type: 'cashout.started' as const,
      betId: context.betId,
    })),
    announceEnded: emit(({ context }) => ({
      type: 'cashout.ended' as const,
      betId: context.betId,
    })),
    // A new offer is a new amount: a first tap on the old one asks nothing of it.
    rememberOffer: assign((_, offer: CashoutOfferResponse | undefined) =>
      offer ? { offer, error: undefined, asked: undefined } : {},
    ),
    rememberAsked: assign((_, amount: number) => ({ asked: amount })),
    rememberRequoted: assign({ requoted: true }),
    rememberError: assign((_, error: ApiError) => ({ error })),
    prepareRequest: assign(
      ({ context }, choice: { amount: number; acceptHigherOdds: boolean }) => ({
        request: {
          betId: context.betId,
          cashoutOddsKey: context.offer?.cashoutOddsKey ?? '',
          cashoutStakeAmount: choice.amount,
          acceptHigherOdds: choice.acceptHigherOdds,
        },
        error: undefined,
        asked: undefined,
        requoted: false,
      }),
    ),
    rememberPayment: assign((_, result: ApiResult<CashoutConfirmResponse>) => ({
      paidAmount: result.ok && result.data.status === 'cashedOut' ? result.data.amount : undefined,
    })),
  },
  delays: {
    cashoutTimeout: ({ context }) => context.timeoutMs,
  },
}).createMachine({
  id: 'cashOut',
  context: ({ input }) => ({
    accountId: input.accountId,
    betId: input.betId,
    timeoutMs: input.timeoutMs ?? defaultSettings.cashout_timeout,
    confirmTwice: input.confirmTwice ?? false,
    ...(input.offer ? { offer: input.offer } : {}),
  }),
  initial: 'starting',
  states: {
    // A page of 50 open bets would otherwise ask for 50 offers it already has.
    starting: {
      always: [
        { guard: { type: 'offerCameAs', params: 'available' }, target: 'offered' },
        { guard: { type: 'offerCameAs', params: 'suspended' }, target: 'suspended' },
        { guard: { type: 'offerCameAs', params: 'unavailable' }, target: 'unavailable' },
        { target: 'fetchingOffer' },
      ],
    },
    fetchingOffer: {
      invoke: {
        src: 'fetchCashoutOffer',
        input: ({ context }) => ({ accountId: context.accountId, betId: context.betId }),
        onDone: [
          {
            guard: { type: 'isAvailable', params: ({ event }) => event.output },
            target: 'offered',
            actions: {
              type: 'rememberOffer',
              params: ({ event }) => (event.output.ok ? event.output.data : undefined),
            },
          },
          {
            guard: { type: 'isSuspended', params: ({ event }) => event.output },
            target: 'suspended',
          },
          // No offer for this bet (a leg lost, a bet type the book does not cash out): its
          // reason is kept, and a refresh asks again.
          {
            guard: { type: 'isUnavailable', params: ({ event }) => event.output },
            target: 'unavailable',
            actions: {
              type: 'rememberOffer',
              params: ({ event }) => (event.output.ok ? event.output.data : undefined),
            },
          },
          failWith('unknown offer status'),
        ],
        onError: crashed,
      },
    },
    offered: {
      on: onOffer,
    },
    confirming: {
      entry: 'announceStarted',
      exit: 'announceEnded',
      invoke: {
        src: 'confirmCashout',
        input: ({ context }) => ({
          accountId: context.accountId,
          request: context.request as Cashout,
        }),
        onDone: [
          {
            guard: { type: 'isFullyCashedOut', params: ({ event }) => event.output },
            target: 'cashedOut',
            actions: { type: 'rememberPayment', params: ({ event }) => event.output },
          },
          // Part of it: the rest still rides, at an offer asked for anew.
          {
            guard: {
              type: 'answerIs',
              params: ({ event }) => ({ result: event.output, status: 'cashedOut' }),
            },
            target: 'fetchingOffer',
            actions: { type: 'rememberPayment', params: ({ event }) => event.output },
          },
          {
            guard: {
              type: 'answerIs',
              params: ({ event }) => ({ result: event.output, status: 'offerChanged' }),
            },
            target: 'offerChanged',
            actions: {
              type: 'rememberOffer',
              params: ({ event }) =>
                event.output.ok && event.output.data.status === 'offerChanged'
                  ? event.output.data.offer
                  : undefined,
            },
          },
          {
            guard: {
              type: 'answerIs',
              params: ({ event }) => ({ result: event.output, status: 'suspended' }),
            },
            target: 'suspended',
          },
          failWith('unknown cash-out answer'),
        ],
        onError: crashed,
      },
      after: { cashoutTimeout: 'timedOut' },
    },
    offerChanged: {
      on: onOffer,
    },
    suspended: {
      on: { 'cashout.refresh': 'fetchingOffer' },
    },
    unavailable: {
      on: { 'cashout.refresh': 'fetchingOffer' },
    },
    timedOut: {
      on: onStaleOffer,
    },
    failed: {
      on: onStaleOffer,
    },
    cashedOut: { type: 'final' },
  },
})
