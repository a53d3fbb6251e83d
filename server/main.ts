// npm start's server process: reads the environment, starts, prints where to go, and stops
// cleanly on Ctrl-C so the embedded database is closed and keeps its data.

import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { LiveFaults } from '../domain/api/live-faults.ts'
import { apiOriginFromEnv } from './api-origin.ts'
import { wholeNumberFromEnv } from './env-numbers.ts'
import { type FeedOptions, feedOptionsFromEnv } from './feed/feed-options.ts'
import type { FeedSource } from './feed/feed-source.ts'
import { recordingFeed, replayFeed } from './feed/simulator/recording.ts'
import { simulatorFeed } from './feed/simulator/simulator-feed.ts'
import { operatorKeyFromEnv } from './http/operator-key.ts'
import { type LogLevel, logLevelFromEnv } from './http/request-log.ts'
import { faultsFromText } from './live/faults.ts'
import { type MetricsExposure, metricsExposureFromEnv } from './metrics/metrics-endpoint.ts'
import { demoListing } from './players/demo-listing.ts'
import { startServer } from './server.ts'
import { type TrustedProxies, trustedProxiesFromEnv } from './trust-proxy.ts'

/**
 * The simulator, or a recording replayed instead; either one recorded when FEED_RECORD asks. An
 * ingest feed is the server's own to make (ServerOptions.ingest).
 */
function feedFrom(options: FeedOptions): FeedSource | undefined {
  const { source, ingestKey: _key, record, replay, replaySpeed, ...simulation } = options
  if (source === 'ingest') return undefined
  const feed = replay
    ? replayFeed(replay, replaySpeed === undefined ? {} : { speed: replaySpeed })
    : simulatorFeed(simulation)
  return record ? recordingFeed(feed, record) : feed
}

let feedOptions: FeedOptions
let feed: FeedSource | undefined
let liveFaults: LiveFaults
let placementConnections: number | undefined
let trustedProxies: TrustedProxies | undefined
let apiOrigin: string | undefined
let logLevel: LogLevel
let drainDelayMs: number
let metrics: MetricsExposure
let adminKey: string | undefined
let streamsPerAddress: number | undefined
try {
  adminKey = operatorKeyFromEnv(process.env, 'ADMIN_KEY')
  metrics = metricsExposureFromEnv(process.env)
  logLevel = logLevelFromEnv(process.env)
  trustedProxies = trustedProxiesFromEnv(process.env)
  apiOrigin = apiOriginFromEnv(process.env)
  // A balancer checking every second or two, three failures to take a process out: 3 s.
  drainDelayMs = wholeNumberFromEnv(process.env, 'DRAIN_DELAY_MS', 0, 60_000) ?? 3000
  placementConnections = wholeNumberFromEnv(process.env, 'DATABASE_PLACEMENT_CONNECTIONS', 1, 1_000)
  streamsPerAddress = wholeNumberFromEnv(process.env, 'STREAMS_PER_ADDRESS', 1, 1_000_000)
  feedOptions = feedOptionsFromEnv(process.env)
  feed = feedFrom(feedOptions)
  liveFaults = faultsFromText(process.env.LIVE_FAULTS)
} catch (error) {
  // Before the logger exists: the one line an operator needs, on stderr.
  process.stderr.write(`${(error as Error).message}\n`)
  process.exit(2)
}

const port = Number(process.env.PORT ?? 8080)
const devEndpoints = process.env.DEV_ENDPOINTS === '1'
const dataDir = resolve(process.env.DATA_DIR ?? 'data')
const databaseUrl = process.env.DATABASE_URL || undefined
if (!databaseUrl) mkdirSync(dataDir, { recursive: true })

const server = await startServer({
  port,
  host: process.env.HOST ?? '0.0.0.0',
  dataDir: databaseUrl ? undefined : dataDir,
  databaseUrl,
  placementConnections,
  // CLIENT_DIR: a copy of the build that a concurrent `vite build` cannot empty (the benchmark's).
  clientDir: resolve(process.env.CLIENT_DIR ?? 'dist'),
  feed,
  ...(feedOptions.ingestKey ? { ingest: { key: feedOptions.ingestKey } } : {}),
  // The demo runs on the simulated feed's matches: the demo trader boosts their favourites. An
  // operator who brings their own feed sets their boosts in their own back office.
  boostDesk: feedOptions.source !== 'ingest',
  liveFaults,
  devEndpoints,
  trustedProxies,
  apiOrigin,
  logLevel,
  drainDelayMs,
  metrics,
  adminKey,
  streamsPerAddress,
})
const log = server.app.log

const database = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${dataDir}`
log.info(
  {
    url: server.url,
    database,
    feed: describeFeed(feedOptions),
    feedLeader: server.feedLeader,
    metrics: server.metricsUrl ?? (metrics.token ? `${server.url}/metrics` : 'off'),
    // The operator's page, and the API under /admin/ beside it (docs/operations.md).
    operator: adminKey ? `${server.url}/ops/` : 'off',
  },
  'serving',
)
// A person at a terminal gets the greeting; a service's output stays one JSON line each.
if (process.stdout.isTTY)
  process.stdout.write(`
  Sportsbook running at ${server.url.replace('127.0.0.1', 'localhost')}/live/sport/
  Database: ${database}${server.feedLeader ? '' : ' (another process runs the feed)'}
  Feed: ${describeFeed(feedOptions)}
  Brands and demo players:
${demoListing(new URL(server.url.replace('127.0.0.1', 'localhost')))}${devEndpoints ? '\n  Development endpoints are on (DEV_ENDPOINTS=1): POST /dev/live-faults, GET /dev/outbox?username=' : ''}${process.env.LIVE_FAULTS ? `\n  Live stream faults: ${process.env.LIVE_FAULTS}` : ''}
  Ctrl-C stops it; the data is kept for the next start.
`)

let stopping = false
// The drain, the feed's and settlement's 5 s, the requests' 5 s, the database's 10 s, and a margin.
const stopDeadlineMs = drainDelayMs + 30_000
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    log.info({ signal }, 'stopping')
    // Each step has its own limit; past them all, the process ends rather than hang (a database
    // that stalls at the wrong moment), so an orchestrator is never left to kill it.
    setTimeout(() => {
      log.error('stopping took too long: exiting')
      process.exit(1)
    }, stopDeadlineMs).unref()
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        log.error({ err: error }, 'stopping failed')
        process.exit(1)
      })
  })
}

function describeFeed(options: FeedOptions): string {
  if (options.source === 'ingest') return "the operator's own, posted to POST /ingest/changes"
  const recording = options.record ? `, recorded to ${options.record}` : ''
  if (options.replay) return `replaying ${options.replay}${recording}`
  const live = options.liveEvents === undefined ? '' : ` across ${options.liveEvents} live events`
  const seed = options.seed === undefined ? '' : `, seed ${options.seed}`
  const speed = options.speed === undefined ? '' : `, game time x${options.speed}`
  return `simulated, ${options.changesPerSecond} price changes a second${live}${speed}${seed}${recording}`
}
