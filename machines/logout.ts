// Logging out (SPEC.md section 4, Logout; section 8 for the reasons): the stored login state and
// the two cookies are cleared and cached balances dropped at once, and the session is ended on
// the server; then settings are reloaded and, where the brand has a logout URL, the page goes
// there with the reason, only once the server has answered (leaving the page would cancel the
// call). Only one logout runs at a time, and the loading flag stays up one second so a double
// tap cannot start another.

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
  /** The brand's logout page; none (or empty) keeps the bettor where they are. */
  logoutUrl?: string
  reason?: LogoutReason
}

export type LogoutEvent =
  | { type: 'logout.request'; reason?: LogoutReason }
  /** The brand's logout page, as its settings say (they come after the statechart starts). */
  | { type: 'logoutUrl.changed'; logoutUrl?: string }

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
    /** Drops the stored login at once and ends the session on the server; settles when it has. */
    endSession: fromPromise<void, void>(() => {
      throw new Error('endSession not provided')
    }),
    reloadSettings: fromPromise<ApiResult<unknown>, void>(() => {
      throw new Error('reloadSettings not provided')
    }),
  },
  guards: {
    hasLogoutUrl: ({ context }) => Boolean(context.logoutUrl),
  },
  actions: {
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
  on: {
    'logoutUrl.changed': {
      actions: assign({ logoutUrl: ({ event }) => event.logoutUrl }),
    },
  },
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
        ...loginCookies.map((cookie) => ({ type: 'clearCookie' as const, params: cookie })),
        'invalidateBalances',
        'announceLogout',
      ],
      invoke: {
        src: 'endSession',
        // A server that did not take the logout (down, or the session had ended) changes
        // nothing here: the app holds the token no more.
        onDone: 'reloadingSettings',
        onError: 'reloadingSettings',
      },
    },
    reloadingSettings: {
      tags: 'loading',
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
