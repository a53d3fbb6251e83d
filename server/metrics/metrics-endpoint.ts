// Where Prometheus reads the metrics, never public by accident (docs/operations.md): on a port of
// their own (METRICS_PORT, which the operator keeps off the public network), or on the app's port
// behind a bearer token (METRICS_TOKEN); with neither, they are not served at all. Not in the route
// table: Prometheus's exposition format is Prometheus's to describe, a backend's figures are its
// own, and on its own port the route is not the app's.

import { createServer, type Server } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { Registry } from 'prom-client'
import { sameSecret } from '../auth/same-secret.ts'
import { type Environment, wholeNumberFromEnv } from '../env-numbers.ts'
import { bearerToken } from '../http/authenticate.ts'
import { sendError } from '../http/errors.ts'
import { operatorKeyFromEnv } from '../http/operator-key.ts'

export interface MetricsExposure {
  /** METRICS_PORT: a listener of its own that answers GET /metrics and nothing else. */
  port?: number
  /** METRICS_HOST: that listener's address; the server's HOST unless set. */
  host?: string
  /** METRICS_TOKEN: the bearer token a scraper sends, wherever the metrics are served. */
  token?: string
}

export function metricsExposureFromEnv(env: Environment): MetricsExposure {
  const port = wholeNumberFromEnv(env, 'METRICS_PORT', 1, 65_535)
  const token = operatorKeyFromEnv(env, 'METRICS_TOKEN')
  return {
    ...(port === undefined ? {} : { port }),
    ...(env.METRICS_HOST ? { host: env.METRICS_HOST } : {}),
    ...(token === undefined ? {} : { token }),
  }
}

/** GET /metrics on the app's port, when a token guards it and no port of their own is set. */
export function metricsRoute(app: FastifyInstance, registry: Registry, token: string): void {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!sameSecret(bearerToken(request), token))
      return sendError(reply, 401, 'unauthorized', 'the metrics need their bearer token')
    return reply.type(registry.contentType).send(await registry.metrics())
  })
}

/** The metrics' own listener (METRICS_PORT). */
export async function startMetricsServer(
  registry: Registry,
  exposure: MetricsExposure & { port: number },
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    const [status, type, body] =
      request.method !== 'GET' || path !== '/metrics'
        ? [404, 'text/plain', 'GET /metrics only\n']
        : exposure.token !== undefined && !sameSecret(bearerToken(request), exposure.token)
          ? [401, 'text/plain', 'the metrics need their bearer token\n']
          : [200, registry.contentType, undefined]
    if (body !== undefined) {
      response.writeHead(status, { 'content-type': type }).end(body)
      return
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': type }).end(text),
      (error: Error) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(exposure.port, exposure.host ?? '127.0.0.1', resolve)
  })
  return server
}
