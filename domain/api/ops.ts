// GET /ops/figures: what the operator's page (/ops/) plots, of the process that answers
// (domain/ops/figures.ts); and the probes a load balancer and an orchestrator ask
// (docs/operations.md, server/http/probes.ts).

import * as v from 'valibot'
import { operation } from './operation.ts'

const figure = v.nullable(v.number())

export const opsPointSchema = v.object({
  at: v.number(),
  placedPerSecond: v.number(),
  refusedPerSecond: v.number(),
  requestP99Ms: figure,
  placementP99Ms: figure,
  settlementLagP99Seconds: figure,
  settlementBacklog: v.number(),
  streamLagSeconds: figure,
  liveClients: v.number(),
  eventLoopP99Ms: v.number(),
})

export const opsFiguresSchema = v.object({
  /** Which process answered (host name and process id): each has figures of its own. */
  process: v.string(),
  feedLeader: v.boolean(),
  producerUp: v.boolean(),
  /** One a sampling interval (2 s), oldest first, the last ten minutes at most. */
  points: v.array(opsPointSchema),
  /** Refused placements by RES code over those minutes, the most first. */
  refusals: v.array(v.tuple([v.string(), v.number()])),
})
export type OpsFigures = v.InferOutput<typeof opsFiguresSchema>

export const getOpsFigures = operation({
  operationId: 'getOpsFigures',
  method: 'GET',
  path: '/ops/figures',
  summary:
    "What /ops/ plots: this process's placements, refusals, p99s, lags and clients every 2 s for ten minutes",
  description:
    'Behind ADMIN_KEY, as a bearer token or as the password of Basic credentials (what a browser sends once the operator has typed the key into its prompt); without ADMIN_KEY set there is no /ops/ (404).',
  tags: ['Operations'],
  caller: 'operator',
  answers: { 200: opsFiguresSchema },
  errors: { 401: ['unauthorized'] },
})

/** One report a client sent to POST /api/metrics (a rendering error, a failed placement). */
export const clientReportSchema = v.object({
  at: v.pipe(v.string(), v.isoTimestamp()),
  brandId: v.string(),
  name: v.string(),
  value: v.union([v.number(), v.string()]),
  tags: v.record(v.string(), v.string()),
})
export type ClientReport = v.InferOutput<typeof clientReportSchema>

export const clientReportsSchema = v.object({
  /** The most recent first, at most clientReportsShown of them. */
  reports: v.array(clientReportSchema),
})

/** Enough to see what is failing now; the table keeps them all. */
export const clientReportsShown = 50

export const getClientReports = operation({
  operationId: 'getClientReports',
  method: 'GET',
  path: '/ops/client-reports',
  summary: 'What /ops/ lists: the latest reports clients sent to POST /api/metrics, every brand',
  description:
    "Behind ADMIN_KEY as /ops/figures is. The reports are the database's, so any process answers with all of them.",
  tags: ['Operations'],
  caller: 'operator',
  answers: { 200: clientReportsSchema },
  errors: { 401: ['unauthorized'] },
})

export const livenessSchema = v.object({ status: v.literal('live') })

export const readinessSchema = v.object({
  status: v.literal('ready'),
  /** How far this process's live stream is behind the change log. */
  streamLag: v.object({ seqs: v.number(), ms: v.number() }),
})

export const notReadySchema = v.object({
  status: v.literal('not-ready'),
  /**
   * Why: "shutting down", "database: …", "migrations not applied: …" or "live stream … ms (…
   * batches) behind the change log".
   */
  reason: v.string(),
})
export type NotReady = v.InferOutput<typeof notReadySchema>

export const getLiveness = operation({
  operationId: 'getLiveness',
  method: 'GET',
  path: '/livez',
  summary: 'The process answers: restart it when this fails',
  tags: ['Operations'],
  caller: 'anyone',
  answers: { 200: livenessSchema },
})

export const getReadiness = operation({
  operationId: 'getReadiness',
  method: 'GET',
  path: '/readyz',
  summary:
    'The process can serve bettors now: its database answers within 2 s, has its migrations, and its live stream is within 10 s of the change log',
  description:
    'A 503 is an answer, not a refusal: its reason says which of those failed. Send traffic to a process only while it is ready; take it out of rotation, do not restart it, when it is not. It turns 503 "shutting down" as soon as the process is told to stop.',
  tags: ['Operations'],
  caller: 'anyone',
  answers: { 200: readinessSchema, 503: notReadySchema },
})
