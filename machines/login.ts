// Logging in (SPEC.md sections 4, 5, 7 and 8), in the brand's one of three ways: the auth
// gateway (with a one-time code or a security question when its otp flag asks for one), the
// operator-hosted wallet (with the terms step when the session carries a fileName), or direct.
// The modal shows one form at a time; closing it drops whatever step was under way.

import {
  assign,
  type ErrorActorEvent,
  emit,
  enqueueActions,
  fromPromise,
  type SnapshotFrom,
  setup,
} from 'xstate'
import type {
  GatewayCheckResponse,
  GatewayLoginResponse,
  SecurityQuestionResponse,
} from '../domain/api/auth-gateway.ts'
import type {
  GameLaunchResponse,
  SessionResponse,
  WalletSessionResponse,
} from '../domain/api/operator-wallet.ts'
import type { DirectLoginRequest } from '../domain/api/player-login.ts'
import { type ApiError, type ApiResult, noResponse } from '../domain/api/result.ts'
import type { SessionView } from '../domain/engine/session.ts'
import { type LoginProblem, loginProblemOf } from '../domain/errors/login-problem.ts'
import {
  loginErrorToast,
  missingSessionTokenError,
  type Toast,
  toast,
} from '../domain/errors/toasts.ts'
import type { LoginMethod } from '../domain/player/settings.ts'
import {
  checkLoginCredentials,
  type LoginCredentials,
} from '../domain/validation/login-credentials.ts'
import {
  canSubmitSecurityAnswer,
  isSecondFactorAccepted,
  type LoginModalForm,
  loginModalForm,
} from '../domain/validation/second-factor.ts'
import { oneTimeCodeMachine } from './one-time-code.ts'

/** Who logged in; the token stays with the engine, which made the call (ARCHITECTURE.md). */
export interface LoggedInPlayer {
  username: string
}

export interface LoginInput {
  method: LoginMethod
  /** The clock the one-time-code lock counts on. */
  now: () => number
}

export interface LoginContext {
  method: LoginMethod
  now: () => number
  /** Kept only while a login is under way, so a second factor can go on without asking again. */
  credentials?: LoginCredentials
  securityQuestion?: string
  termsFileName?: string
  gameToken?: string
  error?: ApiError
  /** What the last error means, said on the form: a wrong password or answer, a lock's end. */
  problem?: LoginProblem
  player?: LoggedInPlayer
}

export type LoginEvent =
  | { type: 'login.open' }
  | { type: 'login.close' }
  | { type: 'login.submit'; username: string; password: string; rememberMe: boolean }
  | { type: 'security.submit'; answer: string }
  | { type: 'terms.accept' }
  | { type: 'session.ended' }
  /** The brand's settings arrived and name its login method (SPEC.md section 6). */
  | { type: 'login.method'; method: LoginMethod }

/** Toasts the UI shows, through actor.on('toast', ...). */
export type LoginEmitted = { type: 'toast'; toast: Toast }

const errorOf = (result: ApiResult<unknown>, whenOk: ApiError): ApiError =>
  result.ok ? whenOk : result.error

const crashed = ({ event }: { event: ErrorActorEvent }): ApiError => noResponse(event.error)

const wrongAnswer: ApiError = {
  status: 401,
  code: 'wrong-answer',
  message: 'The security answer was not accepted',
}
const unexpectedAnswer: ApiError = { status: 500, message: 'The gateway answered without success' }

/** The last onDone branch of every call: its error as a toast (whenOk for an ok answer no step
 * took), then back to target. */
const failTo = (target: string, whenOk: ApiError = unexpectedAnswer) =>
  ({
    target,
    actions: {
      type: 'reportLoginError',
      params: ({ event }: { event: { output: ApiResult<unknown> } }) =>
        errorOf(event.output, whenOk),
    },
  }) as const

