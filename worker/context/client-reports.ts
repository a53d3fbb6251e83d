// The engine's reports of what went wrong on the client (domain/errors/client-reports.ts), sent
// to POST /api/metrics. Nothing waits on one: a report is sent and forgotten, and a failed one is
// not tried again. Bounded, so that a screen failing in a loop cannot flood the server: the same
// report once a minute, and a few reports a minute in all.

import { reportMetric } from '../../domain/api/client-metrics.ts'
import type { Metric } from '../../domain/api/site.ts'
import type { Call } from './call.ts'

export const reportWindowMs = 60_000
export const reportsPerWindow = 5
/** SPEC.md section 7: a report not taken within 3 s is given up. */
export const reportTimeoutMs = 3_000

export type Report = (metric: Metric) => void

export function createClientReports(call: Call, now: () => number): Report {
  /** When each report was last sent, by what it says; and when any was, in the window. */
  const lastSent = new Map<string, number>()
  let sentAt: number[] = []
  return (metric) => {
    const at = now()
    const key = JSON.stringify([metric.name, metric.value])
    for (const [sent, time] of lastSent) if (at - time >= reportWindowMs) lastSent.delete(sent)
    if (lastSent.has(key)) return
    sentAt = sentAt.filter((time) => at - time < reportWindowMs)
    if (sentAt.length >= reportsPerWindow) return
    sentAt.push(at)
    lastSent.set(key, at)
    const signal = AbortSignal.timeout(reportTimeoutMs)
    void call(reportMetric, { body: metric, signal }).then((answer) => {
      if (!answer.ok)
        console.warn(`client report ${metric.name} not stored: ${answer.error.message}`)
    })
  }
}
