// The HTTP surface: API routes, the live stream and the built client, with one error policy:
// bad input is a 4xx with a JSON reason, and nothing a client sends can cause a 500.

import { existsSync } from 'node:fs'
import fastifyCookie from '@fastify/cookie'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import fastifyWebsocket from '@fastify/websocket'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { routeTable } from '../domain/api/route-table.ts'
import { liveStreamPath } from '../domain/feed/protocol.ts'
import type { SessionService } from './auth/sessions.ts'
import { brandDirectory } from './brands/brand-directory.ts'
import { brandResolver } from './brands/brand-of-request.ts'
import { keptBrands } from './brands/kept-brands.ts'
import { answersInLanguage } from './catalogue/names-in-language.ts'
import { type Database, DatabaseUnavailable } from './db/database.ts'
import type { ApiContext } from './http/api-context.ts'
import { sendAppPage, serveClientFiles } from './http/client-files.ts'
import { compressAnswers } from './http/compression.ts'
import { sendError } from './http/errors.ts'
import { readJsonBodies } from './http/json-bodies.ts'
import { maintenanceRedirect, maintenanceState } from './http/maintenance.ts'
import { openApiDocument } from './http/openapi-document.ts'
import { probeRoutes } from './http/probes.ts'
import { refuseRepeatedCredentials } from './http/repeated-credentials.ts'
import { type LogLevel, type LogStream, loggerOptions, requestLog } from './http/request-log.ts'
import { validatorCompiler } from './http/route-schema.ts'
import { everyAnswerHeaders, notFramedHeaders, securityHeaders } from './http/security-headers.ts'
import { upgradesInTurn } from './http/upgrades-in-turn.ts'
import { liveProtocolSchema } from './live/live-protocol-schema.ts'
import type { StreamHub } from './live/stream-hub.ts'
import { streamSeats } from './live/stream-seats.ts'
import type { Metrics } from './metrics/metrics.ts'
import { accountRoutes } from './routes/accounts.ts'
import { adminRoutes } from './routes/admin.ts'
import { authGatewayRoutes } from './routes/auth-gateway.ts'
import { betslipRoutes } from './routes/betslips.ts'
import { cashierRoutes } from './routes/cashier.ts'
import { demoPartnerRoutes } from './routes/demo-partner.ts'
import { devRoutes } from './routes/dev.ts'
import { devHostRoutes } from './routes/dev-host.ts'
import { devMaintenanceRoutes } from './routes/dev-maintenance.ts'
import { devMoneyRoutes } from './routes/dev-money.ts'
import { devOutboxRoutes } from './routes/dev-outbox.ts'
import { eventsRoutes } from './routes/events.ts'
import { jackpotRoutes } from './routes/jackpot.ts'
import { liveRoutes } from './routes/live.ts'
import { myBetsRoutes } from './routes/my-bets.ts'
import { oddsBoostRoutes } from './routes/odds-boosts.ts'
import { operatorWalletRoutes } from './routes/operator-wallet.ts'
import { opsRoutes } from './routes/ops.ts'
import { pinsRoutes } from './routes/pins.ts'
import { playerLoginRoutes } from './routes/player-login.ts'
import { playerSessionRoutes } from './routes/player-session.ts'
import { playerRoutes } from './routes/players.ts'
import { searchRoutes } from './routes/search.ts'
import { settingsRoutes } from './routes/settings.ts'
import { siteRoutes } from './routes/site.ts'
import { fault } from './seeded-faults.ts'
import type { TrustedProxies } from './trust-proxy.ts'