/** The onError of every call: the call threw, so no response came; back to target. */
const crashTo = (target: string) =>
  ({ target, actions: { type: 'reportLoginError', params: crashed } }) as const

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    emitted: {} as LoginEmitted,
  },
  actors: {
    authenticateWithGateway: fromPromise<ApiResult<GatewayLoginResponse>, LoginCredentials>(() => {
      throw new Error('authenticateWithGateway not provided')
    }),
    oneTimeCode: oneTimeCodeMachine,
    fetchSecurityQuestion: fromPromise<ApiResult<SecurityQuestionResponse>, void>(() => {
      throw new Error('fetchSecurityQuestion not provided')
    }),
    checkSecurityAnswer: fromPromise<ApiResult<GatewayCheckResponse>, { answer: string }>(() => {
      throw new Error('checkSecurityAnswer not provided')
    }),
    completeGatewayLogin: fromPromise<ApiResult<unknown>, void>(() => {
      throw new Error('completeGatewayLogin not provided')
    }),
    createWalletSession: fromPromise<ApiResult<WalletSessionResponse>, LoginCredentials>(() => {
      throw new Error('createWalletSession not provided')
    }),
    acceptWalletTerms: fromPromise<ApiResult<unknown>, void>(() => {
      throw new Error('acceptWalletTerms not provided')
    }),
    fetchWalletProfile: fromPromise<ApiResult<unknown>, void>(() => {
      throw new Error('fetchWalletProfile not provided')
    }),
    fetchGameToken: fromPromise<ApiResult<GameLaunchResponse>, void>(() => {
      throw new Error('fetchGameToken not provided')
    }),
    fetchSession: fromPromise<ApiResult<SessionResponse>, { gameToken?: string }>(() => {
      throw new Error('fetchSession not provided')
    }),
    loginDirectly: fromPromise<ApiResult<SessionView>, DirectLoginRequest>(() => {
      throw new Error('loginDirectly not provided')
    }),
  },
  guards: {
    isMethod: ({ context }, method: LoginMethod) => context.method === method,
    hasCredentials: (_, typed: LoginCredentials) => checkLoginCredentials(typed).ok,
    hasAnswer: (_, answer: string) => canSubmitSecurityAnswer(answer, false),
    isOk: (_, result: ApiResult<unknown>) => result.ok,
    asksForOneTimeCode: (_, result: ApiResult<GatewayLoginResponse>) =>
      result.ok && result.data.otp === true,
    asksForSecurityQuestion: (_, result: ApiResult<GatewayLoginResponse>) =>
      result.ok && result.data.otp === null,
    isAccepted: (_, result: ApiResult<GatewayCheckResponse>) =>
      result.ok && isSecondFactorAccepted(result.data),
    asksForTerms: (_, result: ApiResult<WalletSessionResponse>) =>
      result.ok && Boolean(result.data.fileName),
    hasSessionToken: (_, result: ApiResult<SessionResponse>) =>
      result.ok && Boolean(result.data.jwe_token),
  },
  actions: {
    /** Remember-me (§5): the username to save, or undefined to forget the saved one. */
    rememberUsername: (_, _username: string | undefined) => {
      throw new Error('rememberUsername not provided')
    },
    takeCredentials: assign((_, typed: LoginCredentials) => {
      const checked = checkLoginCredentials(typed)
      return {
        credentials: checked.ok ? checked.credentials : undefined,
        error: undefined,
        problem: undefined,
      }
    }),
    refuseCredentials: emit({ type: 'toast', toast: toast('error-invalid-login-credentials') }),
    reportLoginError: enqueueActions(({ context, enqueue }, error: ApiError) => {
      enqueue.assign({ error, problem: loginProblemOf(error, context.now()) })
      const shown = loginErrorToast(error)
      if (shown) enqueue.emit({ type: 'toast', toast: shown })
    }),
    forgetError: assign({ error: undefined, problem: undefined }),
    /** Who logged in: the name the answer gives, else the one typed. */
    takePlayer: assign(({ context }, result: ApiResult<{ username?: string }>) => ({
      player: result.ok
        ? { username: result.data.username ?? context.credentials?.username ?? '' }
        : undefined,
    })),
    forgetLoginSteps: assign({
      credentials: undefined,
      securityQuestion: undefined,
      termsFileName: undefined,
      gameToken: undefined,
    }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ method: input.method, now: input.now }),
  initial: 'closed',
  states: {
    closed: {
      on: {
        'login.open': 'open',
        // Only before a login starts: a login under way keeps the method it began with.
        'login.method': { actions: assign({ method: ({ event }) => event.method }) },
      },
    },
    open: {
      initial: 'form',
      on: {
        'login.close': {
          target: 'closed',
          actions: ['forgetLoginSteps', 'forgetError'],
        },
      },
      states: {
        form: {
          on: {
            // Settings that arrive while the form is open (a slow first load) still name the
            // method: nothing is under way yet.
            'login.method': { actions: assign({ method: ({ event }) => event.method }) },
            'login.submit': [
              {
                guard: { type: 'hasCredentials', params: ({ event }) => event },
                target: 'signingIn',
                actions: [
                  { type: 'takeCredentials', params: ({ event }) => event },
                  {
                    type: 'rememberUsername',
                    params: ({ event }) => (event.rememberMe ? event.username.trim() : undefined),
                  },
                ],
              },
              {
                actions: 'refuseCredentials',
              },
            ],
          },
        },
        signingIn: {
          always: [
            { guard: { type: 'isMethod', params: 'authGateway' }, target: 'gateway' },
            { guard: { type: 'isMethod', params: 'operatorWallet' }, target: 'wallet' },
            { target: 'direct' },
          ],
        },
        gateway: {
          initial: 'authenticating',
          states: {
            authenticating: {
              tags: 'loading',
              invoke: {
                src: 'authenticateWithGateway',
                input: ({ context }) => context.credentials as LoginCredentials,
                onDone: [
                  {
                    guard: { type: 'asksForOneTimeCode', params: ({ event }) => event.output },
                    target: 'oneTimeCode',
                  },
                  {
                    guard: { type: 'asksForSecurityQuestion', params: ({ event }) => event.output },
                    target: 'securityQuestion',
                  },
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: 'integrating',
                  },
                  failTo('#login.open.form'),
                ],
                onError: crashTo('#login.open.form'),
              },
            },
            oneTimeCode: {
              invoke: {
                id: 'oneTimeCode',
                src: 'oneTimeCode',
                input: ({ context }) => ({
                  username: context.credentials?.username ?? '',
                  now: context.now,
                }),
                onDone: 'integrating',
              },
            },
            securityQuestion: {
              initial: 'loadingQuestion',
              states: {
                loadingQuestion: {
                  tags: 'loading',
                  invoke: {
                    src: 'fetchSecurityQuestion',
                    onDone: [
                      {
                        guard: { type: 'isOk', params: ({ event }) => event.output },
                        target: 'answering',
                        actions: assign({
                          securityQuestion: ({ event }) =>
                            event.output.ok ? event.output.data.result : undefined,
                        }),
                      },
                      failTo('#login.open.form'),
                    ],
                    onError: crashTo('#login.open.form'),
                  },
                },
                answering: {
                  on: {
                    'security.submit': {
                      guard: { type: 'hasAnswer', params: ({ event }) => event.answer },
                      target: 'checkingAnswer',
                      actions: 'forgetError',
                    },
                  },
                },
                checkingAnswer: {
                  tags: 'loading',
                  invoke: {
                    src: 'checkSecurityAnswer',
                    input: ({ event }) => ({
                      answer: event.type === 'security.submit' ? event.answer : '',
                    }),
                    onDone: [
                      {
                        guard: { type: 'isAccepted', params: ({ event }) => event.output },
                        target: '#login.open.gateway.integrating',
                      },
                      failTo('answering', wrongAnswer),
                    ],
                    onError: crashTo('answering'),
                  },
                },
              },
            },
            integrating: {
              tags: 'loading',
              invoke: {
                src: 'completeGatewayLogin',
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: '#login.open.fetchingSession',
                  },
                  failTo('#login.open.form'),
                ],
                onError: crashTo('#login.open.form'),
              },
            },
          },
        },
        wallet: {
          initial: 'creatingSession',
          states: {
            creatingSession: {
              tags: 'loading',
              invoke: {
                src: 'createWalletSession',
                input: ({ context }) => context.credentials as LoginCredentials,
                onDone: [
                  {
                    guard: { type: 'asksForTerms', params: ({ event }) => event.output },
                    target: 'terms',
                    actions: assign({
                      termsFileName: ({ event }) =>
                        event.output.ok ? event.output.data.fileName : undefined,
                    }),
                  },
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: 'fetchingProfile',
                  },
                  failTo('#login.open.form'),
                ],
                onError: crashTo('#login.open.form'),
              },
            },
            terms: {
              on: { 'terms.accept': 'acceptingTerms' },
            },
            acceptingTerms: {
              tags: 'loading',
              invoke: {
                src: 'acceptWalletTerms',
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: 'fetchingProfile',
                  },
                  failTo('terms'),
                ],
                onError: crashTo('terms'),
              },
            },
            fetchingProfile: {
              tags: 'loading',
              invoke: {
                src: 'fetchWalletProfile',
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: 'launchingGame',
                  },
                  failTo('#login.open.form'),
                ],
                onError: crashTo('#login.open.form'),
              },
            },
            launchingGame: {
              tags: 'loading',
              invoke: {
                src: 'fetchGameToken',
                onDone: [
                  {
                    guard: { type: 'isOk', params: ({ event }) => event.output },
                    target: '#login.open.fetchingSession',
                    actions: assign({
                      gameToken: ({ event }) =>
                        event.output.ok ? event.output.data.tokenSession : undefined,
                    }),
                  },
                  failTo('#login.open.form'),
                ],
                onError: crashTo('#login.open.form'),
              },
            },
          },
        },
        direct: {
          tags: 'loading',
          invoke: {
            src: 'loginDirectly',
            input: ({ context }) => context.credentials as LoginCredentials,
            onDone: [
              {
                guard: { type: 'isOk', params: ({ event }) => event.output },
                target: '#login.loggedIn',
                actions: { type: 'takePlayer', params: ({ event }) => event.output },
              },
              failTo('form'),
            ],
            onError: crashTo('form'),
          },
        },
        fetchingSession: {
          tags: 'loading',
          invoke: {
            src: 'fetchSession',
            input: ({ context }) => (context.gameToken ? { gameToken: context.gameToken } : {}),
            onDone: [
              {
                guard: { type: 'hasSessionToken', params: ({ event }) => event.output },
                target: '#login.loggedIn',
                actions: { type: 'takePlayer', params: ({ event }) => event.output },
              },
              failTo('form', missingSessionTokenError),
            ],
            onError: crashTo('form'),
          },
        },
      },
    },
    loggedIn: {
      entry: ['forgetLoginSteps', 'forgetError'],
      on: { 'session.ended': { target: 'closed', actions: assign({ player: undefined }) } },
    },
  },
})

/** §4: the one form the modal shows, OTP before security question before the login form. */
export const modalFormOf = (snapshot: SnapshotFrom<typeof loginMachine>): LoginModalForm =>
  loginModalForm({
    showOtp: snapshot.matches({ open: { gateway: 'oneTimeCode' } }),
    showSecurityQuestion: snapshot.matches({ open: { gateway: 'securityQuestion' } }),
  })
