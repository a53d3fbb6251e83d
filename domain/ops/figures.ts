// The operator's page (/ops/): the figures a process counts for Prometheus (server/metrics/
// metrics.ts), turned into what a person watches: rates a second and p99s over each interval
// between two samples, as Grafana's rate() and histogram_quantile() would draw them.

/** A histogram's cumulative counts, one per upper bound (the last is +Inf). */
export interface Buckets {
  bounds: readonly number[]
  counts: readonly number[]
}

/** One reading of a process's counters and gauges, all counters cumulative since it started. */
export interface OpsSample {
  /** Epoch milliseconds. */
  at: number
  /** Placement answers by result (placed, pending, referred, rejected, refused). */
  placements: Readonly<Record<string, number>>
  /** Refused and rejected placements by RES code. */
  refusals: Readonly<Record<string, number>>
  /** Every HTTP request's duration, seconds. */
  requests: Buckets
  /** The placement call's duration, seconds. */
  placementRequests: Buckets
  /** From a resulting batch to its bets settled, seconds. */
  settlementLag: Buckets
  settlementBacklog: number
  /** NaN while unreadable. */
  streamLagSeconds: number
  liveClients: number
  eventLoopP99Seconds: number
  feedLeader: boolean
  producerUp: boolean
}

/** What the page plots at one moment: the interval that ends there. */
export interface OpsPoint {
  /** Epoch seconds, as uPlot's time axis takes them. */
  at: number
  placedPerSecond: number
  refusedPerSecond: number
  /** p99 of the interval's requests, milliseconds; null with none in it. */
  requestP99Ms: number | null
  placementP99Ms: number | null
  settlementLagP99Seconds: number | null
  settlementBacklog: number
  streamLagSeconds: number | null
  liveClients: number
  eventLoopP99Ms: number
}

const refusedResults = new Set(['refused', 'rejected'])

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0)

/** A counter's growth over the interval: a restart (a smaller count) counts from zero. */
const growth = (before: number, after: number) => (after >= before ? after - before : after)

/**
 * The q-quantile of what a histogram counted between two readings, interpolated within its
 * bucket as Prometheus's histogram_quantile() does; undefined when nothing was counted. A value
 * in the +Inf bucket reads as the largest finite bound.
 */
export function quantileBetween(before: Buckets, after: Buckets, q: number): number | undefined {
  const counts = after.counts.map((count, index) => growth(before.counts[index] ?? 0, count))
  const total = counts.at(-1) ?? 0
  if (total === 0) return undefined
  const rank = q * total
  const index = counts.findIndex((count) => count >= rank)
  const bound = after.bounds[index] ?? Number.POSITIVE_INFINITY
  const lower = index > 0 ? (after.bounds[index - 1] as number) : 0
  if (!Number.isFinite(bound)) return lower
  const below = index > 0 ? (counts[index - 1] as number) : 0
  const inBucket = (counts[index] as number) - below
  return inBucket === 0 ? bound : lower + ((bound - lower) * (rank - below)) / inBucket
}

const milliseconds = (seconds: number | undefined) =>
  seconds === undefined ? null : Math.round(seconds * 1000 * 10) / 10

/** The interval between two samples of one process, as the page plots it. */
export function pointBetween(before: OpsSample, after: OpsSample): OpsPoint {
  const seconds = Math.max((after.at - before.at) / 1000, 0.001)
  const perSecond = (results: (result: string) => boolean) =>
    sum(
      Object.entries(after.placements)
        .filter(([result]) => results(result))
        .map(([result, count]) => growth(before.placements[result] ?? 0, count)),
    ) / seconds
  return {
    at: after.at / 1000,
    placedPerSecond: perSecond((result) => result === 'placed'),
    refusedPerSecond: perSecond((result) => refusedResults.has(result)),
    requestP99Ms: milliseconds(quantileBetween(before.requests, after.requests, 0.99)),
    placementP99Ms: milliseconds(
      quantileBetween(before.placementRequests, after.placementRequests, 0.99),
    ),
    settlementLagP99Seconds:
      quantileBetween(before.settlementLag, after.settlementLag, 0.99) ?? null,
    settlementBacklog: after.settlementBacklog,
    streamLagSeconds: Number.isNaN(after.streamLagSeconds) ? null : after.streamLagSeconds,
    liveClients: after.liveClients,
    eventLoopP99Ms: milliseconds(after.eventLoopP99Seconds) ?? 0,
  }
}

/** Refusals by RES code between two samples, the most first. */
export function refusalsBetween(before: OpsSample, after: OpsSample): Array<[string, number]> {
  return Object.entries(after.refusals)
    .map(([code, count]): [string, number] => [code, growth(before.refusals[code] ?? 0, count)])
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1])
}
