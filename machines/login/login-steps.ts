// What the login statechart (login.ts) and its three methods' statecharts share. A method's chart
// runs the method's calls and steps; it tells the login chart of a failure, which shows it (on the
// form and as a toast), and of a problem with a step the bettor tries again (a wrong security
// answer, the terms refused), which it shows while the method's chart waits on that step.

import {
  type AnyEventObject,
  type ErrorActorEvent,
  type EventObject,
  type MachineContext,
  sendParent,
} from 'xstate'
import { type ApiError, type ApiResult, noResponse } from '../../domain/api/result.ts'
import type { LoginCredentials } from '../../domain/validation/login-credentials.ts'

/** Who logged in; the token stays with the engine, which made the call (ARCHITECTURE.md). */
export interface LoggedInPlayer {
  username: string
}

/** What a method's chart starts from: the credentials the form checked. */
export interface MethodInput {
  credentials: LoginCredentials
  /** The clock the one-time-code lock counts on. */
  now: () => number
}

/** What a method's chart tells the login chart. */
export type MethodEvent =
  /** The login failed: back to the form, with why. */
  | { type: 'login.failed'; error: ApiError }
  /** A step failed, and waits to be tried again: why, shown on it. */
  | { type: 'login.problem'; error: ApiError }

const errorOf = (result: ApiResult<unknown>, whenOk: ApiError): ApiError =>
  result.ok ? whenOk : result.error

const crashed = ({ event }: { event: ErrorActorEvent }): ApiError => noResponse(event.error)

export const unexpectedAnswer: ApiError = {
  status: 500,
  message: 'The gateway answered without success',
}

const failed = (error: ApiError): MethodEvent => ({ type: 'login.failed', error })
const told = (error: ApiError): MethodEvent => ({ type: 'login.problem', error })

/**
 * What every method chart's setup is extended with: the guard `isOk` (the call answered ok), and
 * the actions `fail` (the login fails) and `tell` (a step's problem, to try again). Generic, so its
 * actions are typed by each chart's own context and events.
 */
export const methodSteps = <
  Context extends MachineContext,
  Event extends EventObject = AnyEventObject,
>() => ({
  guards: { isOk: (_: unknown, result: ApiResult<unknown>) => result.ok },
  actions: {
    fail: sendParent<Context, Event, ApiError, MethodEvent, Event>((_, error) => failed(error)),
    tell: sendParent<Context, Event, ApiError, MethodEvent, Event>((_, error) => told(error)),
  },
})

/** The last onDone branch of a call: its error (whenOk for an ok answer no branch took) fails the login. */
export const failOnDone = (whenOk: ApiError = unexpectedAnswer) =>
  ({
    actions: {
      type: 'fail',
      params: ({ event }: { event: { output: ApiResult<unknown> } }) =>
        errorOf(event.output, whenOk),
    },
  }) as const

/** The onError of a call: it threw, so no answer came; the login fails. */
export const failOnError = { actions: { type: 'fail', params: crashed } } as const

/** The last onDone branch of a step tried again: its error is told, and the step waits at target. */
export const tellOnDone = (target: string, whenOk: ApiError) =>
  ({
    target,
    actions: {
      type: 'tell',
      params: ({ event }: { event: { output: ApiResult<unknown> } }) =>
        errorOf(event.output, whenOk),
    },
  }) as const

/** The onError of a step tried again. */
export const tellOnError = (target: string) =>
  ({ target, actions: { type: 'tell', params: crashed } }) as const

/** A done call's answer, as the chart's guards and actions take it: generic, so it is each call's own type. */
const answerOf = <Answer>({ event }: { event: { output: Answer } }): Answer => event.output

/** The onDone branch of an ok answer: on to target. */
export const okTo = (target: string) =>
  ({ guard: { type: 'isOk', params: answerOf }, target }) as const

/**
 * The invoke block of a call that must answer ok: an ok answer goes on to target, after the
 * chart's action named take (where given) keeps what the answer says; any other answer, or a
 * crash, fails the login.
 */
export function okOrFail<Src extends string>(src: Src, target: string): OkOrFail<Src, never>
export function okOrFail<Src extends string, Take extends string>(
  src: Src,
  target: string,
  take: Take,
): OkOrFail<Src, Take>
export function okOrFail(src: string, target: string, take?: string): unknown {
  const ok = okTo(target)
  return {
    src,
    onDone: [take ? { ...ok, actions: { type: take, params: answerOf } } : ok, failOnDone()],
    onError: failOnError,
  }
}

type OkOrFail<Src extends string, Take extends string> = {
  readonly src: Src
  readonly onDone: readonly [
    ReturnType<typeof okTo> &
      ([Take] extends [never]
        ? unknown
        : { readonly actions: { readonly type: Take; readonly params: typeof answerOf } }),
    ReturnType<typeof failOnDone>,
  ]
  readonly onError: typeof failOnError
}
