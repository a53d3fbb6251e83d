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
  type Operation,
  type ParamsOf,
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
    'bodyLimit' | 'config' | 'onRequest' | 'preValidation' | 'preHandler'
  >
}

/** The schema Fastify reads the request with and documents the route by. */
export function operationSchema(entry: Operation) {
  const response: Record<number, AnySchema> = { ...entry.answers }
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
 * The route of one entry. A player's call is refused 401 (or 403 for another player's path)
 * before its input is read (authenticatedRoute); every other caller is checked by its handler.
 * api: undefined only where no session is read (a test hook registered beside the feed's publish).
 */
export function serve<O extends Operation>(
  app: FastifyInstance,
  api: SessionContext | undefined,
  entry: O,
  handler: OperationHandler<O>,
  options: ServeOptions = {},
): void {
  const { operationId, ...description } = operationSchema(entry)
  if (entry.caller === 'player' && !api)
    throw new Error(`${operationId}: a player's call needs the sessions to check`)
  const guarded =
    entry.caller === 'player' && api
      ? authenticatedRoute(api, description, {
          checksSessionOpen: options.checksSessionOpen ?? false,
        })
      : // The wallet's own session is checked by its route's hook, but documented as a bearer too.
        { schema: routeSchema({ ...description, authenticated: entry.caller === 'wallet' }) }
  app.route({
    method: entry.method,
    url: routerPath(entry),
    ...options.route,
    ...guarded,
    schema: { ...guarded.schema, operationId },
    handler: handler as RouteOptions['handler'],
  })
}
