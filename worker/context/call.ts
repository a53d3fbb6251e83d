// A call of the route table (domain/api/operation.ts): the engine names the operation and sends
// its parts; the path, the method, the bearer token, the price format and the schema the answer
// is read with all come from the entry, so no path is written in worker/.

import {
  type AnswerOf,
  answerSchema,
  type Operation,
  pathWith,
  type RequestOf,
} from '../../domain/api/operation.ts'
import type { ApiResult } from '../../domain/api/result.ts'
import { reader } from '../../domain/api/schema.ts'
import type { RequestOptions } from './transport.ts'

/** What a call adds to the entry's parts: headers of its own, cookies, cancellation. */
export type CallOptions = Pick<
  RequestOptions<unknown>,
  'headers' | 'withCredentials' | 'signal'
> & {
  /** Another server the path is asked of (a brand's widgets host), not the API's own. */
  origin?: string
}

export type Call = <O extends Operation>(
  entry: O,
  ...request: Record<never, never> extends RequestOf<O>
    ? [request?: RequestOf<O> & CallOptions]
    : [request: RequestOf<O> & CallOptions]
) => Promise<ApiResult<AnswerOf<O>>>

type Send = <T>(path: string, options: RequestOptions<T>) => Promise<ApiResult<T>>

/** Calls through send (the context's request: SPEC.md section 8's session rules apply). */
export function createCall(send: Send): Call {
  return (entry, ...[request]) => {
    const parts = (request ?? {}) as {
      params?: Record<string, unknown>
      query?: RequestOptions<unknown>['query']
      body?: unknown
    } & CallOptions
    return send(`${parts.origin ?? ''}${pathWith(entry, parts.params)}`, {
      method: entry.method,
      read: reader(answerSchema(entry)),
      ...(parts.query ? { query: parts.query } : {}),
      ...(entry.form
        ? { form: parts.body as Record<string, string> }
        : parts.body !== undefined
          ? { body: parts.body }
          : {}),
      ...(parts.headers ? { headers: parts.headers } : {}),
      ...(parts.withCredentials ? { withCredentials: true } : {}),
      ...(parts.signal ? { signal: parts.signal } : {}),
      // A call with a bearer of its own (a logout of a session the engine no longer holds) is
      // not the held session's, so it goes whether or not one is held.
      authenticated: entry.caller === 'player' && parts.headers?.authorization === undefined,
      betRelated: entry.priceFormat === true,
    }) as never
  }
}
