// What an engine call answers: data, or an error the bettor can cause or meet. Expected failures
// are values, never exceptions crossing the worker boundary; only bugs throw.

import type { ApiErrorCode } from './error-codes.ts'

export interface ApiError {
  /** HTTP status; 0 when no response came (network error, aborted, timed out). */
  status: number
  /** A RES code (SPEC.md section 8), a request error code such as invalid-request, or the engine's. */
  code?: ApiErrorCode
  message: string
  /** The uuid sent with the request, shown to the bettor for support (place-bet 500). */
  reference?: string
  /** A 429's wait in whole seconds, as its body and Retry-After say. */
  retryAfterSeconds?: number
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError }

/** A player's call made while no one is logged in: refused before it is sent. */
export const notLoggedIn: ApiError = { status: 401, code: 'unauthorized', message: 'not logged in' }

/** The error for a call that threw instead of answering: no response came, so status 0. */
export const noResponse = (thrown: unknown): ApiError => ({
  status: 0,
  message: thrown instanceof Error ? thrown.message : String(thrown),
})

/**
 * No answer came: the connection failed, the time limit passed (worker/context/transport.ts), a
 * gateway answered for a server it lost, or the server lost its database on the way (503
 * unavailable). What the server did is unknown, so a request that moves money is asked again
 * with its idempotency key rather than taken as refused.
 */
export const isUnanswered = (error: ApiError): boolean =>
  (error.status === 0 && (error.code === 'network' || error.code === 'timeout')) ||
  error.status === 502 ||
  (error.status === 503 && error.code === 'unavailable') ||
  error.status === 504

/** Requests in a row without an answer before the bettor is told: the first and three more. */
const mostUnanswered = 4

/** Whether the nth request in a row to get no answer is asked again rather than given up. */
export const mayAskAgain = (error: ApiError, unanswered: number): boolean =>
  isUnanswered(error) && unanswered < mostUnanswered

/** The wait before asking again after the nth request in a row without an answer: 1, 2, 4 s. */
export const askAgainMs = (unanswered: number): number =>
  Math.min(1_000 * 2 ** (unanswered - 1), 4_000)
