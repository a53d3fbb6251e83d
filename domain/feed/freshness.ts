// Whether the prices a bettor sees can be trusted (issue 8, freshness). A price is only as good as
// the last word from the server: when the stream has been silent for three heartbeats, or the
// server says the odds producer is down, every price on screen may be wrong, and none may go on a
// slip or into a bet until fresh data arrives.

import { heartbeatIntervalMs } from './protocol.ts'

/** Three heartbeats missed: one late frame is a slow network, three are a silent stream. */
export const staleAfterMs = 3 * heartbeatIntervalMs

/** What the live client last heard: the connection, the producer, and when a frame came. */
export interface StreamHealth {
  connected: boolean
  producerUp: boolean
  /** When the last frame, poll answer or snapshot arrived (ms since the epoch); 0 for never. */
  lastFrameAt: number
}

/**
 * starting: nothing heard yet, within three heartbeats of listening; the page's loading
 * placeholders say so, and a notice coming and going above them pushed the page about as it loaded.
 */
export type StaleReason = 'starting' | 'silent' | 'producer-down'

export interface Freshness {
  stale: boolean
  reason?: StaleReason
  /** While stale: whole seconds since the last word from the server, if there ever was one. */
  ageSeconds?: number
}

/** startedAt: when the client began listening (ms since the epoch). */
export function freshnessOf(health: StreamHealth, nowMs: number, startedAt: number): Freshness {
  const age =
    health.lastFrameAt > 0
      ? { ageSeconds: Math.max(0, Math.floor((nowMs - health.lastFrameAt) / 1000)) }
      : {}
  if (!health.producerUp) return { stale: true, reason: 'producer-down', ...age }
  if (health.lastFrameAt === 0)
    return { stale: true, reason: nowMs - startedAt > staleAfterMs ? 'silent' : 'starting' }
  if (nowMs - health.lastFrameAt > staleAfterMs) return { stale: true, reason: 'silent', ...age }
  return { stale: false }
}