export interface AppOptions {
  db: Database
  sessions: SessionService
  hub: StreamHub
  /** The brand of requests that name none. */
  defaultBrand: string
  /** Whether the development endpoints exist (DEV_ENDPOINTS=1: server/routes/dev.ts). */
  devEndpoints?: boolean
  /** The built client (dist/); absent in API-only tests. */
  clientDir?: string
  /** The clock of codes, sessions and limits; Date.now by default. */
  now?: () => number
  /** True once the process is shutting down: /readyz turns 503 (server/http/probes.ts). */
  draining: () => boolean
  /** The process's Prometheus figures, which the routes count into (server/metrics/metrics.ts). */
  metrics: Metrics
  /** The backend a client built with VITE_API_BASE calls, when not this server (api-origin.ts). */
  apiOrigin?: string
  /**
   * ADMIN_KEY: the operator key of /admin/ (server/routes/admin.ts) and /ops/
   * (server/routes/ops.ts); neither exists without it.
   */
  adminKey?: string
  /** How often /ops/ reads the figures; 2 s by default. */
  opsEveryMs?: number
  /** The live streams one address may hold open in this process (live/stream-seats.ts). */
  streamsPerAddress?: number
}

// Paths that are never the app's page: an unknown one is a JSON 404. /dev/, /ingest/, /admin/
// and /ops/ among them, so that with the development endpoints, the ingest feed or the admin key
// off their paths are not found rather than answered by the page.
const apiPrefixes = [
  '/xapi/',
  '/api/',
  '/auth/',
  '/accounts/',
  '/dev/',
  '/demo/',
  '/ingest/',
  '/admin/',
  '/ops/',
]
/**
 * An operator's paths: a probe or a scraper that asks one this server does not answer gets a
 * 404, never the app's page with a 200 that would pass for healthy.
 */
const operatorPaths = new Set(['/health', '/healthz', '/livez', '/readyz', '/metrics', '/status'])

export interface HttpOptions {
  /** LOG_LEVEL: silent by default (the tests' servers), info in main.ts. */
  logLevel?: LogLevel
  logStream?: LogStream
  /** The proxies whose X-Forwarded-* headers are believed (TRUST_PROXY: server/trust-proxy.ts). */
  trustedProxies?: TrustedProxies
  /** How long a client has to send the whole of its request: 30 s. */
  requestTimeoutMs?: number
}

/**
 * The HTTP server before its routes, made first so that its logger is there for everything
 * started beside it (server.ts).
 */
