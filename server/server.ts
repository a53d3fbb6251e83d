// Starts the whole backend: database, migrations, first-start seed, live stream, feed and HTTP.
// Used by main.ts and, in-process, by the integration tests.

import type { FastifyInstance } from 'fastify'
import type { LiveFaults } from '../domain/api/live-faults.ts'
import type { LiveChange } from '../domain/feed/change.ts'
import { producerTimeoutMs } from '../domain/feed/protocol.ts'
import { buildApp, createHttp } from './app.ts'
import { createSessionService } from './auth/sessions.ts'
import { createTokenService } from './auth/tokens.ts'
import { startBoostDesk } from './bets/boost-desk.ts'
import { startSettlement } from './bets/settlement-runner.ts'
import { announceBrandChange } from './brands/brand-directory.ts'
import { demoBrands } from './brands/demo-brands.ts'
import { type Database, lockKeys } from './db/database.ts'
import { measuredDatabase } from './db/measured.ts'
import { openDatabase } from './db/open.ts'
import { readLiveEvents } from './events/read-events.ts'
import type { FeedSource } from './feed/feed-source.ts'
import { ingestFeed } from './feed/ingest/ingest-feed.ts'
import { type ProducerWatch, watchProducer } from './feed/producer-watch.ts'
import {
  followLog,
  publishChanges,
  publishOutsideFeed,
  readFeedCatalogue,
} from './feed/publish-changes.ts'
import { simulatorFeed } from './feed/simulator/simulator-feed.ts'
import type { LogLevel, LogStream } from './http/request-log.ts'
import { lagBehind, pruneLog } from './live/change-log.ts'
import { createStreamHub } from './live/stream-hub.ts'
import { createMetrics } from './metrics/metrics.ts'
import {
  type MetricsExposure,
  metricsRoute,
  startMetricsServer,
} from './metrics/metrics-endpoint.ts'
import { prepareDatabase } from './prepare-database.ts'
import { eventPlayRoutes, marketStatusRoutes, outcomePriceRoutes } from './routes/dev-trader.ts'
import { ingestRoutes } from './routes/ingest.ts'
import { marketResultRoutes } from './routes/my-bets.ts'
import type { TrustedProxies } from './trust-proxy.ts'
import { stopWaitingOn } from './within-ms.ts'

export interface ServerOptions {
  port?: number
  host?: string
  /** PGlite data folder; in memory when neither this nor databaseUrl is given. */
  dataDir?: string
  databaseUrl?: string
  /** DATABASE_PLACEMENT_CONNECTIONS: PostgreSQL's connections for placement (server/db/postgres.ts). */
  placementConnections?: number
  clientDir?: string
  /** The feed to run; the feed simulator by default, none with null. */
  feed?: FeedSource | null
  /**
   * FEED_SOURCE=ingest: the feed is the operator's own adapter, posting to POST /ingest/changes
   * with this key (INGEST_KEY); `feed` is not run. Without it the endpoint does not exist.
   */
  ingest?: { key: string }
  heartbeatMs?: number
  /** A feed silent this long is down (docs/live-protocol.md, producer); 20 s by default. */
  producerTimeoutMs?: number
  /** Faults injected into the live stream from the start (LIVE_FAULTS: server/live/faults.ts). */
  liveFaults?: LiveFaults
  /** The development endpoints (DEV_ENDPOINTS=1): live faults today. */
  devEndpoints?: boolean
  /** How often a process that does not lead the feed tries to take it over. */
  takeoverPollMs?: number
  /** LOG_LEVEL: silent unless given (the tests' servers); main.ts says info. */
  logLevel?: LogLevel
  /** Where the log's lines go: standard output unless a test reads them. */
  logStream?: LogStream
  /** The clock of codes, sessions and limits; Date.now by default (tests move it). */
  now?: () => number
  /**
   * The demo trader's boost desk (server/bets/boost-desk.ts), run by the feed leader: off by
   * default, on in `npm start`. A real operator sets its boosts in its own back office.
   */
  boostDesk?: boolean
  /** How often settlement sweeps for resulted bets left open; 30 s by default. */
  settlementSweepMs?: number
  /** TRUST_PROXY (server/trust-proxy.ts): none by default. */
  trustedProxies?: TrustedProxies
  /** How long a client has to send the whole of its request (408 past it): 30 s by default. */
  requestTimeoutMs?: number
  /** VITE_API_BASE's origin (server/api-origin.ts): the pages let the client call it. */
  apiOrigin?: string
  /** DRAIN_DELAY_MS: how long close() answers 503 on /readyz before it stops serving; 0 by default. */
  drainDelayMs?: number
  /** Where GET /metrics is served, if anywhere (server/metrics/metrics-endpoint.ts). */
  metrics?: MetricsExposure
  /** ADMIN_KEY: the operator key of /admin/ and /ops/ (server/routes/admin.ts, ops.ts). */
  adminKey?: string
  /** How often /ops/ reads the figures; 2 s by default (tests read faster). */
  opsEveryMs?: number
  /** STREAMS_PER_ADDRESS: the live streams one address may hold open in a process; 500 by default. */
  streamsPerAddress?: number
}

