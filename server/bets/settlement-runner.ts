// When settlement runs: after each published batch that results markets (the feed leader calls
// afterPublish), and as a sweep every so often and soon after start, for whatever a hook missed
// (a crash between a result and its settlement, a result written by another process). Runs are
// queued one after another in this process; other processes may run at the same time, which
// settle-bets.ts makes safe.

import type { LiveChange } from '../../domain/feed/change.ts'
import type { Database } from '../db/database.ts'
import type { Log } from '../log.ts'
import type { Metrics } from '../metrics/metrics.ts'
import { settleAllResulted, settleMarkets } from './settle-bets.ts'

/** How often the sweep looks for resulted bets left open. */
export const defaultSweepMs = 30_000

export interface SettlementRunner {
  /** Settles, in the background, the markets this published batch resulted. */
  afterPublish(changes: readonly LiveChange[]): void
  /** Settles the open bets on these markets now; resolves with how many settled. */
  settleMarkets(marketIds: readonly string[]): Promise<number>
  /** Settles every open bet whose legs are all resulted now. */
  sweep(): Promise<number>
  stop(): Promise<void>
}

export function startSettlement(
  db: Database,
  log: Log,
  metrics: Pick<
    Metrics,
    'betsSettled' | 'settlementFailures' | 'settlementBacklog' | 'settlementLag'
  >,
  options: { sweepMs?: number; firstSweepMs?: number } = {},
): SettlementRunner {
  let queue: Promise<unknown> = Promise.resolve()
  let stopped = false
  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work)
    queue = next.catch(() => undefined)
    return next
  }
  const report = (error: unknown) => {
    if (stopped) return
    metrics.settlementFailures.inc()
    log.error({ err: error }, 'settlement failed; the next sweep retries it')
  }
  const sweep = () =>
    enqueue(async () => {
      if (stopped) return 0
      // What the sweep settles is what the hooks missed: the backlog it found.
      const settled = await settleAllResulted(db, log, () => stopped)
      metrics.settlementBacklog.set(settled)
      metrics.betsSettled.inc(settled)
      return settled
    })
  const sweepMs = options.sweepMs ?? defaultSweepMs
  const timer = setInterval(() => sweep().catch(report), sweepMs)
  const first = setTimeout(() => sweep().catch(report), options.firstSweepMs ?? 1000)
  timer.unref?.()
  first.unref?.()

  const runner: SettlementRunner = {
    afterPublish(changes) {
      const resulted = resultedMarkets(changes)
      if (resulted.length === 0) return
      const settling = metrics.settlementLag.startTimer()
      runner
        .settleMarkets(resulted)
        .then(() => settling())
        .catch(report)
    },
    settleMarkets: (marketIds) =>
      enqueue(async () => {
        if (stopped) return 0
        const settled = await settleMarkets(db, marketIds, log)
        metrics.betsSettled.inc(settled)
        return settled
      }),
    sweep,
    async stop() {
      stopped = true
      clearInterval(timer)
      clearTimeout(first)
      await queue
    },
  }
  return runner
}

/** The markets a batch results: the only changes that can settle a bet. */
export function resultedMarkets(changes: readonly LiveChange[]): string[] {
  const ids = new Set<string>()
  for (const change of changes)
    if (change.kind === 'market' && change.status === 'resulted') ids.add(change.marketId)
  return [...ids]
}
