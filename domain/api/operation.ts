// One entry of the route table (domain/api/route-table.ts): everything a call is, in one place.
// The server registers its route from it, the engine builds its request from it and the OpenAPI
// document is generated from it, so the three cannot disagree on a path, a parameter or an answer.

import type * as v from 'valibot'
import type { AnySchema } from './schema.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may make the call. anyone: no credential. player: the sportsbook's bearer token (refused
 * 401 before the input is read). player-if-any: answers anyone, and more to a player. wallet: the
 * operator wallet's own session. operator: the ADMIN_KEY. feed: the INGEST_KEY. test-hook: a
 * development endpoint (DEV_ENDPOINTS=1), for a conformance run, never in production.
 */
export type Caller =
  | 'anyone'
  | 'player'
  | 'player-if-any'
  | 'wallet'
  | 'operator'
  | 'feed'
  | 'test-hook'

/**
 * An answer that is not JSON: a 304 with no body (If-None-Match named the current ETag), or an
 * image's bytes, documented by their media types.
 */
export interface PlainAnswer {
  readonly description: string
  /** The media types the body may have; none: the answer has no body. */
  readonly mediaTypes?: readonly string[]
}

/** 304: the copy the caller holds (its ETag in If-None-Match) is still current; no body. */
export const notModified: PlainAnswer = {
  description: 'Not modified: the ETag sent in If-None-Match is still current; no body',
}

export interface Operation {
  /** Unique, a verb and its object in the bettor's words: placeBetslip, cashOutBet. */
  readonly operationId: string
  readonly method: HttpMethod
  /** OpenAPI's form: /xapi/rest/accounts/{accountId}/betslips. */
  readonly path: string
  /**
   * The path's last parameter runs to its end, slashes included: the image under /m/{src} is
   * any file of the site (SPEC.md section 7's /m{src}). OpenAPI writes one parameter; the server
   * routes it as a wildcard.
   */
  readonly pathRest?: true
  /** One line: what the call does. */
  readonly summary: string
  /** What the summary cannot say: rules, idempotency, what the client does with the answer. */
  readonly description?: string
  readonly tags: readonly string[]
  readonly caller: Caller
  readonly params?: AnySchema
  readonly query?: AnySchema
  readonly body?: AnySchema
  /** The body is sent form-encoded (the auth gateway's calls), not as JSON. */
  readonly form?: true
  /** The call sends the price-format header (SPEC.md section 7, bet-related calls). */
  readonly priceFormat?: true
  /** The successful answers by status: one, usually 200; a 304 or an image as a PlainAnswer. */
  readonly answers: { readonly [status: number]: AnySchema | PlainAnswer }
  /** What the successful answer is, where the summary does not say it (the document's words). */
  readonly answerDescription?: string
  /** The refusals by status, each with the codes its body's `code` may carry. */
  readonly errors?: { readonly [status: number]: readonly string[] }
  /**
   * The codes a successful answer's own `errors` may carry: a slip the book turns down is
   * answered, not refused, its RES codes (SPEC.md section 8) listed for the slip to show.
   */
  readonly answerCodes?: readonly string[]
}

/** A route-table entry, its literal types kept so that callers and handlers are typed by it. */
export const operation = /* @__NO_SIDE_EFFECTS__ */ <const O extends Operation>(entry: O): O =>
  entry

type Output<S> = S extends AnySchema ? v.InferOutput<S> : undefined
type Input<S> = S extends AnySchema ? v.InferInput<S> : undefined

/** The path parameters, the query and the body as the server reads them. */
export type ParamsOf<O extends Operation> = Output<O['params']>
export type QueryOf<O extends Operation> = Output<O['query']>
export type BodyOf<O extends Operation> = Output<O['body']>

/** What a successful call answers as JSON (a PlainAnswer gives no value to read). */
export type AnswerOf<O extends Operation> = Output<
  Extract<O['answers'][keyof O['answers']], AnySchema>
>

/** The codes a refusal of this call may carry. */
export type ErrorCodeOf<O extends Operation> = O['errors'] extends {
  readonly [status: number]: readonly (infer C)[]
}
  ? C
  : never

/** What a caller sends: each part the operation declares, and only those. */
export type RequestOf<O extends Operation> = (O['params'] extends AnySchema
  ? { params: Input<O['params']> }
  : { params?: never }) &
  (O['query'] extends AnySchema ? { query: Input<O['query']> } : { query?: never }) &
  (O['body'] extends AnySchema ? { body: Input<O['body']> } : { body?: never })

/** The status a successful answer has (the first the operation lists). */
export const successStatus = (entry: Operation): number => Number(Object.keys(entry.answers)[0])

/** Whether an answer is read with a schema, rather than being plain (an image, a 304). */
export const isSchemaAnswer = (answer: AnySchema | PlainAnswer): answer is AnySchema =>
  'kind' in answer && answer.kind === 'schema'

/** The schema a successful answer is read with. */
export const answerSchema = (entry: Operation): AnySchema => {
  const schema = entry.answers[successStatus(entry)]
  if (!schema || !isSchemaAnswer(schema))
    throw new Error(`${entry.operationId} lists no answer read as JSON`)
  return schema
}

/** The path with its parameters filled in, each one encoded as a path segment. */
export function pathWith(entry: Operation, params: Record<string, unknown> | undefined): string {
  return entry.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null || value === '')
      throw new Error(`${entry.operationId} needs its path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

/** The name of the parameter that runs to the path's end (pathRest), if the entry has one. */
export const restParameter = (entry: Operation): string | undefined =>
  entry.pathRest ? /\{(\w+)\}$/.exec(entry.path)?.[1] : undefined

/** The path in a router's form: {accountId} becomes :accountId, a pathRest parameter *. */
export const routerPath = (entry: Operation): string => {
  const rest = restParameter(entry)
  const path = rest ? entry.path.replace(new RegExp(`\\{${rest}\\}$`), '*') : entry.path
  return path.replace(/\{(\w+)\}/g, ':$1')
}
