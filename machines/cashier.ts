// Putting money in or taking it out (the sandbox cashier, docs/api.md): the bettor fills the
// form, the payment is sent with a request id, and the answer is the payment done, a refusal to
// correct, or no answer at all. With no answer the money may or may not have moved, so the retry
// sends the same request id: the server answers the first payment again instead of making a
// second one. A changed form is a new payment with a new id.

import { assign, fromPromise, setup } from 'xstate'
import type { DepositRequest, PaymentAnswer, WithdrawalRequest } from '../domain/api/cashier.ts'
import { type ApiError, type ApiResult, isUnanswered, noResponse } from '../domain/api/result.ts'

export type CashierKind = 'deposit' | 'withdrawal'

export type PaymentRequest =
  | { kind: 'deposit'; details: DepositRequest }
  | { kind: 'withdrawal'; details: WithdrawalRequest }

export interface CashierInput {
  kind: CashierKind
  /** A fresh request id (the UI's, as a statechart has no crypto). */
  newUuid: () => string
}

export interface CashierContext {
  kind: CashierKind
  newUuid: () => string
  request?: PaymentRequest
  uuid?: string
  answer?: PaymentAnswer
  error?: ApiError
}

export type CashierEvent =
  | { type: 'cashier.kind'; kind: CashierKind }
  | { type: 'cashier.submit'; request: PaymentRequest }
  | { type: 'cashier.retry' }
  | { type: 'cashier.again' }

export const cashierMachine = setup({
  types: {
    context: {} as CashierContext,
    events: {} as CashierEvent,
    input: {} as CashierInput,
  },
  actors: {
    submitPayment: fromPromise<ApiResult<PaymentAnswer>, { request: PaymentRequest; uuid: string }>(
      () => {
        throw new Error('submitPayment not provided')
      },
    ),
  },
  guards: {
    isDone: (_, result: ApiResult<PaymentAnswer>) => result.ok,
    isUnanswered: (_, result: ApiResult<PaymentAnswer>) => !result.ok && isUnanswered(result.error),
  },
  actions: {
    rememberError: assign((_, error: ApiError) => ({ error })),
    /** A new payment: a new request id. */
    takeRequest: assign(({ context }, request: PaymentRequest) => ({
      request,
      uuid: context.newUuid(),
      error: undefined,
    })),
  },
}).createMachine({
  id: 'cashier',
  context: ({ input }) => ({ kind: input.kind, newUuid: input.newUuid }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'cashier.kind': {
          actions: assign(({ event }) => ({ kind: event.kind, error: undefined })),
        },
        'cashier.submit': {
          target: 'submitting',
          actions: { type: 'takeRequest', params: ({ event }) => event.request },
        },
      },
    },
    submitting: {
      tags: 'loading',
      invoke: {
        src: 'submitPayment',
        input: ({ context }) => ({
          request: context.request as PaymentRequest,
          uuid: context.uuid as string,
        }),
        onDone: [
          {
            guard: { type: 'isDone', params: ({ event }) => event.output },
            target: 'done',
            actions: assign(({ event }) => ({
              answer: event.output.ok ? event.output.data : undefined,
            })),
          },
          {
            guard: { type: 'isUnanswered', params: ({ event }) => event.output },
            target: 'unanswered',
            actions: {
              type: 'rememberError',
              params: ({ event }) => (event.output.ok ? noResponse('') : event.output.error),
            },
          },
          {
            target: 'editing',
            actions: {
              type: 'rememberError',
              params: ({ event }) => (event.output.ok ? noResponse('') : event.output.error),
            },
          },
        ],
        onError: {
          target: 'unanswered',
          actions: { type: 'rememberError', params: ({ event }) => noResponse(event.error) },
        },
      },
    },
    /** No answer came: the payment may have gone through; retrying asks with the same id. */
    unanswered: {
      on: {
        'cashier.retry': 'submitting',
        'cashier.submit': {
          target: 'submitting',
          actions: { type: 'takeRequest', params: ({ event }) => event.request },
        },
        'cashier.kind': {
          target: 'editing',
          actions: assign(({ event }) => ({ kind: event.kind, error: undefined })),
        },
      },
    },
    done: {
      on: {
        'cashier.again': {
          target: 'editing',
          actions: assign({ answer: undefined, request: undefined, uuid: undefined }),
        },
        'cashier.kind': {
          target: 'editing',
          actions: assign(({ event }) => ({
            kind: event.kind,
            answer: undefined,
            request: undefined,
            uuid: undefined,
          })),
        },
      },
    },
  },
})