export interface RunningServer {
  app: FastifyInstance
  db: Database
  url: string
  /** Whether this process runs the feed (one process per database does), now. */
  readonly feedLeader: boolean
  /** The metrics' own listener (METRICS_PORT), when there is one. */
  metricsUrl?: string
  /**
   * Stops: /readyz turns 503 at once; after drainDelayMs (for the balancer to notice) the feed
   * and settlement stop, the live clients are closed with the reconnect code, the server stops
   * taking connections and lets the requests under way finish, and the database is closed.
   */
  close(): Promise<void>
}

/** How long a shutdown lets requests under way finish before it cuts their connections. */
const closeGraceMs = 5000

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const app = createHttp(options)
  const log = app.log
  let draining = false
  const metrics = createMetrics()
  const db = measuredDatabase(await openDatabase(options), metrics.databaseQueries)
  await prepareDatabase(db)
  const sessions = createSessionService(db, await createTokenService(db))
  const hub = await createStreamHub(db, log, metrics, {
    heartbeatMs: options.heartbeatMs,
    ...(options.liveFaults ? { faults: options.liveFaults } : {}),
  })
  await buildApp(app, {
    db,
    sessions,
    hub,
    defaultBrand: 'demo',
    clientDir: options.clientDir,
    devEndpoints: options.devEndpoints ?? false,
    now: options.now,
    apiOrigin: options.apiOrigin,
    adminKey: options.adminKey,
    opsEveryMs: options.opsEveryMs,
    streamsPerAddress: options.streamsPerAddress,
    draining: () => draining,
    metrics,
  })
  const exposure = options.metrics ?? {}
  if (exposure.port === undefined && exposure.token !== undefined)
    metricsRoute(app, metrics.registry, exposure.token)
  // Settlement runs in every process (it is safe to run twice); the feed leader also calls it
  // after each batch that results markets.
  const settlement = startSettlement(db, log, metrics, { sweepMs: options.settlementSweepMs })
  let leaderPublish: ((changes: LiveChange[]) => Promise<number>) | undefined
  if (options.devEndpoints) {
    const publish = (changes: LiveChange[]) =>
      (leaderPublish ?? ((c) => publishOutsideFeed(db, c)))(changes)
    marketResultRoutes(app, { db, publish, settleMarkets: settlement.settleMarkets })
    outcomePriceRoutes(app, { db, publish })
    marketStatusRoutes(app, { db, publish })
    eventPlayRoutes(app, { db, publish })
  }
  if (options.ingest)
    ingestRoutes(app, {
      db,
      key: options.ingest.key,
      metrics,
      afterApplied: settlement.afterPublish,
    })
  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  // The demo host page (GET /dev/host) frames the app from this server's other loopback name:
  // its origins join the demo brands' parent origins, so their frame rule lets it in.
  if (options.devEndpoints && port) await allowDevHost(db, port)
  const feed = options.ingest
    ? ingestFeed(db)
    : options.feed === undefined
      ? simulatorFeed()
      : options.feed
  let feedLeader = false
  let pruneTimer: ReturnType<typeof setInterval> | undefined
  let takeoverTimer: ReturnType<typeof setInterval> | undefined
  let producer: ProducerWatch | undefined
  let boostDesk: { stop(): void } | undefined

  /** This process holds the lease: it runs the feed from the catalogue as stored. */
  async function lead(source: FeedSource): Promise<void> {
    const catalogue = await readFeedCatalogue(db)
    // One batch at a time, the feed's and the producer watch's alike: each is numbered one past
    // the last in its own transaction. The catalogue follows the log in the same turns.
    let publishing: Promise<unknown> = Promise.resolve()
    const inTurn = <T>(step: () => Promise<T>) => {
      const next = publishing.then(step)
      publishing = next.catch(() => undefined)
      return next
    }
    const publish = (changes: LiveChange[]) => {
      const next = inTurn(() => publishChanges(db, catalogue, changes))
      next.then(() => settlement.afterPublish(changes)).catch(() => undefined)
      return next
    }
    leaderPublish = publish
    const watch = watchProducer({
      db,
      catalogue: catalogue.store,
      publish,
      timeoutMs: options.producerTimeoutMs ?? producerTimeoutMs,
      log,
    })
    producer = watch
    source.start({
      catalogue: catalogue.store,
      liveEvents: () => readLiveEvents(db),
      log,
      async publish(changes) {
        const seq = await publish(changes)
        await watch.heard()
        return seq
      },
      async heard() {
        await inTurn(() => followLog(db, catalogue))
        await watch.heard()
      },
    })
    feedLeader = true
    if (options.boostDesk) boostDesk = startBoostDesk(db, log)
    pruneTimer = setInterval(
      () =>
        pruneLog(db).catch((error) => log.error({ err: error }, 'pruning the change log failed')),
      60_000,
    )
  }

  /**
   * The lease went with the database connection (a database restart): another process may hold
   * it now, so this one stops its feed and tries to take the lease again like the others.
   */
  async function stepDown(source: FeedSource): Promise<void> {
    if (!feedLeader) return
    log.warn('the feed lease was lost with the database connection: feed stopped')
    feedLeader = false
    leaderPublish = undefined
    clearInterval(pruneTimer)
    producer?.stop()
    boostDesk?.stop()
    await source.stop()
    if (!draining) watchForTakeover(source)
  }

  /** Tries to take the lease every takeoverPollMs: the leader that dies releases it. */
  function watchForTakeover(source: FeedSource): void {
    takeoverTimer = setInterval(() => {
      db.tryHoldLock(lockKeys.feedLeader, () => void stepDown(source))
        .then(async (held) => {
          if (!held || feedLeader) return
          clearInterval(takeoverTimer)
          await lead(source)
        })
        .catch((error) => log.error({ err: error }, 'feed takeover failed'))
    }, options.takeoverPollMs ?? 2000)
  }

  if (feed) {
    if (await db.tryHoldLock(lockKeys.feedLeader, () => void stepDown(feed))) await lead(feed)
    else watchForTakeover(feed)
  }
  metrics.scrape({
    feedLeader: () => feedLeader,
    producerUp: () => hub.producerUp,
    liveClients: () => hub.clients,
    streamLag: () => lagBehind(db, hub.latest).catch(() => undefined),
    databasePool: () => db.poolUse?.(),
  })
  const metricsServer =
    exposure.port === undefined
      ? undefined
      : await startMetricsServer(metrics.registry, {
          ...exposure,
          port: exposure.port,
          host: exposure.host ?? options.host,
        })
  const metricsAddress = metricsServer?.address()
  return {
    app,
    db,
    ...(metricsAddress && typeof metricsAddress === 'object'
      ? {
          metricsUrl: `http://${hostForUrl(metricsAddress.address)}:${metricsAddress.port}/metrics`,
        }
      : {}),
    url: `http://${options.host === '0.0.0.0' ? '127.0.0.1' : (options.host ?? '127.0.0.1')}:${port}`,
    get feedLeader() {
      return feedLeader
    },
    async close() {
      draining = true
      if (options.drainDelayMs)
        await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs))
      clearInterval(pruneTimer)
      clearInterval(takeoverTimer)
      producer?.stop()
      boostDesk?.stop()
      const limited = (work: Promise<unknown>, ms: number, what: string) =>
        stopWaitingOn(db, work, ms, (error) =>
          log.warn({ err: error }, `${what} did not stop in time`),
        )
      await limited(
        (async () => {
          if (feed && feedLeader) await feed.stop()
          await settlement.stop()
        })(),
        closeGraceMs,
        'the feed or settlement',
      )
      await hub.close()
      // A connection whose client stopped reading never finishes on its own: after a grace
      // period every connection left is cut, so that shutting down cannot hang on one.
      const cut = setTimeout(() => app.server.closeAllConnections(), closeGraceMs)
      try {
        // Its hooks end sweeps and listening that wait on the database.
        await limited(app.close(), 2 * closeGraceMs, 'the server')
      } finally {
        clearTimeout(cut)
      }
      metricsServer?.close()
      // Waited for whole: the embedded database's last writes are this process's own work.
      // PostgreSQL's connections that do not end in time are left to it (postgres.ts).
      await db.close()
    },
  }
}

const hostForUrl = (address: string) =>
  address === '0.0.0.0' || address === '::'
    ? '127.0.0.1'
    : address.includes(':')
      ? `[${address}]`
      : address

async function allowDevHost(db: Database, port: number): Promise<void> {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
  await db.transaction(async (tx) => {
    const changed = await tx.query<{ id: string }>(
      `update brands set parent_origins = array(
         select distinct origin from unnest(parent_origins || $2::text[]) as origin order by origin),
         settings_published_at = now()
       where id = any($1) and not (parent_origins @> $2::text[])
       returning id`,
      [demoBrands.map((brand) => brand.id), origins],
    )
    // The pages of every process sharing the database, already serving, follow at once.
    for (const { id } of changed) await announceBrandChange(tx, id)
  })
}
