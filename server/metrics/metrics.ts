// What an operator's Prometheus scrapes from each process (GET /metrics, docs/operations.md): one
// registry per server, so that servers started side by side in one test process count apart.

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { withinMs } from '../within-ms.ts'

/** What a gauge reads at scrape time: the figures the server keeps in its own state. */
export interface ScrapedFigures {
  feedLeader(): boolean
  producerUp(): boolean
  liveClients(): number
  /** How far this process's live stream is behind the change log; undefined: unreadable now. */
  streamLag(): Promise<{ seqs: number; ms: number } | undefined>
  databasePool(): { total: number; idle: number; waiting: number } | undefined
}

export type Metrics = ReturnType<typeof createMetrics>

/** The stream lag's query, past which a scrape reports it unknown. */
const lagAnswerMs = 1_000

/** Seconds buckets from a millisecond to ten seconds: API calls and database statements alike. */
const secondsBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export function createMetrics() {
  const registry = new Registry()
  // Process figures, event-loop delay among them (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry })
  const registers = [registry]
  let figures: ScrapedFigures | undefined

  const gauge = (name: string, help: string, read: (figures: ScrapedFigures) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        if (figures) this.set(read(figures))
      },
    })

  const metrics = {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by method, route (its pattern) and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: secondsBuckets,
      registers,
    }),
    placements: new Counter({
      name: 'placements_total',
      help: 'Placement answers by result (placed, pending, referred, rejected, refused) and RES code (none when placed)',
      labelNames: ['result', 'code'] as const,
      registers,
    }),
    cashOuts: new Counter({
      name: 'cash_outs_total',
      help: 'Cash-out answers by result (done, or the refusal code)',
      labelNames: ['result'] as const,
      registers,
    }),
    logins: new Counter({
      name: 'logins_total',
      help: 'Password logins by result: succeeded, failed, locked, rate-limited',
      labelNames: ['result'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests answered 429 (too many attempts, or too early), by route',
      labelNames: ['route'] as const,
      registers,
    }),
    betsSettled: new Counter({
      name: 'settlement_bets_settled_total',
      help: 'Bets settled by this process',
      registers,
    }),
    settlementFailures: new Counter({
      name: 'settlement_failures_total',
      help: 'Settlement runs that failed (the next sweep retries them)',
      registers,
    }),
    settlementBacklog: new Gauge({
      name: 'settlement_backlog_bets',
      help: 'Open bets with every leg resulted that the last sweep found (what a settlement hook missed)',
      registers,
    }),
    settlementLag: new Histogram({
      name: 'settlement_lag_seconds',
      help: 'From a batch that results markets published here to their bets settled',
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 30, 60, 120, 300],
      registers,
    }),
    liveFrames: new Counter({
      name: 'live_frames_sent_total',
      help: 'WebSocket frames sent to live clients',
      registers,
    }),
    liveBytes: new Counter({
      name: 'live_bytes_sent_total',
      help: 'Bytes of the frames sent to live clients',
      registers,
    }),
    liveSlowCuts: new Counter({
      name: 'live_clients_cut_slow_total',
      help: 'Live clients cut off for reading too slowly (close code 4008)',
      registers,
    }),
    ingestBatches: new Counter({
      name: 'ingest_batches_total',
      help: 'Batches posted to POST /ingest/changes by result: applied, duplicate, or the refusal (unauthorized, malformed, too-large, out-of-order, failed)',
      labelNames: ['result'] as const,
      registers,
    }),
    ingestChanges: new Counter({
      name: 'ingest_changes_total',
      help: 'Changes in the well-formed batches posted to POST /ingest/changes, by the batch result (applied, duplicate, out-of-order)',
      labelNames: ['result'] as const,
      registers,
    }),
    databaseQueries: new Histogram({
      name: 'database_query_duration_seconds',
      help: 'Database statements and transactions, by kind (query, transaction)',
      labelNames: ['kind'] as const,
      buckets: secondsBuckets,
      registers,
    }),
    /** The figures read at scrape time, once the server that keeps them is running. */
    scrape(source: ScrapedFigures) {
      figures = source
    },
  }

  gauge('live_clients', 'WebSocket clients of the live stream on this process', (f) =>
    f.liveClients(),
  )
  gauge('feed_leader', '1 when this process runs the feed (one process per database does)', (f) =>
    f.feedLeader() ? 1 : 0,
  )
  gauge(
    'feed_producer_up',
    '1 while the feed producer is up, 0 when it has been silent too long',
    (f) => (f.producerUp() ? 1 : 0),
  )
  // The two lag gauges are collected together in a scrape: one query answers both. A database
  // that stalls leaves them unknown (NaN) after a second, rather than hold the scrape and with it
  // every other figure, the ones an incident needs.
  let lagRead: Promise<{ seqs: number; ms: number } | undefined> | undefined
  const streamLag = () => {
    lagRead ??= withinMs(figures?.streamLag() ?? Promise.resolve(undefined), lagAnswerMs)
      .catch(() => undefined)
      .finally(() => {
        lagRead = undefined
      })
    return lagRead
  }
  new Gauge({
    name: 'live_stream_lag_batches',
    help: "Batches of the change log this process's live stream has not read yet",
    registers,
    async collect() {
      this.set((await streamLag())?.seqs ?? Number.NaN)
    },
  })
  new Gauge({
    name: 'live_stream_lag_seconds',
    help: 'Since the oldest batch the live stream has not read was committed',
    registers,
    async collect() {
      const lag = await streamLag()
      this.set(lag ? lag.ms / 1000 : Number.NaN)
    },
  })
  new Gauge({
    name: 'database_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent on PGlite',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = figures?.databasePool()
      if (!pool) return
      for (const [state, count] of Object.entries(pool)) this.set({ state }, count)
    },
  })
  return metrics
}
