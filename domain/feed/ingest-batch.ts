// POST /ingest/changes (docs/feed.md): how an operator's own feed adapter pushes catalogue and
// live changes. A batch is the live protocol's changes (change.ts) numbered by the producer, read
// through this schema at the server's edge. Past the changes' own shapes it refuses what the
// catalogue cannot store as sent: a record naming another event or market than the one it sits
// in, a start that is not a date, a price or a path id past its column, text PostgreSQL refuses.

import * as v from 'valibot'
import type { ConsolidatedPrice, MarketWithOutcomes } from '../events/event.ts'
import { type LiveChange, liveChangeSchema } from './change.ts'

/** More changes than this is not one batch: a producer cuts its snapshot into several. */
export const maxIngestChanges = 10_000

/** outcomes.price is numeric(12, 3); no price is anywhere near this. */
export const maxIngestDecimal = 1_000_000

/** A PostgreSQL integer, as event_paths.id and results.dead_heat_divisor are. */
const maxInteger = 2 ** 31 - 1

/** The producer's own number of a batch: each one past the last the server applied. */
export const producerSequenceSchema = v.pipe(v.number(), v.safeInteger(), v.minValue(1))

type Path = ReadonlyArray<string | number>
interface Problem {
  path: Path
  /** What the value must be, after "… must be". */
  expected: string
}

export const ingestBatchSchema = v.pipe(
  v.object({
    sequence: producerSequenceSchema,
    /** An empty batch is a heartbeat: the producer is alive and has nothing to change. */
    changes: v.pipe(v.array(liveChangeSchema), v.maxLength(maxIngestChanges)),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const problem = batchProblem(dataset.value.changes)
    if (problem)
      addIssue({
        message: problem.expected,
        // Only each item's key is read when the reason is worded (domain/api/schema.ts).
        path: problem.path.map((key) => ({
          type: 'object',
          origin: 'value',
          input: dataset.value,
          key,
          value: undefined,
        })) as unknown as [v.IssuePathItem, ...v.IssuePathItem[]],
      })
  }),
)
export type IngestBatch = v.InferOutput<typeof ingestBatchSchema>

/** The first change of the batch the catalogue could not store as sent, if any. */
export function batchProblem(changes: readonly LiveChange[]): Problem | undefined {
  // PostgreSQL's jsonb stores no \u0000 and no lone surrogate, which JSON.stringify escapes as
  // it does nothing else of the kind.
  if (/\\u(0000|d[89a-f][0-9a-f]{2})/i.test(JSON.stringify(changes)))
    return { path: ['changes'], expected: 'text without NUL characters or lone surrogates' }
  for (const [index, change] of changes.entries()) {
    const problem = changeProblem(change)
    if (problem) return { ...problem, path: ['changes', index, ...problem.path] }
  }
  return undefined
}

function changeProblem(change: LiveChange): Problem | undefined {
  switch (change.kind) {
    case 'outcome':
      return change.consolidatedPrice
        ? priceProblem(['consolidatedPrice', 'currentPrice'], change.consolidatedPrice.currentPrice)
        : undefined
    case 'market':
      for (const [index, result] of (change.results ?? []).entries())
        if (result.deadHeatDivisor !== undefined && result.deadHeatDivisor > maxInteger)
          return { path: ['results', index, 'deadHeatDivisor'], expected: `at most ${maxInteger}` }
      return undefined
    case 'market-added':
      return within(['market'], marketProblem(change.market, change.eventId))
    case 'event-added': {
      const { event } = change
      if (!isDateTime(event.startTime))
        return {
          path: ['event', 'startTime'],
          expected: 'a date and time, as 2026-11-28T15:00:00Z',
        }
      for (const [index, path] of event.eventPaths.entries())
        if (path.id !== undefined && (path.id < 1 || path.id > maxInteger))
          return { path: ['event', 'eventPaths', index, 'id'], expected: `from 1 to ${maxInteger}` }
      for (const [index, market] of event.markets.entries()) {
        const problem = marketProblem(market, event.id)
        if (problem) return within(['event', 'markets', index], problem)
      }
      return undefined
    }
    default:
      return undefined
  }
}

function marketProblem(market: MarketWithOutcomes, eventId: string): Problem | undefined {
  if (market.eventId !== eventId)
    return { path: ['eventId'], expected: `its event's id, ${eventId}` }
  for (const [index, outcome] of market.outcomes.entries()) {
    const at = (field: string): Path => ['outcomes', index, field]
    if (outcome.marketId !== market.id)
      return { path: at('marketId'), expected: `its market's id, ${market.id}` }
    if (outcome.eventId !== eventId)
      return { path: at('eventId'), expected: `its event's id, ${eventId}` }
    const problem = consolidatedPriceProblem(outcome.consolidatedPrice)
    if (problem) return within(['outcomes', index, 'consolidatedPrice'], problem)
  }
  return undefined
}

function consolidatedPriceProblem(price: ConsolidatedPrice): Problem | undefined {
  for (const key of ['currentPrice', 'penultimatePrice', 'antepenultimatePrice'] as const) {
    const problem = priceProblem([key], price[key])
    if (problem) return problem
  }
  return undefined
}

function priceProblem(path: Path, price: { decimal: number } | undefined): Problem | undefined {
  return price && price.decimal > maxIngestDecimal
    ? { path: [...path, 'decimal'], expected: `at most ${maxIngestDecimal}` }
    : undefined
}

const within = (path: Path, problem: Problem | undefined): Problem | undefined =>
  problem && { ...problem, path: [...path, ...problem.path] }

/** ISO 8601 with a zone, and a real day: PostgreSQL refuses 2026-02-30 where Date rolls it on. */
function isDateTime(text: string): boolean {
  const match =
    /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.exec(text)
  if (!match || Number.isNaN(Date.parse(text))) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // PostgreSQL has no year 0 (1 BC); Date.UTC reads years 1 to 99 as 1901 to 1999, the same leap
  // years.
  if (year === 0) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** 200: the batch is applied (in the change log as `seq`, unless empty) or was already. */
export const ingestAnswerSchema = v.object({
  result: v.picklist(['applied', 'duplicate']),
  /** The producer's sequence the server expects next. */
  expected: producerSequenceSchema,
  /** The change log's batch that carries the changes; absent for a heartbeat or a duplicate. */
  seq: v.optional(v.pipe(v.number(), v.safeInteger())),
})
export type IngestAnswer = v.InferOutput<typeof ingestAnswerSchema>

/** 409: the batch is ahead of the next one expected; nothing was applied. */
export const ingestOutOfOrderSchema = v.object({
  code: v.literal('out-of-order'),
  message: v.string(),
  expected: producerSequenceSchema,
})
export type IngestOutOfOrder = v.InferOutput<typeof ingestOutOfOrderSchema>
