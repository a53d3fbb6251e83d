// Logging in (SPEC.md sections 4, 5, 7 and 8): the modal, the credentials form, and the brand's one
// of three methods, each a statechart of its own that this one invokes: the auth gateway
// (gateway-login.ts), the operator-hosted wallet (wallet-login.ts) or direct (direct-login.ts).
// After the gateway and the wallet, this chart fetches the session both end with. A method's
// failures come back here to be shown; closing the modal drops whatever step was under way.

import { assign, emit, enqueueActions, forwardTo, fromPromise, setup } from 'xstate'
import type { SessionResponse } from '../../domain/api/operator-wallet.ts'
import { type ApiError, type ApiResult, noResponse } from '../../domain/api/result.ts'
import { type LoginProblem, loginProblemOf } from '../../domain/errors/login-problem.ts'
import {
  loginErrorToast,
  missingSessionTokenError,
  type Toast,
  toast,
} from '../../domain/errors/toasts.ts'
import type { LoginMethod } from '../../domain/player/settings.ts'
import {
  checkLoginCredentials,
  type LoginCredentials,
} from '../../domain/validation/login-credentials.ts'
import { directLoginMachine } from './direct-login.ts'
import { type GatewayLoginEvent, gatewayLoginMachine } from './gateway-login.ts'
import type { LoggedInPlayer, MethodEvent } from './login-steps.ts'
import { type WalletLoginEvent, walletLoginMachine } from './wallet-login.ts'

export type { LoggedInPlayer } from './login-steps.ts'

export interface LoginInput {
  method: LoginMethod
  /** The clock the one-time-code lock counts on. */
  now: () => number
}

export interface LoginContext {
  method: LoginMethod
  now: () => number
  /** Kept only while a login is under way. */
  credentials?: LoginCredentials
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
  | { type: 'session.ended' }
  /** The brand's settings arrived and name its login method (SPEC.md section 6). */
  | { type: 'login.method'; method: LoginMethod }
  /** A step of a method, passed on to its chart. */
  | GatewayLoginEvent
  | WalletLoginEvent
  | MethodEvent

/** Toasts the UI shows, through actor.on('toast', ...). */
export type LoginEmitted = { type: 'toast'; toast: Toast }

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    emitted: {} as LoginEmitted,
  },
  actors: {
    directLogin: directLoginMachine,
    gatewayLogin: gatewayLoginMachine,
    walletLogin: walletLoginMachine,
    fetchSession: fromPromise<ApiResult<SessionResponse>, { gameToken?: string }>(() => {
      throw new Error('fetchSession not provided')
    }),
  },
  guards: {
    isMethod: ({ context }, method: LoginMethod) => context.method === method,
    hasCredentials: (_, typed: LoginCredentials) => checkLoginCredentials(typed).ok,
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
    /** Who logged in: the name given, else the one typed. */
    takePlayer: assign(({ context }, username: string | undefined) => ({
      player: { username: username ?? context.credentials?.username ?? '' },
    })),
    forgetLoginSteps: assign({ credentials: undefined, gameToken: undefined }),
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
        // A method's chart failed: back to the form, which says why; leaving stops that chart.
        'login.failed': {
          target: '.form',
          actions: { type: 'reportLoginError', params: ({ event }) => event.error },
        },
        'login.problem': {
          actions: { type: 'reportLoginError', params: ({ event }) => event.error },
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
          tags: 'loading',
          invoke: {
            id: 'gateway',
            src: 'gatewayLogin',
            input: ({ context }) => methodInput(context),
            onDone: 'fetchingSession',
          },
          on: {
            'security.submit': { actions: ['forgetError', forwardTo('gateway')] },
          },
        },
        wallet: {
          tags: 'loading',
          invoke: {
            id: 'wallet',
            src: 'walletLogin',
            input: ({ context }) => methodInput(context),
            onDone: {
              target: 'fetchingSession',
              actions: assign({ gameToken: ({ event }) => event.output.gameToken }),
            },
          },
          on: { 'terms.accept': { actions: forwardTo('wallet') } },
        },
        direct: {
          tags: 'loading',
          invoke: {
            id: 'direct',
            src: 'directLogin',
            input: ({ context }) => methodInput(context),
            onDone: {
              target: '#login.loggedIn',
              actions: { type: 'takePlayer', params: ({ event }) => event.output.username },
            },
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
                actions: {
                  type: 'takePlayer',
                  params: ({ event }) => (event.output.ok ? event.output.data.username : undefined),
                },
              },
              {
                target: 'form',
                actions: {
                  type: 'reportLoginError',
                  params: ({ event }) =>
                    event.output.ok ? missingSessionTokenError : event.output.error,
                },
              },
            ],
            onError: {
              target: 'form',
              actions: { type: 'reportLoginError', params: ({ event }) => noResponse(event.error) },
            },
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

/** A method's chart starts from the credentials the form took. */
const methodInput = (context: LoginContext) => ({
  credentials: context.credentials as LoginCredentials,
  now: context.now,
})
