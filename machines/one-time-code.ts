// The one-time-code step of the auth-gateway login (SPEC.md sections 4, 5 and 9): the code is
// requested, a 295 s resend lock counts down in 59 s steps from a start stored per username (so a
// reload keeps it), Request New OTP is enabled when it ends, and a valid code is checked.

import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import type { GatewayCheckResponse } from '../domain/api/auth-gateway.ts'
import type { ApiError, ApiResult } from '../domain/api/result.ts'
import { loginErrorToast, type Toast } from '../domain/errors/toasts.ts'
import { resendSecondsLeft, untilNextCountdownStep } from '../domain/validation/one-time-code.ts'
import {
  canSubmitOtp,
  isSecondFactorAccepted,
  type OtpMessage,
  otpMessage,
} from '../domain/validation/second-factor.ts'

export interface OneTimeCodeInput {
  username: string
  now: () => number
}

export interface OneTimeCodeContext {
  username: string
  now: () => number
  code: string
  /** The message under the field, once the bettor has typed (§5 OTP input). */
  message?: OtpMessage
  resendStartedAt?: number
  /** Shown as the countdown; 0 when Request New OTP is enabled. */
  resendSecondsLeft: number
  error?: ApiError
}

export type OneTimeCodeEvent =
  | { type: 'otp.change'; code: string }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' }

/** Toasts the UI shows, through actor.on('toast', ...) on the login's oneTimeCode child. */
export type OneTimeCodeEmitted = { type: 'toast'; toast: Toast }

const rejectedCode: ApiError = { status: 401, message: 'The one-time code was not accepted' }

export const oneTimeCodeMachine = setup({
  types: {
    context: {} as OneTimeCodeContext,
    events: {} as OneTimeCodeEvent,
    input: {} as OneTimeCodeInput,
    emitted: {} as OneTimeCodeEmitted,
  },
  actors: {
    loadResendStart: fromPromise<number | undefined, { username: string }>(() => {
      throw new Error('loadResendStart not provided')
    }),
    requestOneTimeCode: fromPromise<ApiResult<unknown>, { username: string }>(() => {
      throw new Error('requestOneTimeCode not provided')
    }),
    validateOneTimeCode: fromPromise<ApiResult<GatewayCheckResponse>, { code: string }>(() => {
      throw new Error('validateOneTimeCode not provided')
    }),
  },
  guards: {
    isLockRunning: ({ context }, startedAt: number | undefined) =>
      startedAt !== undefined && resendSecondsLeft(startedAt, context.now()) > 0,
    hasLockEnded: ({ context }) =>
      context.resendStartedAt === undefined ||
      resendSecondsLeft(context.resendStartedAt, context.now()) === 0,
    isCodeSubmittable: ({ context }) => canSubmitOtp(context.code, false),
    isSent: (_, result: ApiResult<unknown>) => result.ok,
    isAccepted: (_, result: ApiResult<GatewayCheckResponse>) =>
      result.ok && isSecondFactorAccepted(result.data),
  },
  actions: {
    storeResendStart: (_, _lock: { username: string; startedAt: number }) => {
      throw new Error('storeResendStart not provided')
    },
    showToast: emit((_, toast: Toast) => ({ type: 'toast' as const, toast })),
    startLock: assign(({ context }) => {
      const startedAt = context.now()
      return {
        resendStartedAt: startedAt,
        resendSecondsLeft: resendSecondsLeft(startedAt, startedAt),
      }
    }),
    resumeLock: assign(({ context }, startedAt: number) => ({
      resendStartedAt: startedAt,
      resendSecondsLeft: resendSecondsLeft(startedAt, context.now()),
    })),
    countDown: assign(({ context }) => ({
      resendSecondsLeft: resendSecondsLeft(context.resendStartedAt ?? 0, context.now()),
    })),
    typeCode: assign((_, code: string) => ({ code, message: otpMessage(code), error: undefined })),
    revealMessage: assign(({ context }) => ({ message: otpMessage(context.code) })),
    /** A code not accepted: the error is kept and shown as a toast. */
    refuseCode: enqueueActions(({ enqueue }, error: ApiError) => {
      enqueue.assign({ error })
      enqueue.emit({ type: 'toast', toast: loginErrorToast(error) })
    }),
  },
  delays: {
    nextCountdownStep: ({ context }) =>
      untilNextCountdownStep(context.resendStartedAt ?? context.now(), context.now()),
  },
}).createMachine({
  id: 'oneTimeCode',
  context: ({ input }) => ({
    username: input.username,
    now: input.now,
    code: '',
    resendSecondsLeft: 0,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        resend: {
          initial: 'loadingStart',
          states: {
            loadingStart: {
              invoke: {
                src: 'loadResendStart',
                input: ({ context }) => ({ username: context.username }),
                onDone: [
                  {
                    guard: { type: 'isLockRunning', params: ({ event }) => event.output },
                    target: 'locked',
                    actions: { type: 'resumeLock', params: ({ event }) => event.output ?? 0 },
                  },
                  // The gateway's otp flag only says a code is needed; generate sends one, unless
                  // one went out less than 295 s ago (a reload mid-lock).
                  { target: 'requesting' },
                ],
                // Unreadable storage must not keep the bettor from getting a code.
                onError: 'requesting',
              },
            },
            requesting: {
              invoke: {
                src: 'requestOneTimeCode',
                input: ({ context }) => ({ username: context.username }),
                onDone: [
                  {
                    guard: { type: 'isSent', params: ({ event }) => event.output },
                    target: 'locked',
                    actions: [
                      'startLock',
                      {
                        type: 'storeResendStart',
                        params: ({ context }) => ({
                          username: context.username,
                          startedAt: context.resendStartedAt ?? 0,
                        }),
                      },
                    ],
                  },
                  {
                    target: 'unlocked',
                    actions: [
                      {
                        type: 'showToast',
                        params: ({ event }) =>
                          loginErrorToast(event.output.ok ? { status: 0 } : event.output.error),
                      },
                    ],
                  },
                ],
                onError: {
                  target: 'unlocked',
                  actions: { type: 'showToast', params: () => loginErrorToast({ status: 0 }) },
                },
              },
            },
            locked: {
              always: { guard: 'hasLockEnded', target: 'unlocked' },
              after: {
                nextCountdownStep: { target: 'locked', reenter: true, actions: 'countDown' },
              },
            },
            unlocked: {
              entry: assign({ resendSecondsLeft: 0 }),
              on: { 'otp.resend': 'requesting' },
            },
          },
        },
        code: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'otp.change': {
                  actions: { type: 'typeCode', params: ({ event }) => event.code },
                },
                'otp.submit': [
                  { guard: 'isCodeSubmittable', target: 'checking' },
                  { actions: 'revealMessage' },
                ],
              },
            },
            checking: {
              tags: 'loading',
              invoke: {
                src: 'validateOneTimeCode',
                input: ({ context }) => ({ code: context.code }),
                onDone: [
                  {
                    guard: { type: 'isAccepted', params: ({ event }) => event.output },
                    target: '#oneTimeCode.verified',
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'refuseCode',
                      params: ({ event }) => (event.output.ok ? rejectedCode : event.output.error),
                    },
                  },
                ],
                onError: {
                  target: 'editing',
                  actions: { type: 'showToast', params: () => loginErrorToast({ status: 0 }) },
                },
              },
            },
          },
        },
      },
    },
    verified: { type: 'final' },
  },
})
