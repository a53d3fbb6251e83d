// GET /ops/figures: what the operator's page (/ops/) plots, of the process that answers
// (domain/ops/figures.ts).

import * as v from 'valibot'

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
