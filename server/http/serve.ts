// Registers a route from its route-table entry (domain/api/operation.ts): the path, the method,
// the schemas the request is read with and the answers documented are the entry's, so a route
// is one entry and one handler, and no path is written twice.

import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify'
import { errorBodySchema } from '../../domain/api/error-body.ts'
import {
  type AnswerOf,
  type BodyOf,
  isSchemaAnswer,
  type Operation,
  type ParamsOf,
  type PlainAnswer,
  type QueryOf,
  routerPath,
} from '../../domain/api/operation.ts'
import type { AnySchema } from '../../domain/api/schema.ts'
import { authenticatedRoute, type SessionContext } from './authenticate.ts'
import { routeSchema } from './route-schema.ts'

/** A request of this operation, its parts typed as the entry's schemas read them. */
export type OperationRequest<O extends Operation> = FastifyRequest<{
  Params: ParamsOf<O>
  Querystring: QueryOf<O>
  Body: BodyOf<O>
}>

/**
 * A handler answers the entry's success shape, or sends its own reply (a refusal through
 * sendError, stored bytes, a redirect) and returns it.
 */
export type OperationHandler<O extends Operation> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<AnswerOf<O> | FastifyReply> | AnswerOf<O> | FastifyReply

export interface ServeOptions {
  /** Placement reads the session itself in its first statement (authenticate.ts). */
  checksSessionOpen?: boolean
  /** Route options the entry does not describe: a body limit, hooks, config. */
  route?: Pick<
    RouteShorthandOptions,
    'bodyLimit' | 'config' | 'onRequest' | 'preValidation' | 'preHandler' | 'onError'
  >
  /**
   * The operation again at another address (a proxy's path prefix): answered there, documented
   * once, at its own path.
   */
  alias?: true
}

/** The schema Fastify reads the request with and documents the route by. */
export function operationSchema(entry: Operation) {
  const response: Record<number, AnySchema> = {}
  for (const [status, answer] of Object.entries(entry.answers))
    if (isSchemaAnswer(answer)) response[Number(status)] = answer
  for (const status of Object.keys(entry.errors ?? {})) response[Number(status)] = errorBodySchema
  return {
    operationId: entry.operationId,
    summary: entry.summary,
    ...(entry.description ? { description: entry.description } : {}),
    tags: [...entry.tags],
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    response,
  }
}

/**
 * The sessions a player's call is checked against. A route of any other caller reads none, so
 * one registered where there are no sessions to hand (the feed's, the trader's hooks) passes
 * undefined.
 */
export type SessionsFor<O extends Operation> = O['caller'] extends 'player'
  ? SessionContext
  : SessionContext | undefined

/** The callers whose key is a bearer token, documented as such: the operator's and the feed's. */
const keyedCallers: ReadonlySet<Operation['caller']> = new Set(['operator', 'feed'])

/**
 * The route of one entry. A player's call is refused 401 (or 403 for another player's path)
 * before its input is read (authenticatedRoute); every other caller is checked by its handler
 * or by its scope (the operator key, requireOperatorKey).
 */
export function serve<O extends Operation>(
  app: FastifyInstance,
  api: SessionsFor<O>,
  entry: O,
  handler: OperationHandler<O>,
  options: ServeOptions = {},
): void {
  const { operationId, ...description } = operationSchema(entry)
  const guarded =
    entry.caller === 'player'
      ? authenticatedRoute(sessionsGiven(api, operationId), description, {
          checksSessionOpen: options.checksSessionOpen ?? false,
        })
      : // The wallet's own session is checked by its route's hook, but documented as a bearer too.
        {
          schema: routeSchema({
            ...description,
            authenticated: keyedCallers.has(entry.caller) || entry.caller === 'wallet',
          }),
        }
  app.route({
    method: entry.method,
    url: routerPath(entry),
    ...options.route,
    ...guarded,
    schema: {
      ...guarded.schema,
      operationId,
      response: { ...(guarded.schema.response as object), ...plainAnswers(entry) },
      // A form-encoded body is documented as such (the events query too long for a URL).
      ...(entry.form ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
      ...(options.alias ? { hide: true } : {}),
    },
    handler: handler as RouteOptions['handler'],
  })
}

function sessionsGiven(api: SessionContext | undefined, operationId: string): SessionContext {
  if (!api) throw new Error(`${operationId} is a player's call: it needs the sessions`)
  return api
}

/** The answers that are not JSON, as the OpenAPI document states them: by media type, or bodiless. */
function plainAnswers(entry: Operation): Record<number, object> {
  const documented: Record<number, object> = {}
  for (const [status, answer] of Object.entries(entry.answers))
    if (!isSchemaAnswer(answer)) documented[Number(status)] = plainAnswer(answer)
  return documented
}

function plainAnswer({ description, mediaTypes }: PlainAnswer): object {
  if (!mediaTypes) return { description, type: 'null' }
  return {
    description,
    content: Object.fromEntries(
      mediaTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
    ),
  }
}
