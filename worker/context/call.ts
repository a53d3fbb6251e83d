// A call of the route table (domain/api/operation.ts): the engine names the operation and sends
// its parts; the path, the method, the bearer token, the price format and the schema the answer
// is read with all come from the entry, so no path is written in worker/. The request decoration
// the brand's settings and the page give (SPEC.md section 7) is added here, to every call alike.

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

/**
 * SPEC.md section 7's request decoration beside the transport's (brand, origin, language, bearer):
 * the portal id and token headers on every call, the pub and mc parameters on /api/ calls.
 */
export interface Decoration {
  /** The brand's portal id and token (settings portal_id, portal_token); empty: not sent. */
  portalId: string
  portalToken: string
  /** pub: the brand settings' publication the engine holds (last_publication_timestamp). */
  publication: number
  /** mc: the channel the page is served for, mobile or desktop. */
  channel: string
}

/** A call as its entry alone makes it (a transport's test). */
const undecorated: Decoration = { portalId: '', portalToken: '', publication: 0, channel: '' }

/** The decoration's headers: only those the brand has a value for. */
const decorationHeaders = ({ portalId, portalToken }: Decoration): Record<string, string> => ({
  ...(portalId ? { 'portal-id': portalId } : {}),
  ...(portalToken ? { 'portal-token': portalToken } : {}),
})

/** The decoration's parameters of an /api/ call: none before the settings and the page say. */
const decorationQuery = ({ publication, channel }: Decoration) => ({
  ...(publication > 0 ? { pub: publication } : {}),
  ...(channel ? { mc: channel } : {}),
})

/**
 * Calls through send (the context's request: SPEC.md section 8's session rules apply), decorated
 * as decoration says at the time of each call. A call's own headers and parameters win.
 */
export function createCall(send: Send, decoration: () => Decoration = () => undecorated): Call {
  return (entry, ...[request]) => {
    const parts = (request ?? {}) as {
      params?: Record<string, unknown>
      query?: RequestOptions<unknown>['query']
      body?: unknown
    } & CallOptions
    const decorated = decoration()
    const path = pathWith(entry, parts.params)
    // As the transport's l: the API's own /api/ calls, not those asked of another server.
    const query = {
      ...(!parts.origin && path.startsWith('/api/') ? decorationQuery(decorated) : {}),
      ...parts.query,
    }
    const headers = { ...decorationHeaders(decorated), ...parts.headers }
    return send(`${parts.origin ?? ''}${path}`, {
      method: entry.method,
      read: reader(answerSchema(entry)),
      ...(Object.keys(query).length > 0 ? { query } : {}),
      ...(entry.form
        ? { form: parts.body as Record<string, string> }
        : parts.body !== undefined
          ? { body: parts.body }
          : {}),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(parts.withCredentials ? { withCredentials: true } : {}),
      ...(parts.signal ? { signal: parts.signal } : {}),
      // A call with a bearer of its own (a logout of a session the engine no longer holds) is
      // not the held session's, so it goes whether or not one is held.
      authenticated: entry.caller === 'player' && parts.headers?.authorization === undefined,
      betRelated: entry.priceFormat === true,
    }) as never
  }
}
