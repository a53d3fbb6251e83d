// Every HTTP call the engine makes goes through here: request decoration (SPEC.md section 7),
// the bearer token, failures turned into ApiError values instead of exceptions, and every answer
// checked before it is used: the backend may be an operator's own, so nothing is taken on trust.

import type { ApiErrorCode } from '../../domain/api/error-codes.ts'
import type { HttpMethod } from '../../domain/api/operation.ts'
import { type ApiResult, notLoggedIn } from '../../domain/api/result.ts'
import type { Checked } from '../../domain/api/schema.ts'

export interface TransportOptions {
  /** The API origin, e.g. https://sportsbook.example; '' for the page's own origin. */
  apiBase: string
  fetch: typeof fetch
  /** The brand header; undefined lets the server take the brand from the host name. */
  brand: () => string | undefined
  language: () => string
  priceFormat: () => string
  token: () => string | undefined
  /** An answer was redirected to the maintenance page (SPEC.md section 2). */
  onMaintenance?: () => void
  /** How long a request waits for its whole answer before it counts as unanswered. */
  answerTimeoutMs?: number
}

/**
 * A request with no answer by then is given up as 'timeout': a bettor waits on no silent button
 * (a placement then asks again with its uuid, machines/bet-placement.ts). Every call the API has
 * answers in well under a second; the in-play delay is waited out between calls, not inside one.
 */
export const answerTimeoutMs = 20_000

// The maintenance page, on desktop and mobile addresses: /maintenance, /m/{lang}/maintenance.
const maintenancePath = /^(\/m\/[a-z]{2}(-[a-z]{2})?)?\/maintenance\/?$/i

/** Whether an answer is the operator's redirect to the maintenance page. */
export const isMaintenanceRedirect = (response: Pick<Response, 'redirected' | 'url'>): boolean =>
  response.redirected && maintenancePath.test(new URL(response.url).pathname)

export interface RequestOptions<T> {
  /** How to read a successful answer's body (domain/api's schemas). */
  read: (body: unknown) => Checked<T>
  method?: HttpMethod
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  /** A form-encoded body instead (the auth gateway's calls). */
  form?: Record<string, string>
  /** Headers a call adds (the wallet's game-token, its own bearer token). */
  headers?: Record<string, string>
  /**
   * Sends and keeps cookies even when the API is on another origin: the auth gateway and the
   * operator wallet carry their login steps in cookies (SPEC.md section 7, "with credentials").
   */
  withCredentials?: boolean
  /** Authenticated calls are cancelled client-side when no token is held (SPEC.md section 6). */
  authenticated?: boolean
  /** Adds the price-format header (bet-related calls). */
  betRelated?: boolean
  signal?: AbortSignal
}

export type Transport = <T>(path: string, options: RequestOptions<T>) => Promise<ApiResult<T>>

export function createTransport(options: TransportOptions): Transport {
  return async <T>(path: string, request: RequestOptions<T>): Promise<ApiResult<T>> => {
    const token = options.token()
    if (request.authenticated && !token) return { ok: false, error: notLoggedIn }
    const url = new URL(path, options.apiBase || globalThis.location.origin)
    for (const [key, value] of Object.entries(request.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value))
    if (path.startsWith('/api/')) url.searchParams.set('l', options.language())
    const brand = options.brand()
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...(brand === undefined ? {} : { brand }),
      origin_channel: 'MOBILE',
      'accept-language': options.language(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      // A call's own bearer wins: the wallet's calls carry the wallet session's token.
      ...request.headers,
    }
    if (request.body !== undefined) headers['content-type'] = 'application/json'
    if (request.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded'
    if (request.betRelated) headers['price-format'] = options.priceFormat()
    const timeout = AbortSignal.timeout(options.answerTimeoutMs ?? answerTimeoutMs)
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout
    const timedOut = {
      ok: false as const,
      error: { status: 0, code: 'timeout' as const, message: 'The server did not answer in time' },
    }
    let response: Response
    try {
      response = await options.fetch(url, {
        method: request.method ?? 'GET',
        headers,
        body:
          request.form !== undefined
            ? new URLSearchParams(request.form).toString()
            : request.body === undefined
              ? undefined
              : JSON.stringify(request.body),
        signal,
        ...(request.withCredentials ? { credentials: 'include' as const } : {}),
      })
    } catch (error) {
      // fetch rejects with the abort reason itself, which may be anything (a string, even null):
      // a request whose signal was aborted was cancelled, whatever it rejected with; a time-out
      // (ours, or AbortSignal.timeout given as the signal) is no answer, not a cancellation.
      const name = (error as { name?: unknown } | null | undefined)?.name
      if (name === 'TimeoutError') return timedOut
      const aborted = name === 'AbortError' || request.signal?.aborted === true
      return {
        ok: false,
        error: {
          status: 0,
          code: aborted ? 'aborted' : 'network',
          message: aborted ? 'Operation canceled' : 'Something went wrong',
        },
      }
    }
    if (isMaintenanceRedirect(response)) {
      options.onMaintenance?.()
      return {
        ok: false,
        error: { status: 503, code: 'maintenance', message: 'The site is under maintenance' },
      }
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      // The time limit can pass while the body is still arriving: the answer never came whole.
      if (timeout.aborted && !request.signal?.aborted) return timedOut
    }
    if (response.ok) {
      const read = request.read(body)
      if (read.ok) return { ok: true, data: read.value }
      return {
        ok: false,
        error: {
          status: response.status,
          code: 'invalid-response',
          message: `The answer to ${path} was not understood: ${read.reason}`,
        },
      }
    }
    const reason = (typeof body === 'object' && body !== null ? body : {}) as {
      code?: unknown
      message?: unknown
      retryAfterSeconds?: unknown
    }
    return {
      ok: false,
      error: {
        status: response.status,
        // A code the contract does not list (another backend's own) is carried as it came: a
        // switch on the code falls through to the message, which still tells the bettor.
        ...(typeof reason.code === 'string' && reason.code
          ? { code: reason.code as ApiErrorCode }
          : {}),
        ...(typeof reason.retryAfterSeconds === 'number'
          ? { retryAfterSeconds: reason.retryAfterSeconds }
          : {}),
        // HTTP/2 has no status text, and a proxy's error page no JSON: the bettor still gets a
        // message (SPEC.md section 8's default).
        message:
          (typeof reason.message === 'string' && reason.message) ||
          response.statusText ||
          'Something went wrong',
      },
    }
  }
}
