// Logging out (SPEC.md section 4, Logout; section 8 for the reasons): the stored login state and
// the two cookies are cleared and cached balances dropped at once, then settings are reloaded
// and, where the brand has a logout URL, the page goes there with the reason. Only one logout
// runs at a time, and the loading flag stays up one second so a double tap cannot start another.

import { assign, emit, fromPromise, setup } from 'xstate'
import type { ApiResult } from '../domain/api/result.ts'
import type { LogoutReason } from '../domain/errors/logout-rule.ts'
import { timeoutsMs } from '../domain/rules/constants.ts'

export type LoginCookie = 'externalToken' | 'encryptedApiToken'

export const loginCookies: readonly LoginCookie[] = ['externalToken', 'encryptedApiToken']

export interface LogoutInput {
  /** The brand's logout page; without one the bettor stays where they are. */
  logoutUrl?: string
}

export interface LogoutContext {
  logoutUrl?: string
  reason?: LogoutReason
}

export type LogoutEvent = { type: 'logout.request'; reason?: LogoutReason }

/** Tells the rest of the app (the login machine's session.ended) that the player is out. */
export type LogoutEmitted = { type: 'logout.done'; reason?: LogoutReason }

/** The logout URL with logout_reason appended, when there is a reason to give. */
export const logoutRedirect = (logoutUrl: string, reason: LogoutReason | undefined): string =>
  reason === undefined
    ? logoutUrl
    : `${logoutUrl}${logoutUrl.includes('?') ? '&' : '?'}logout_reason=${encodeURIComponent(reason)}`

/** After the settings reload, done or failed: to the brand's logout page if it has one, then the
 * one-second lock. */
const toSettling = [
  {
    guard: 'hasLogoutUrl',
    target: 'settling',
    actions: {
      type: 'redirect',
      params: ({ context }: { context: LogoutContext }) =>
        logoutRedirect(context.logoutUrl ?? '', context.reason),
    },
  },
  { target: 'settling' },
] as const

export const logoutMachine = setup({
  types: {
    context: {} as LogoutContext,
    events: {} as LogoutEvent,
    input: {} as LogoutInput,
    emitted: {} as LogoutEmitted,
  },
  actors: {
    reloadSettings: fromPromise<ApiResult<unknown>, void>(() => {
      throw new Error('reloadSettings not provided')
    }),
  },
  guards: {
    hasLogoutUrl: ({ context }) => context.logoutUrl !== undefined,
  },
  actions: {
    clearStoredLogin: () => {
      throw new Error('clearStoredLogin not provided')
    },
    clearCookie: (_, _cookie: LoginCookie) => {
      throw new Error('clearCookie not provided')
    },
    invalidateBalances: () => {
      throw new Error('invalidateBalances not provided')
    },
    redirect: (_, _url: string) => {
      throw new Error('redirect not provided')
    },
    announceLogout: emit(({ context }) => ({
      type: 'logout.done' as const,
      ...(context.reason === undefined ? {} : { reason: context.reason }),
    })),
  },
  delays: {
    logoutLock: timeoutsMs.logoutLock,
  },
}).createMachine({
  id: 'logout',
  context: ({ input }) => (input.logoutUrl === undefined ? {} : { logoutUrl: input.logoutUrl }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'logout.request': {
          target: 'loggingOut',
          actions: assign({ reason: ({ event }) => event.reason }),
        },
      },
    },
    loggingOut: {
      tags: 'loading',
      entry: [
        'clearStoredLogin',
        ...loginCookies.map((cookie) => ({ type: 'clearCookie' as const, params: cookie })),
        'invalidateBalances',
        'announceLogout',
      ],
      invoke: {
        src: 'reloadSettings',
        onDone: toSettling,
        // Settings that fail to reload are the settings loader's to report; the logout stands.
        onError: toSettling,
      },
    },
    settling: {
      tags: 'loading',
      after: { logoutLock: { target: 'idle', actions: assign({ reason: undefined }) } },
    },
  },
})
