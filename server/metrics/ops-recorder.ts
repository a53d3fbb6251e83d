// What the operator's page plots (GET /ops/figures): the process's own metrics read every two
// seconds for the last ten minutes, so a page opened now has a history at once. Reads the same
// registry GET /metrics answers from, so both say the same.

import type { MetricObjectWithValues, MetricValue, Registry } from 'prom-client'
import type { Buckets, OpsSample } from '../../domain/ops/figures.ts'
import type { Log } from '../log.ts'

export interface OpsRecorder {
  /** The samples kept, oldest first. */
  samples(): readonly OpsSample[]
  stop(): void
}

/** The route whose duration is the placement's. */
const placementRoute = { method: 'POST', route: '/xapi/rest/accounts/:accountId/betslips' }

type Labels = Record<string, string | number>
type Metric = MetricObjectWithValues<MetricValue<string>>

/** A histogram's buckets summed over the label sets kept. */
function bucketsOf(metric: Metric | undefined, keep: (labels: Labels) => boolean): Buckets {
  const byBound = new Map<number, number>()
  for (const value of metric?.values ?? []) {
    const labels = value.labels as Labels
    if (!(value as { metricName?: string }).metricName?.endsWith('_bucket') || !keep(labels))
      continue
    const bound = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le)
    byBound.set(bound, (byBound.get(bound) ?? 0) + value.value)
  }
  const bounds = [...byBound.keys()].sort((a, b) => a - b)
  return { bounds, counts: bounds.map((bound) => byBound.get(bound) as number) }
}

/** A counter's values summed by one of its labels. */
function totalsBy(metric: Metric | undefined, label: string, keep: (labels: Labels) => boolean) {
  const totals: Record<string, number> = {}
  for (const value of metric?.values ?? []) {
    const labels = value.labels as Labels
    if (!keep(labels)) continue
    const key = String(labels[label])
    totals[key] = (totals[key] ?? 0) + value.value
  }
  return totals
}

export async function readSample(registry: Registry, at: number): Promise<OpsSample> {
  const metrics = new Map(
    (await registry.getMetricsAsJSON()).map((metric) => [metric.name, metric as Metric]),
  )
  const gauge = (name: string) => metrics.get(name)?.values[0]?.value ?? Number.NaN
  const placements = metrics.get('placements_total')
  const requests = metrics.get('http_request_duration_seconds')
  return {
    at,
    placements: totalsBy(placements, 'result', () => true),
    refusals: totalsBy(placements, 'code', (labels) =>
      ['refused', 'rejected'].includes(String(labels.result)),
    ),
    requests: bucketsOf(requests, () => true),
    placementRequests: bucketsOf(
      requests,
      (labels) => labels.method === placementRoute.method && labels.route === placementRoute.route,
    ),
    settlementLag: bucketsOf(metrics.get('settlement_lag_seconds'), () => true),
    settlementBacklog: gauge('settlement_backlog_bets') || 0,
    streamLagSeconds: gauge('live_stream_lag_seconds'),
    liveClients: gauge('live_clients') || 0,
    eventLoopP99Seconds: gauge('nodejs_eventloop_lag_p99_seconds') || 0,
    feedLeader: gauge('feed_leader') === 1,
    producerUp: gauge('feed_producer_up') === 1,
  }
}

export function recordOps(
  registry: Registry,
  log: Log,
  { everyMs = 2000, keep = 300 }: { everyMs?: number; keep?: number } = {},
): OpsRecorder {
  const kept: OpsSample[] = []
  let reading = false
  const timer = setInterval(() => {
    // A slow read (the stream lag's query) is not stacked under the next.
    if (reading) return
    reading = true
    readSample(registry, Date.now())
      .then((sample) => {
        kept.push(sample)
        if (kept.length > keep) kept.shift()
      })
      .catch((error) => log.warn({ err: error }, 'reading the figures for /ops/ failed'))
      .finally(() => {
        reading = false
      })
  }, everyMs)
  timer.unref()
  return { samples: () => kept, stop: () => clearInterval(timer) }
}