export function createHttp(options: HttpOptions): FastifyInstance {
  const requestTimeout = options.requestTimeoutMs ?? 30_000
  const app: FastifyInstance = Fastify({
    ...loggerOptions(options.logLevel ?? 'silent', options.trustedProxies, options.logStream),
    bodyLimit: 256 * 1024,
    // A request not whole within this (its headers and body) is answered 408 and its connection
    // closed: a client that sends a body slowly or never finishes it holds no socket for good.
    // Node checks it only if told at the server's making, every connectionsCheckingInterval.
    requestTimeout,
    http: { requestTimeout, connectionsCheckingInterval: Math.min(requestTimeout, 5_000) },
    // A plugin's start past Fastify's ten seconds fails the server: @fastify/static lists the
    // client's two thousand files, which a machine busy with other work took longer than that
    // to do. A slow start still starts; a plugin that hangs still fails, after a minute.
    pluginTimeout: 60_000,
    // Behind them, request.ip is the bettor's address (the login limits' key) and
    // request.protocol says https (Secure cookies, HSTS); with none, the headers are ignored.
    trustProxy: options.trustedProxies ?? false,
    // Malformed URLs and headers are refused before routing: with the same body as every error.
    // They are answered before any hook, so with the headers of every answer that is no page.
    frameworkErrors: (error, _request, reply) =>
      sendError(
        reply.headers({ ...everyAnswerHeaders, ...notFramedHeaders }),
        error.statusCode ?? 400,
        'invalid-request',
        error.message,
      ),
    // What Node refuses before Fastify sees a request (headers past 16 KB, a broken request
    // line) gets the same JSON body too, not Node's bare status line, and a line in the log at
    // info (the client's fault), so that a flood of them is seen.
    clientErrorHandler: (error, socket) => {
      const code = (error as { code?: string }).code
      const [status, reason, message] =
        code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', 'the request headers are too large']
          : code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'Request Timeout', 'the request did not come whole in time']
            : [400, 'Bad Request', 'the request is malformed']
      const body = JSON.stringify({ code: 'invalid-request', message })
      const headers = Object.entries({ ...everyAnswerHeaders, ...notFramedHeaders })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')
      // A socket no longer writable is a client gone (a reset): nothing was refused.
      if (!socket.writable) return socket.destroy(error)
      app.log.info(
        { remoteAddress: socket.remoteAddress, status, code },
        'malformed request refused',
      )
      socket.end(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${headers}Connection: close\r\n\r\n${body}`,
      )
    },
  })
  return app
}

/** Retry-After of a 503 unavailable: about when readiness sees the database back. */
const retryUnavailableSeconds = 5

/** The routes, hooks and pages on the server createHttp made. */
export async function buildApp(app: FastifyInstance, options: AppOptions): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode
    if (status !== undefined && status >= 400 && status < 500 && !fault('hostile-500'))
      return sendError(reply, status, 'invalid-request', (error as Error).message)
    // Not a fault of this server's: the balancer has taken it out already (readiness), and the
    // client asks again, a write with its uuid.
    if (error instanceof DatabaseUnavailable) {
      request.log.warn({ err: error.cause }, 'the database is unavailable')
      reply.header('retry-after', String(retryUnavailableSeconds))
      return sendError(reply, 503, 'unavailable', 'the service is briefly unavailable: try again')
    }
    request.log.error({ err: error }, 'the request failed')
    return sendError(reply, 500, 'internal', 'we are experiencing difficulties at present')
  })

  // Requests are read through the domain's schemas; answers are sent as the routes built them
  // (the response schemas document them, they never reshape them).
  app.setValidatorCompiler(validatorCompiler)
  readJsonBodies(app)
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
  // Before the routes: the compression hook is added to each route as it is registered.
  await compressAnswers(app)
  // The document is the route table's (openapi-document.ts), not the registered routes': Swagger UI
  // renders it as it is.
  const document = openApiDocument(routeTable)
  await app.register(fastifySwagger, { mode: 'static', specification: { document } })
  // The reference page is Swagger UI's, which adds <style> elements and draws icons as data:
  // images: a policy of its own, which the plugin sets on its answers, allows those. The page
  // holds no session and no bettor's data.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: [
      "default-src 'self'",
      "img-src 'self' data:",
      "style-src 'self' 'unsafe-inline'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; '),
  })
  app.get('/docs/openapi.json', { schema: { hide: true } }, () => document)
  app.get('/docs/live-protocol.schema.json', { schema: { hide: true } }, () => liveProtocolSchema)

  await app.register(fastifyWebsocket, {
    options: { maxPayload: 64 * 1024 },
    // A client's broken frame (bad UTF-8, over 64 KB: ws closes with 1007 or 1009) is the
    // client's fault, not the server's: a line at info with ws's reason, not an error's stack.
    errorHandler: (error, socket, request) => {
      request.log.info(
        { reason: error.message, code: (error as { code?: string }).code },
        'live client broke the protocol',
      )
      socket.terminate()
    },
  })
  upgradesInTurn(app.server)
  // A WebSocket asked for anywhere but the live stream is refused before the switch, in HTTP
  // with a reason: the plugin would switch protocols and hang up at once, with no close code.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.ws) return
    // Node hands over any Upgrade (h2c, say) as it hands over a WebSocket's.
    const upgrade = request.headers.upgrade ?? ''
    if (upgrade.toLowerCase() !== 'websocket')
      return sendError(
        reply,
        400,
        'invalid-request',
        `Upgrade: ${upgrade} is not offered: send the request without it (only ${liveStreamPath} upgrades, to websocket)`,
      )
    if (request.routeOptions.url === liveStreamPath) return
    const path = request.url.split('?')[0]
    // A handshake is a GET (RFC 6455): any other method at the stream's address is told so.
    if (path === liveStreamPath)
      return sendError(
        reply.header('allow', 'GET'),
        405,
        'invalid-request',
        `a WebSocket handshake is a GET: ${request.method} ${liveStreamPath} is none`,
      )
    return sendError(
      reply,
      404,
      'not-found',
      `no WebSocket at ${path}: the live stream is ${liveStreamPath}`,
    )
  })
  refuseRepeatedCredentials(app)
  await app.register(fastifyCookie)
  // The brands as they are now, kept current as any process adds one (brand-directory.ts).
  const brands = await brandDirectory(options.db, app.log)
  app.addHook('onClose', () => brands.close())
  // What every page reads of its brand, and GET /api/cached_settings, kept (kept-brands.ts).
  const kept = await keptBrands(options.db, app.log)
  app.addHook('onClose', () => kept.close())
  const api: ApiContext = {
    db: options.db,
    sessions: options.sessions,
    brands: brandResolver(brands.ids, options.defaultBrand),
    devEndpoints: options.devEndpoints ?? false,
    now: options.now ?? Date.now,
    log: app.log,
    metrics: options.metrics,
  }
  securityHeaders(app, {
    brands: api.brands,
    kept,
    ...(options.apiOrigin ? { apiOrigin: options.apiOrigin } : {}),
  })
  requestLog(app, api.brands, options.metrics)
  probeRoutes(app, { db: options.db, hub: options.hub, draining: options.draining })
  const maintenance = maintenanceState(options.db, app.log)
  maintenanceRedirect(app, { state: maintenance, brands: api.brands })
  playerLoginRoutes(app, api)
  authGatewayRoutes(app, api)
  operatorWalletRoutes(app, api)
  playerSessionRoutes(app, api)
  playerRoutes(app, api)
  betslipRoutes(app, api)
  oddsBoostRoutes(app, api)
  jackpotRoutes(app, api)
  pinsRoutes(app, api)
  // The answers that name the catalogue are written in the language asked for.
  app.register(async (scope) => {
    answersInLanguage(scope)
    liveRoutes(scope, api, options.hub, streamSeats(options.streamsPerAddress ?? 500))
    myBetsRoutes(scope, api)
  })
  cashierRoutes(app, api)
  accountRoutes(app, api)
  settingsRoutes(app, api, kept)
  siteRoutes(app, api)
  eventsRoutes(app, api)
  searchRoutes(app, api)
  demoPartnerRoutes(app, api)
  adminRoutes(app, { db: options.db, key: options.adminKey, brands, kept })
  opsRoutes(app, {
    key: options.adminKey,
    db: options.db,
    metrics: options.metrics,
    log: app.log,
    everyMs: options.opsEveryMs,
  })
  if (options.devEndpoints) {
    devRoutes(app, options.hub)
    devHostRoutes(app)
    devMaintenanceRoutes(app, { db: options.db, state: maintenance })
  }
  if (api.devEndpoints) {
    devOutboxRoutes(app, api)
    devMoneyRoutes(app, api)
  }

  /** A page's brand's images; none when its brand is unknown or its settings cannot be read. */
  const brandImagesOf = async (request: FastifyRequest) => {
    const brandId = api.brands.brandOfPage(request)
    if (brandId === undefined) return undefined
    try {
      return (await kept.settings(brandId, 'mobile'))?.settings
    } catch (error) {
      request.log.warn({ err: error, brandId }, 'the page is sent without its brand images')
      return undefined
    }
  }
  const clientDir = options.clientDir
  const serveClient = clientDir !== undefined && existsSync(clientDir)
  if (serveClient) await serveClientFiles(app, clientDir)
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    const isApi =
      apiPrefixes.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix) ||
      operatorPaths.has(path.replace(/\/$/, ''))
    // A build's file that is not there (a tab from before a release asking for an old chunk) is a
    // 404, not the app's page: a page in its place fails as a script and says nothing.
    const isBuildFile = request.url.startsWith('/assets/')
    // HEAD as GET, so a monitor that asks for the headers only sees the page that is there.
    const isRead = request.method === 'GET' || request.method === 'HEAD'
    if (serveClient && isRead && !isApi && !isBuildFile)
      return sendAppPage(request, reply, clientDir, await brandImagesOf(request))
    return sendError(reply, 404, 'not-found', `no route for ${request.method} ${path}`)
  })
}
