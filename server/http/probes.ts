// The probes a load balancer and an orchestrator ask (docs/operations.md): /livez, the process
// answers; /readyz, it can serve bettors now: the database answers, its migrations are this
// build's, the live stream follows the change log, and the process is not shutting down.

import type { FastifyInstance } from 'fastify'
import { getLiveness, getReadiness, type NotReady } from '../../domain/api/ops.ts'
import type { Database } from '../db/database.ts'
import { pendingMigrations } from '../db/migrate.ts'
import { lagBehind } from '../live/change-log.ts'
import type { StreamHub } from '../live/stream-hub.ts'
import { NoAnswer, withinMs } from '../within-ms.ts'
import { serve } from './serve.ts'

/** A stream further behind the log than this is not serving live prices: not ready. */
export const readyStreamLagMs = 10_000
/** A database that takes longer than this to answer is as good as away for a bettor. */
const databaseAnswerMs = 2_000

export interface Readiness {
  db: Database
  hub: StreamHub
  /** True once the process has been told to stop: the balancer should send no one new. */
  draining(): boolean
}

type Verdict =
  | { ready: true; streamLag: { seqs: number; ms: number } }
  /** cause: what the database said, for the log; the reason, public, names no address. */
  | { ready: false; reason: string; cause?: Error }

/** Whether the process can take bettors now, and if not, why. */
export async function readiness({ db, hub, draining }: Readiness): Promise<Verdict> {
  if (draining()) return { ready: false, reason: 'shutting down' }
  const answered = await withinMs(
    Promise.all([pendingMigrations(db), lagBehind(db, hub.latest)]),
    databaseAnswerMs,
  ).catch((error: Error) => error)
  // Told to stop while the database was asked: that is the answer now, not what the wait found.
  if (draining()) return { ready: false, reason: 'shutting down' }
  if (answered instanceof Error)
    return answered instanceof NoAnswer
      ? { ready: false, reason: `database: ${answered.message}` }
      : { ready: false, reason: 'database: unreachable', cause: answered }
  const [pending, streamLag] = answered
  if (pending.length > 0)
    return { ready: false, reason: `migrations not applied: ${pending.join(', ')}` }
  if (streamLag.ms > readyStreamLagMs)
    return {
      ready: false,
      reason: `live stream ${Math.round(streamLag.ms)} ms (${streamLag.seqs} batches) behind the change log`,
    }
  return { ready: true, streamLag }
}

export function probeRoutes(app: FastifyInstance, options: Readiness): void {
  serve(app, undefined, getLiveness, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'live' as const }
  })
  serve(app, undefined, getReadiness, async (request, reply) => {
    const verdict = await readiness(options)
    reply.header('cache-control', 'no-store')
    if (!verdict.ready && verdict.cause) request.log.warn({ err: verdict.cause }, verdict.reason)
    if (!verdict.ready)
      return reply
        .code(503)
        .send({ status: 'not-ready', reason: verdict.reason } satisfies NotReady)
    return { status: 'ready' as const, streamLag: verdict.streamLag }
  })
}
