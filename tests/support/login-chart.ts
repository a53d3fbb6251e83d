// The login statechart (machines/login/login.ts) with each of its methods' charts, driven with fake
// calls that record what they were asked and a simulated clock: the harness of the login charts'
// tests, one file a method.

import { it } from 'vitest'
import {
  type ActorRefFrom,
  type AnyStateMachine,
  createActor,
  fromPromise,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate'
import type { GatewayCheckResponse as OtpValidation } from '../../domain/api/auth-gateway.ts'
import type { SessionResponse } from '../../domain/api/operator-wallet.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import type { SessionView } from '../../domain/engine/session.ts'
import type { Toast } from '../../domain/errors/toasts.ts'
import type { LoginMethod } from '../../domain/player/settings.ts'
import { directLoginMachine } from '../../machines/login/direct-login.ts'
import { gatewayLoginMachine } from '../../machines/login/gateway-login.ts'
import { loginMachine } from '../../machines/login/login.ts'
import { walletLoginMachine } from '../../machines/login/wallet-login.ts'
import { oneTimeCodeMachine } from '../../machines/one-time-code.ts'
import { createCoverage, expectFullCoverage } from './machine-coverage.ts'

export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data })
export const refused = (status: number) => async (): Promise<ApiResult<never>> => ({
  ok: false,
  error: { status, message: 'refused' },
})
export const crash = async (): Promise<never> => {
  throw new Error('engine bug')
}

/**
 * The two ways a call fails (§8), each with the toast it shows: refused with this status, shown as
 * the status's toast; crashed, so no answer came, shown as something-went-wrong.
 */
export const refusedOrCrashed = (status: number, toast: string) =>
  [
    ['refused', refused(status), toast],
    ['crashed', crash, 'something-went-wrong'],
  ] as const

const directResponse: SessionView = {
  status: 'logged-in',
  username: 'bettor1',
  accountId: 'acc-1',
  currency: 'EUR',
  oddsFormat: 'euro',
}

const succeeding = {
  authenticateWithGateway: async (): Promise<ApiResult<{ otp?: boolean | null }>> =>
    ok({ otp: false }),
  fetchSecurityQuestion: async () => ok({ status: 'SUCCESS', result: 'Name of your first pet?' }),
  checkSecurityAnswer: async (input: { answer: string }) => ok({ success: input.answer === 'Rex' }),
  completeGatewayLogin: async (): Promise<ApiResult<unknown>> => ok({}),
  createWalletSession: async (): Promise<ApiResult<{ fileName?: string }>> => ok({}),
  acceptWalletTerms: async (): Promise<ApiResult<unknown>> => ok({}),
  fetchWalletProfile: async (): Promise<ApiResult<unknown>> => ok({}),
  fetchGameToken: async () => ok({ tokenSession: 'game-1' }),
  fetchSession: async (): Promise<ApiResult<SessionResponse>> =>
    ok({ jwe_token: 'jwe-1', username: 'bettor1' }),
  loginDirectly: async () => ok(directResponse),
}

export type Fakes = { [K in keyof typeof succeeding]: (input: never) => Promise<unknown> }

export const submit = {
  type: 'login.submit',
  username: ' bettor1 ',
  password: 'pw',
  rememberMe: true,
} as const

/** The login chart, started with the brand's method; overrides replace the calls' answers. */
export const startLogin = (
  method: LoginMethod,
  overrides: Partial<Fakes> = {},
  inspect?: (event: InspectionEvent) => void,
) => {
  const fakes: Record<string, (input: never) => Promise<unknown>> = { ...succeeding, ...overrides }
  const calls: { name: string; input: unknown }[] = []
  // One recording wrapper for ten actors of different types: the answers' shapes are checked by
  // the charts' guards at run time, the actor types by the chart files themselves.
  const fake = (name: keyof Fakes) =>
    fromPromise(({ input }: { input: never }) => {
      calls.push({ name, input })
      return (fakes[name] as (input: never) => Promise<unknown>)(input)
    }) as never
  const toasts: Toast[] = []
  const remembered: (string | undefined)[] = []
  const clock = new SimulatedClock()
  const actor = createActor(
    loginMachine.provide({
      actors: {
        directLogin: directLoginMachine.provide({
          actors: { loginDirectly: fake('loginDirectly') },
        }),
        gatewayLogin: gatewayLoginMachine.provide({
          actors: {
            authenticateWithGateway: fake('authenticateWithGateway'),
            fetchSecurityQuestion: fake('fetchSecurityQuestion'),
            checkSecurityAnswer: fake('checkSecurityAnswer'),
            completeGatewayLogin: fake('completeGatewayLogin'),
            oneTimeCode: oneTimeCodeMachine.provide({
              actors: {
                loadResendStart: fromPromise<number | undefined, { username: string }>(
                  async () => undefined,
                ),
                requestOneTimeCode: fromPromise<ApiResult<unknown>, { username: string }>(
                  async () => ok({}),
                ),
                validateOneTimeCode: fromPromise<ApiResult<OtpValidation>, { code: string }>(
                  async ({ input }) => ok({ success: input.code === '123456' }),
                ),
              },
              actions: { storeResendStart: () => {} },
            }),
          },
        }),
        walletLogin: walletLoginMachine.provide({
          actors: {
            createWalletSession: fake('createWalletSession'),
            acceptWalletTerms: fake('acceptWalletTerms'),
            fetchWalletProfile: fake('fetchWalletProfile'),
            fetchGameToken: fake('fetchGameToken'),
          },
        }),
        fetchSession: fake('fetchSession'),
      },
      actions: {
        rememberUsername: (_, username) => {
          remembered.push(username)
        },
      },
    }),
    { input: { method, now: () => clock.now() }, clock, ...(inspect ? { inspect } : {}) },
  )
  actor.on('toast', (event) => toasts.push(event.toast))
  actor.start()
  return {
    actor,
    calls,
    toasts,
    remembered,
    names: () => calls.map((call) => call.name),
    /** The chart of the method under way, once the login chart has started it. */
    gateway: () =>
      actor.getSnapshot().children.gateway as ActorRefFrom<typeof gatewayLoginMachine> | undefined,
    wallet: () =>
      actor.getSnapshot().children.wallet as ActorRefFrom<typeof walletLoginMachine> | undefined,
  }
}

/**
 * One chart's test file: the login chart started with the method (by default the chart's own),
 * every run recorded for the chart's coverage; started and submitted; and the file's last test,
 * that every state was reached and every transition taken.
 */
export function chartTests(machine: AnyStateMachine, method: LoginMethod = 'direct') {
  const coverage = createCoverage(machine)
  const startAs = (as: LoginMethod, overrides: Partial<Fakes> = {}) =>
    startLogin(as, overrides, coverage.inspect)
  return {
    startAs,
    start: (overrides: Partial<Fakes> = {}) => startAs(method, overrides),
    /** The login chart started, opened and the credentials submitted. */
    submitted: (overrides: Partial<Fakes> = {}) => {
      const started = startAs(method, overrides)
      started.actor.send({ type: 'login.open' })
      started.actor.send(submit)
      return started
    },
    itTakesEveryTransition: () =>
      it('every state reached and every transition taken', (context) => {
        expectFullCoverage(coverage, context)
      }),
  }
}
