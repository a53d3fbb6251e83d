// The server's log: pino's JSON through Fastify, one line a request with the id its answer
// carries (X-Request-Id), its route, status and time, and the player and brand where known.
// Nothing a bettor types as a secret is written: no query strings, no headers, no bodies, and the
// fields that hold one are censored wherever a line would carry them (docs/operations.md).

import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify'
import { getLiveness, getReadiness } from '../../domain/api/ops.ts'
import type { BrandResolver } from '../brands/brand-of-request.ts'
import type { Environment } from '../env-numbers.ts'
import type { Metrics } from '../metrics/metrics.ts'
import { type TrustedProxies, trustedPeer } from '../trust-proxy.ts'
import { clientAddress } from './client-address.ts'

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'

const logLevels: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
]

/** LOG_LEVEL: info unless set. */
export function logLevelFromEnv(env: Environment): LogLevel {
  const text = env.LOG_LEVEL?.trim() || 'info'
  const level = logLevels.find((known) => known === text)
  if (level === undefined)
    throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}, not "${text}"`)
  return level
}

/** The secrets a line could carry, by field name, at any depth a line nests them. */
const secretFields = [
  'password',
  'newPassword',
  'oldPassword',
  'token',
  'accessToken',
  'refreshToken',
  'gameToken',
  'cardNumber',
  'cvc',
  'authorization',
  'cookie',
  'set-cookie',
]
export const redactedPaths = secretFields.flatMap((field) => [
  `["${field}"]`,
  `*["${field}"]`,
  `*.*["${field}"]`,
])

/** A request id a proxy may hand on: short, and nothing a log reader could be fooled by. */
const requestIdShape = /^[\w.:@-]{1,128}$/

/** Where the lines go: standard output unless a test reads them. */
export interface LogStream {
  write(line: string): void
}

export function loggerOptions(
  level: LogLevel,
  trustedProxies: TrustedProxies | undefined,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'logController'> {
  const trusted = trustedPeer(trustedProxies)
  return {
    logger: {
      level,
      redact: { paths: redactedPaths, censor: '[redacted]' },
      ...(stream ? { stream } : {}),
    },
    // The proxy's id joins its log to ours; from anyone else it is a made-up one.
    genReqId(request: IncomingMessage) {
      const given = request.headers['x-request-id']
      return typeof given === 'string' &&
        requestIdShape.test(given) &&
        trusted(request.socket.remoteAddress ?? '')
        ? given
        : randomUUID()
    },
    // Fastify's two lines a request (received, completed) become the one below.
    logController: new LogController({ disableRequestLogging: true }),
  }
}

/** Asked every few seconds by each balancer and scraper: their answers logged at debug. */
const routineRoutes = new Set([getLiveness.path, getReadiness.path, '/metrics'])

const playerOf = new WeakMap<FastifyRequest, string>()

/** The player a request is for, once its session is known: its line names them. */
export function logPlayer(request: FastifyRequest, playerId: string): void {
  playerOf.set(request, playerId)
}

export function requestLog(app: FastifyInstance, brands: BrandResolver, metrics: Metrics): void {
  // Kept as the request came: once a client gives up, its socket no longer says its address.
  const arrived = new WeakMap<FastifyRequest, { at: number; ip: string }>()
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
    arrived.set(request, { at: performance.now(), ip: clientAddress(request) })
  })
  const logRequest = (request: FastifyRequest, status: number, elapsedMs: number) => {
    const route = request.routeOptions.url ?? 'unmatched'
    metrics.httpDuration.observe({ method: request.method, route, status }, elapsedMs / 1000)
    if (status === 429) metrics.rateLimitRefusals.inc({ route })
    const routine = status === 200 && routineRoutes.has(route)
    request.log[routine ? 'debug' : 'info'](
      {
        method: request.method,
        // The route's pattern when it has one, else the path: never the query, which can hold a
        // launch token.
        route: request.routeOptions.url,
        path: request.url.split('?')[0],
        status,
        ms: Math.round(elapsedMs * 10) / 10,
        ip: arrived.get(request)?.ip ?? clientAddress(request),
        brand: brands.brandOf(request),
        player: playerOf.get(request),
      },
      'request',
    )
  }
  app.addHook('onResponse', async (request, reply) =>
    logRequest(request, reply.statusCode, reply.elapsedTime),
  )
  // A client that gave up before its answer (a phone gone, a proxy's 504) is a line and a count
  // too, as 499 (nginx's word for it): behind a proxy its 504s have their counterpart here.
  app.addHook('onRequestAbort', async (request) =>
    logRequest(request, clientClosedRequest, performance.now() - (arrived.get(request)?.at ?? 0)),
  )
}

/** The status a request the client gave up on is logged and counted with. */
const clientClosedRequest = 499
