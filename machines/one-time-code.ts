// The one-time-code step of the auth-gateway login (SPEC.md sections 4, 5 and 9): the code is
// requested, a 295 s resend lock counts down in 59 s steps from a start stored per username (so a
// reload keeps it), Request New OTP is enabled when it ends, and a valid code is checked.

import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import type { GatewayCheckResponse } from '../domain/api/auth-gateway.ts'
import { type ApiError, type ApiResult, noResponse } from '../domain/api/result.ts'
import { type LoginProblem, loginProblemOf } from '../domain/errors/login-problem.ts'
import { loginErrorToast, type Toast } from '../domain/errors/toasts.ts'
import {
  otpResendLockMs,
  resendSecondsLeft,
  untilNextCountdownStep,
} from '../domain/validation/one-time-code.ts'
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
  /** Whether the last request sent a code (or one sent before a reload still counts); undefined
   * while the first request is under way. The screen says a code was sent only when one was. */
  codeSent?: boolean
  /** Why the last request sent no code: asked too early, or codes locked until a time. */
  sendProblem?: LoginProblem
  error?: ApiError
  /** Why the code typed was refused: wrong, expired, or codes locked until a time. */
  problem?: LoginProblem
}

export type OneTimeCodeEvent =
  | { type: 'otp.change'; code: string }
  | { type: 'otp.submit' }
  | { type: 'otp.resend' }

/** Toasts the UI shows, through actor.on('toast', ...) on the login's oneTimeCode child. */
export type OneTimeCodeEmitted = { type: 'toast'; toast: Toast }

const rejectedCode: ApiError = {
  status: 401,
  code: 'otp-invalid',
  message: 'The one-time code was not accepted',
}

/** Keeps the lock's start for a reload, once startLock or waitAsTold has set it. */
const storeLockStart = {
  type: 'storeResendStart',
  params: ({ context }: { context: OneTimeCodeContext }) => ({
    username: context.username,
    startedAt: context.resendStartedAt ?? 0,
  }),
} as const

const errorOf = (result: ApiResult<unknown>): ApiError =>
  result.ok ? { status: 0, message: 'The gateway answered without success' } : result.error

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
    isTooEarly: (_, result: ApiResult<unknown>) =>
      !result.ok && loginProblemOf(result.error, 0)?.kind === 'too-early',
    isAccepted: (_, result: ApiResult<GatewayCheckResponse>) =>
      result.ok && isSecondFactorAccepted(result.data),
  },
  actions: {
    storeResendStart: (_, _lock: { username: string; startedAt: number }) => {
      throw new Error('storeResendStart not provided')
    },
    startLock: assign(({ context }) => {
      const startedAt = context.now()
      return {
        resendStartedAt: startedAt,
        resendSecondsLeft: resendSecondsLeft(startedAt, startedAt),
        codeSent: true,
        sendProblem: undefined,
      }
    }),
    /** The server's wait replaces ours: a code went out from elsewhere (another browser). */
    waitAsTold: assign(({ context }, error: ApiError) => {
      const now = context.now()
      const sendProblem = loginProblemOf(error, now)
      const secondsLeft = sendProblem?.kind === 'too-early' ? sendProblem.secondsLeft : 0
      const startedAt = now - otpResendLockMs + secondsLeft * 1_000
      return {
        resendStartedAt: startedAt,
        resendSecondsLeft: resendSecondsLeft(startedAt, now),
        codeSent: false,
        sendProblem,
      }
    }),
    /** No code went out: the screen says why (a lock's end) or a toast does. */
    refuseRequest: enqueueActions(({ context, enqueue }, error: ApiError) => {
      enqueue.assign({ codeSent: false, sendProblem: loginProblemOf(error, context.now()) })
      const shown = loginErrorToast(error)
      if (shown) enqueue.emit({ type: 'toast', toast: shown })
    }),
    resumeLock: assign(({ context }, startedAt: number) => ({
      resendStartedAt: startedAt,
      resendSecondsLeft: resendSecondsLeft(startedAt, context.now()),
      codeSent: true,
    })),
    countDown: assign(({ context }) => ({
      resendSecondsLeft: resendSecondsLeft(context.resendStartedAt ?? 0, context.now()),
    })),
    typeCode: assign((_, code: string) => ({
      code,
      message: otpMessage(code),
      error: undefined,
      problem: undefined,
    })),
    revealMessage: assign(({ context }) => ({ message: otpMessage(context.code) })),
    /** A code not accepted: the error is kept and shown as a toast. */
    refuseCode: enqueueActions(({ context, enqueue }, error: ApiError) => {
      enqueue.assign({ error, problem: loginProblemOf(error, context.now()) })
      const shown = loginErrorToast(error)
      if (shown) enqueue.emit({ type: 'toast', toast: shown })
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
                    actions: ['startLock', storeLockStart],
                  },
                  {
                    guard: { type: 'isTooEarly', params: ({ event }) => event.output },
                    target: 'locked',
                    actions: [
                      { type: 'waitAsTold', params: ({ event }) => errorOf(event.output) },
                      storeLockStart,
                    ],
                  },
                  {
                    target: 'unlocked',
                    actions: {
                      type: 'refuseRequest',
                      params: ({ event }) => errorOf(event.output),
                    },
                  },
                ],
                onError: {
                  target: 'unlocked',
                  actions: {
                    type: 'refuseRequest',
                    params: ({ event }) => noResponse(event.error),
                  },
                },
              },
            },
            locked: {
              always: {
                guard: 'hasLockEnded',
                target: 'unlocked',
                actions: assign({ sendProblem: undefined }),
              },
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
                  actions: { type: 'refuseCode', params: ({ event }) => noResponse(event.error) },
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
